import { describe, expect, it } from 'vitest';

import { HUB_EMBEDDER } from '../../src/domain/hub-models';
import { DEFAULT_LLM_MODEL } from '../../src/domain/settings';
import { BUILT_INSTRUCT_LLM, parseEvalArgs, type HubOptions } from './args';

const FILE = 'recall-dev.jsonl';

function hubOf(argv: string[]): HubOptions {
  const args = parseEvalArgs([...argv, FILE]);
  if (args.tier !== 'hub') throw new Error(`expected the hub tier, got ${args.tier}`);
  return args.hub;
}

describe('parseEvalArgs', () => {
  it('defaults to the built-in tier with no Hub options', () => {
    const args = parseEvalArgs([FILE]);
    expect(args).toMatchObject({ tier: 'builtin', hub: null, files: [FILE], isJson: false });
    expect(args.threshold).toBeNull();
  });

  it('keeps the lexical tier and the shared options', () => {
    const args = parseEvalArgs(['--tier', 'lexical', '--json', '--threshold', '0.3', FILE]);
    expect(args).toMatchObject({ tier: 'lexical', hub: null, isJson: true, threshold: 0.3 });
  });

  it('refuses an unknown tier, naming the three', () => {
    expect(() => parseEvalArgs(['--tier', 'cloud', FILE])).toThrow(
      'Unknown tier "cloud": use builtin, lexical or hub.',
    );
  });

  it('reads a fusion of the cosine with BM25 for the built-in tier', () => {
    expect(parseEvalArgs([FILE]).fusion).toBeNull();
    expect(parseEvalArgs(['--fusion', 'rrf', FILE]).fusion).toEqual({ kind: 'rrf' });
    expect(parseEvalArgs(['--fusion', 'dense', FILE]).fusion).toEqual({ kind: 'dense' });
    expect(parseEvalArgs(['--fusion', 'uncalibrated', FILE]).fusion).toEqual({
      kind: 'uncalibrated',
    });
    expect(parseEvalArgs(['--fusion', 'words:0.15', FILE]).fusion).toEqual({
      kind: 'words',
      weight: 0.15,
      isChineseOnly: false,
    });
    expect(parseEvalArgs(['--fusion', 'words-zh:0.1', FILE]).fusion).toMatchObject({
      isChineseOnly: true,
    });
    expect(parseEvalArgs(['--fusion', 'first-view', FILE]).fusion).toEqual({ kind: 'first-view' });
    expect(parseEvalArgs(['--fusion', 'second-view', FILE]).fusion).toEqual({
      kind: 'second-view',
    });
    expect(() => parseEvalArgs(['--fusion', 'words', FILE])).toThrow('--fusion is rrf, words:W');
    expect(() => parseEvalArgs(['--tier', 'lexical', '--fusion', 'rrf', FILE])).toThrow(
      '--fusion applies to --tier builtin.',
    );
  });

  it('reads which part of the recall cases to score', () => {
    expect(parseEvalArgs([FILE]).part).toBeNull();
    expect(parseEvalArgs(['--part', 'design', FILE]).part).toBe('design');
    expect(parseEvalArgs(['--part', 'check', FILE]).part).toBe('check');
    expect(() => parseEvalArgs(['--part', 'half', FILE])).toThrow('--part is design or check');
  });

  it('refuses Hub-only options on the other tiers', () => {
    expect(() => parseEvalArgs(['--device', 'wasm', FILE])).toThrow(
      '--device only applies to --tier hub.',
    );
    expect(() =>
      parseEvalArgs(['--tier', 'lexical', '--model-dir', 'models', '--embedder', 'a/b', FILE]),
    ).toThrow('--model-dir, --embedder only apply to --tier hub.');
  });
});

