/**
 * The in-browser LLM's path through transformers.js and onnxruntime-web, in Chromium, against
 * the generated fixture LLM on a local model host: download, chat template, greedy generation,
 * decoding of the new tokens only. The fixture always answers FIXTURE_LLM_ANSWER, so any
 * difference in the text is a difference in that path.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, test, type Page } from '@playwright/test';

import config from '../playwright.config';
import { FIXTURE_LLM_ANSWER, FIXTURE_LLM_ANSWER_PIECES } from '../scripts/fixtures/llm-fixture';
import { FIXTURE_REPOS, makeHubFixtures } from '../scripts/make-hub-fixtures';
import { runLlmProbe, type LlmProbeInput, type LlmProbeResult } from './support/llm-probe';
import { startModelHost, type ModelHost } from './support/model-host';

const nodeModules = fileURLToPath(new URL('../node_modules/', import.meta.url));
const PATHS = { transformers: '/transformers/', ort: '/ort/', ortCommon: '/ort-common/' };

let fixtures: string;
let host: ModelHost;

test.beforeAll(async () => {
  fixtures = await mkdtemp(join(tmpdir(), 'hub-llm-fixture-'));
  await makeHubFixtures(fixtures);
  host = await startModelHost({
    root: fixtures,
    staticDirs: {
      [PATHS.transformers]: join(nodeModules, '@huggingface/transformers/dist'),
      [PATHS.ort]: join(nodeModules, 'onnxruntime-web/dist'),
      [PATHS.ortCommon]: join(nodeModules, 'onnxruntime-common/dist/esm'),
    },
  });
});

test.afterAll(async () => {
  await host.close();
  await rm(fixtures, { recursive: true, force: true });
});

const CHINESE = '我决定明天去旅行，护照已经办好了。';
const MESSAGES: LlmProbeInput['messages'] = [
  { role: 'system', content: 'Label each statement as plan, idea, decision, question or insight.' },
  { role: 'user', content: `I decided to renew my passport. ${CHINESE}` },
];

async function probe(page: Page, device: LlmProbeInput['device']): Promise<LlmProbeResult> {
  await page.goto('/');
  return page.evaluate(runLlmProbe, {
    host: host.url,
    paths: PATHS,
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
  const served = host.requests.filter((r) => r.status === 200).map((r) => r.path);
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
    host.requests.length = 0;
    const result = await probe(page, 'wasm');
    expectFixtureAnswer(result);
    expect(result.webgpuAdapter).toBeNull();
    expectServed(LLM_FILES);
  });
});

test.describe('Fixture LLM on WebGPU (SwiftShader)', () => {
  test.describe.configure({ timeout: 120_000 });

  // Launch options are per file or worker in Playwright, so this block launches its own
  // Chromium: the config's flags plus a software WebGPU adapter (see hub-fixtures.spec.ts).
  test('loads from the model host and answers the chat prompt greedily', async ({
    playwright,
    baseURL,
  }) => {
    const launchOptions = config.use?.launchOptions ?? {};
    const browser = await playwright.chromium.launch({
      ...launchOptions,
      args: [
        ...(launchOptions.args ?? []),
        '--enable-unsafe-webgpu',
        '--use-webgpu-adapter=swiftshader',
      ],
    });
    try {
      const page = await browser.newPage({ baseURL });
      host.requests.length = 0;
      const result = await probe(page, 'webgpu');
      expectFixtureAnswer(result);
      expect(result.webgpuAdapter).toMatch(/swiftshader/i);
      expectServed(LLM_FILES);
    } finally {
      await browser.close();
    }
  });
});
