import { describe, expect, it } from 'vitest';

import { hubFileUrl, isHubModelId, modelFolderPaths } from './hub-models';

describe('Hub file addresses', () => {
  it('builds the URL transformers.js fetches and caches, whatever the slashes', () => {
    expect(hubFileUrl('https://huggingface.co/', 'Xenova/e5', 'onnx/model.onnx')).toBe(
      'https://huggingface.co/Xenova/e5/resolve/main/onnx/model.onnx',
    );
    expect(hubFileUrl('http://mirror.local:8080', 'a/b', '/config.json')).toBe(
      'http://mirror.local:8080/a/b/resolve/main/config.json',
    );
  });

  it('names a picked folder’s files relative to the folder', () => {
    expect(modelFolderPaths(['e5/config.json', 'e5/onnx/model.onnx'])).toEqual([
      'config.json',
      'onnx/model.onnx',
    ]);
  });

  it('accepts owner/name ids only', () => {
    expect(isHubModelId('Xenova/multilingual-e5-small')).toBe(true);
    expect(isHubModelId('multilingual-e5-small')).toBe(false);
    expect(isHubModelId('a/b/c')).toBe(false);
  });
});
