// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { offlineCopyLine, precachedFiles } from './download-size';

/** A build folder with files of the given sizes. */
function buildWith(files: Record<string, number | string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'first-visit-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), typeof content === 'string' ? content : 'x'.repeat(content));
  }
  return dir;
}

describe('the offline copy’s bytes', () => {
  it('reads the precache list the build injected into the service worker', () => {
    const source =
      'precacheAndRoute([{"revision":"a1","url":"index.html"},{"revision":null,"url":"assets/index-X.js"}])';
    expect(precachedFiles(source)).toEqual(['index.html', 'assets/index-X.js']);
  });

  it('adds the app shell to the model files the service worker keeps', () => {
    const dir = buildWith({
      'service-worker.js':
        'p([{"revision":null,"url":"assets/app.js"},{"url":"index.html"},{"url":"assets/_virtual_word-bridge-Q.js"}])',
      'assets/app.js': 1_000_000,
      'assets/_virtual_word-bridge-Q.js': 500_000,
      'index.html': 500_000,
      'models/model-files.json': JSON.stringify({
        hash: 'h',
        offline: ['models/m/model.onnx', 'ort-wasm/ort.wasm'],
      }),
      'models/m/model.onnx': 3_000_000,
      'ort-wasm/ort.wasm': 1_000_000,
    });
    expect(offlineCopyLine(dir)).toBe(
      "Offline copy: 6.0 MB = app shell 2.0 MB (3 files, the word bridge's 0.5 MB among them) + built-in models and runtime 4.0 MB (uncompressed)",
    );
  });
});
