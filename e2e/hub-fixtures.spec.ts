/**
 * The Hub tier's path through transformers.js and onnxruntime-web, in Chromium, against the
 * generated fixture models on a local model host (a second origin, as the Hub is): download,
 * tokenise, run, pool, rerank. The page is the app's own, so its cross-origin isolation holds.
 */
import { expect, test, type Page } from '@playwright/test';

import { FIXTURE_REPOS } from '../scripts/make-hub-fixtures';
import { runHubProbe, type HubProbeInput, type HubProbeResult } from './support/hub-probe';
import { RUNTIME_PATHS, serveHubFixtures } from './support/fixture-host';
import { PROBE_PAGE } from './support/model-host';
import { launchSwiftShaderChromium } from './support/webgpu-browser';

const fixtures = serveHubFixtures({ withRuntime: true });

const ENGLISH = ['poem', 'poetry', 'passport', 'visa', 'dinner'];
const TEXTS = [...ENGLISH, '诗'];
const PAIRS: [string, string][] = [
  ['renew my passport', 'visa for the trip to japan'],
  ['renew my passport', 'a sonnet about the sea'],
];

async function probe(page: Page, device: HubProbeInput['device']): Promise<HubProbeResult> {
  await page.goto(`${fixtures.host.url}${PROBE_PAGE}`);
  return page.evaluate(runHubProbe, {
    host: fixtures.host.url,
    paths: RUNTIME_PATHS,
    device,
    embedder: FIXTURE_REPOS.embedder,
    reranker: FIXTURE_REPOS.reranker,
    texts: TEXTS,
    pairs: PAIRS,
  });
}

/** The text among `candidates` whose embedding is closest to that of `text`. */
function nearest(result: HubProbeResult, text: string, candidates = TEXTS): string | undefined {
  const vectorOf = (t: string) => result.embeddings[TEXTS.indexOf(t)] ?? [];
  const own = vectorOf(text);
  const score = (t: string) => vectorOf(t).reduce((sum, x, k) => sum + x * (own[k] ?? 0), 0);
  return candidates
    .filter((t) => t !== text)
    .sort((a, b) => score(b) - score(a))
    .at(0);
}

function expectFixtureBehaviour(result: HubProbeResult) {
  expect(result.isCrossOriginIsolated).toBe(true);
  expect(result.embeddingDims).toEqual([TEXTS.length, 32]);
  for (const vector of result.embeddings) {
    expect(Math.hypot(...vector)).toBeCloseTo(1, 4); // normalize: true
  }
  // 诗 (poem) shares the group too, so the English-only check names one winner.
  expect(nearest(result, 'poem', ENGLISH)).toBe('poetry');
  expect(nearest(result, 'passport')).toBe('visa');
  expect(['poem', 'poetry']).toContain(nearest(result, '诗'));

  expect(result.logitsDims).toEqual([PAIRS.length, 1]);
  const [related = NaN, unrelated = NaN] = result.logits;
  expect(related).toBeGreaterThan(unrelated + 1);
  // With one label the text-classification pipeline softmaxes a single logit: always 1.
  // Rerankers therefore go through AutoModelForSequenceClassification and read the logits.
  expect(result.pipelineScores).toEqual(PAIRS.map(() => 1));
}

function expectRequested(files: string[]) {
  const served = fixtures.host.requests.filter((r) => r.status === 200).map((r) => r.path);
  for (const repo of [FIXTURE_REPOS.embedder, FIXTURE_REPOS.reranker]) {
    for (const file of files) expect(served).toContain(`/${repo}/resolve/main/${file}`);
  }
}

test.describe('Hub-tier fixtures on WASM', () => {
  test.describe.configure({ timeout: 120_000 });

  test('load from the model host, embed, pool and rerank', async ({ page }) => {
    fixtures.host.requests.length = 0;
    const result = await probe(page, 'wasm');
    expectFixtureBehaviour(result);
    expect(result.webgpuAdapter).toBeNull();
    // On wasm transformers.js asks for the q8 file by default.
    expectRequested([
      'config.json',
      'tokenizer.json',
      'tokenizer_config.json',
      'onnx/model_quantized.onnx',
    ]);
  });
});

test.describe('Hub-tier fixtures on WebGPU (SwiftShader)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('load from the model host, embed, pool and rerank', async ({ baseURL }) => {
    const browser = await launchSwiftShaderChromium();
    try {
      const page = await browser.newPage({ baseURL });
      fixtures.host.requests.length = 0;
      const result = await probe(page, 'webgpu');
      expectFixtureBehaviour(result);
      expect(result.webgpuAdapter).toMatch(/swiftshader/i);
      // WebGPU's default dtype is fp32.
      expectRequested(['config.json', 'tokenizer.json', 'onnx/model.onnx']);
    } finally {
      await browser.close();
    }
  });
});
