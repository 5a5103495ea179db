/**
 * The in-browser LLM's path through transformers.js and onnxruntime-web, in Chromium, against
 * the generated fixture LLM on a local model host: download, chat template, greedy generation,
 * decoding of the new tokens only. The fixture always answers FIXTURE_LLM_ANSWER, so any
 * difference in the text is a difference in that path.
 */
import { expect, test, type Page } from '@playwright/test';

import { FIXTURE_LLM_ANSWER, FIXTURE_LLM_ANSWER_PIECES } from '../scripts/fixtures/llm-fixture';
import { FIXTURE_REPOS } from '../scripts/make-hub-fixtures';
import { runLlmProbe, type LlmProbeInput, type LlmProbeResult } from './support/llm-probe';
import { RUNTIME_PATHS, serveHubFixtures } from './support/fixture-host';
import { PROBE_PAGE } from './support/model-host';
import { launchSwiftShaderChromium } from './support/webgpu-browser';

const fixtures = serveHubFixtures({ withRuntime: true });

const CHINESE = '我决定明天去旅行，护照已经办好了。';
const MESSAGES: LlmProbeInput['messages'] = [
  { role: 'system', content: 'Label each statement as plan, idea, decision, question or insight.' },
  { role: 'user', content: `I decided to renew my passport. ${CHINESE}` },
];

async function probe(page: Page, device: LlmProbeInput['device']): Promise<LlmProbeResult> {
  await page.goto(`${fixtures.host.url}${PROBE_PAGE}`);
  return page.evaluate(runLlmProbe, {
    host: fixtures.host.url,
    paths: RUNTIME_PATHS,
    device,
    llm: FIXTURE_REPOS.llm,
    messages: MESSAGES,
    maxNewTokens: 64,
  });
}

function expectFixtureAnswer(result: LlmProbeResult) {
  expect(result.isCrossOriginIsolated).toBe(true);
  expect(result.prompt).toContain(CHINESE);
  expect(result.prompt.endsWith('<|assistant|>\n')).toBe(true);
  expect(result.lastPromptToken).toBe('<|assistant|>');
  // Words outside the fixture's vocabulary tokenise to <unk> rather than failing.
  expect(result.unknownPromptTokens).toBeGreaterThan(0);

  expect(result.answer).toBe(FIXTURE_LLM_ANSWER);
  // One token per piece, then the end token that stopped generation well before 64.
  expect(result.newTokenIds).toHaveLength(FIXTURE_LLM_ANSWER_PIECES.length + 1);
  expect(result.newTokenIds.at(-1)).toBe(result.eosTokenId);
  expect(result.pipelineAnswer).toBe(FIXTURE_LLM_ANSWER);
}

function expectServed(files: string[]) {
  const served = fixtures.host.requests.filter((r) => r.status === 200).map((r) => r.path);
  for (const file of files) expect(served).toContain(`/${FIXTURE_REPOS.llm}/resolve/main/${file}`);
}

const LLM_FILES = [
  'config.json',
  'generation_config.json',
  'tokenizer.json',
  'tokenizer_config.json',
  'onnx/model.onnx',
];

test.describe('Fixture LLM on WASM', () => {
  test.describe.configure({ timeout: 120_000 });

  test('loads from the model host and answers the chat prompt greedily', async ({ page }) => {
    fixtures.host.requests.length = 0;
    const result = await probe(page, 'wasm');
    expectFixtureAnswer(result);
    expect(result.webgpuAdapter).toBeNull();
    expectServed(LLM_FILES);
  });
});

test.describe('Fixture LLM on WebGPU (SwiftShader)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('loads from the model host and answers the chat prompt greedily', async ({ baseURL }) => {
    const browser = await launchSwiftShaderChromium();
    try {
      const page = await browser.newPage({ baseURL });
      fixtures.host.requests.length = 0;
      const result = await probe(page, 'webgpu');
      expectFixtureAnswer(result);
      expect(result.webgpuAdapter).toMatch(/swiftshader/i);
      expectServed(LLM_FILES);
    } finally {
      await browser.close();
    }
  });
});