describe('parseEvalArgs --tier hub', () => {
  it('takes a host, with the app’s default embedder on WASM', () => {
    expect(hubOf(['--tier', 'hub', '--model-host', 'https://huggingface.co'])).toEqual({
      source: { kind: 'host', url: 'https://huggingface.co/' },
      embedder: HUB_EMBEDDER.id,
      device: 'wasm',
      isSwiftShader: false,
    });
  });

  it('keeps a mirror’s path, with the trailing slash transformers.js expects', () => {
    const { source } = hubOf(['--tier', 'hub', '--model-host', 'http://127.0.0.1:8080/hf']);
    expect(source).toEqual({ kind: 'host', url: 'http://127.0.0.1:8080/hf/' });
  });

  it('takes a folder, an embedder and WebGPU on SwiftShader', () => {
    const argv = [
      '--tier',
      'hub',
      '--model-dir',
      'fixtures',
      '--embedder',
      'fixture/tiny-embedder',
    ];
    expect(hubOf([...argv, '--device', 'webgpu', '--swiftshader'])).toEqual({
      source: { kind: 'dir', path: 'fixtures' },
      embedder: 'fixture/tiny-embedder',
      device: 'webgpu',
      isSwiftShader: true,
    });
  });

  it('keeps the shared options beside the Hub ones', () => {
    const args = parseEvalArgs([
      '--tier',
      'hub',
      '--model-dir',
      'm',
      '--with-turns',
      '--json',
      FILE,
    ]);
    expect(args).toMatchObject({ tier: 'hub', isWithTurns: true, isJson: true, files: [FILE] });
  });

  it('needs a model source, and only one', () => {
    expect(() => parseEvalArgs(['--tier', 'hub', FILE])).toThrow(
      /needs a model source: --model-host URL .* or --model-dir DIR/,
    );
    expect(() =>
      parseEvalArgs(['--tier', 'hub', '--model-host', 'http://a/', '--model-dir', 'm', FILE]),
    ).toThrow('--model-host or --model-dir, not both');
    expect(() => parseEvalArgs(['--tier', 'hub', '--model-dir', ' ', FILE])).toThrow(
      '--model-dir needs a folder.',
    );
  });

  it('refuses a host that is not an http(s) URL', () => {
    expect(() => hubOf(['--tier', 'hub', '--model-host', 'huggingface.co'])).toThrow(
      '--model-host needs a URL such as https://huggingface.co/, not "huggingface.co".',
    );
    expect(() => hubOf(['--tier', 'hub', '--model-host', 'file:///models'])).toThrow(
      '--model-host needs an http or https URL',
    );
  });

  it('refuses a bad embedder id, an unknown device, and SwiftShader without WebGPU', () => {
    const base = ['--tier', 'hub', '--model-dir', 'm'];
    expect(() => hubOf([...base, '--embedder', 'e5-small'])).toThrow(
      '--embedder needs a Hub id of the form owner/name, not "e5-small".',
    );
    expect(() => hubOf([...base, '--device', 'auto'])).toThrow(
      'Unknown device "auto": use wasm or webgpu.',
    );
    expect(() => hubOf([...base, '--swiftshader'])).toThrow('use it with --device webgpu');
  });

  it('still needs eval files', () => {
    expect(() => parseEvalArgs(['--tier', 'hub', '--model-dir', 'm'])).toThrow(
      'No eval files given.',
    );
  });
});

describe('parseEvalArgs --llm-endpoint', () => {
  it('is off by default, and takes an endpoint with the default or a named model', () => {
    expect(parseEvalArgs([FILE]).llmEndpoint).toBeNull();
    expect(parseEvalArgs(['--llm-endpoint', 'http://localhost:11434', FILE]).llmEndpoint).toEqual({
      url: 'http://localhost:11434',
      model: DEFAULT_LLM_MODEL,
    });
    const named = parseEvalArgs(['--llm-endpoint', 'http://h:1', '--llm-model', 'm', FILE]);
    expect(named.llmEndpoint).toEqual({ url: 'http://h:1', model: 'm' });
  });

  it('refuses a model without an endpoint, and an endpoint that is not a URL', () => {
    expect(() => parseEvalArgs(['--llm-model', 'm', FILE])).toThrow('--llm-endpoint');
    expect(() => parseEvalArgs(['--llm-endpoint', 'localhost', FILE])).toThrow('http(s) URL');
  });
});

describe('parseEvalArgs --browser-llm-dir', () => {
  it('is off unless asked for', () => {
    expect(parseEvalArgs([FILE]).browserLlm).toBeNull();
  });

  it('takes a folder, with the model npm run models:build-llm writes there', () => {
    expect(parseEvalArgs(['--browser-llm-dir', 'models-build', FILE]).browserLlm).toEqual({
      dir: 'models-build',
      modelId: BUILT_INSTRUCT_LLM,
    });
  });

  it('takes a folder and a model, beside the tier’s options', () => {
    const argv = ['--json', '--browser-llm-dir', 'b', '--browser-llm', 'HuggingFaceTB/S', FILE];
    const args = parseEvalArgs(argv);
    expect(args).toMatchObject({ tier: 'builtin', isJson: true, llmEndpoint: null });
    expect(args.browserLlm).toEqual({ dir: 'b', modelId: 'HuggingFaceTB/S' });
  });

  it('refuses a model without a folder, an empty folder, a bad id, and two LLMs', () => {
    expect(() => parseEvalArgs(['--browser-llm', 'a/b', FILE])).toThrow(
      '--browser-llm names the model in --browser-llm-dir.',
    );
    expect(() => parseEvalArgs(['--browser-llm-dir', ' ', FILE])).toThrow(
      '--browser-llm-dir needs a folder.',
    );
    expect(() => parseEvalArgs(['--browser-llm-dir', 'm', '--browser-llm', 'smol', FILE])).toThrow(
      '--browser-llm needs a Hub id of the form owner/name, not "smol".',
    );
    const both = ['--browser-llm-dir', 'm', '--llm-endpoint', 'http://127.0.0.1:11434', FILE];
    expect(() => parseEvalArgs(both)).toThrow(
      'Label with one LLM: --llm-endpoint or --browser-llm-dir, not both.',
    );
  });
});
