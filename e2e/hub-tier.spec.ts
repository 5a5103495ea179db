/**
 * The app's whole Hub-tier path, as a person walks it, against the generated fixture
 * models (test fixtures, not models) on a local host in the Hub's URL scheme: consent,
 * download with progress, recall across languages, the cross-encoder's order, and no
 * request leaving the machine. Once on WASM, once on WebGPU (SwiftShader).
 */
import { join } from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import config from '../playwright.config';
import { FIXTURE_REPOS } from '../scripts/make-hub-fixtures';
import { AppPage } from './support/app-page';
import { goOffline } from './support/offline';
import { serveHubFixtures } from './support/fixture-host';
import { openModelAdvanced } from './support/hub-settings';
import { launchSwiftShaderChromium } from './support/webgpu-browser';

const fixtures = serveHubFixtures();

test.describe.configure({ timeout: 180_000 });

async function switchToHub(page: Page, device: 'wasm' | 'webgpu') {
  const outside = await goOffline(page);
  const app = new AppPage(page);
  await app.open('board');
  await app.addItem('Write a poem every morning', 'Plan');
  await app.addItem('Renew the passport before the flight', 'Plan');
  await app.addItem('Fix the database schema', 'Question');

  await app.goTo('Settings');
  await openModelAdvanced(page);
  await page
    .getByLabel('Model host (the Hub, or a mirror in its URL scheme)')
    .fill(fixtures.host.url);
  await page.getByLabel('Embedding model (Hub id)').fill(FIXTURE_REPOS.embedder);
  await page.getByLabel('Cross-encoder (Hub id; empty for none)').fill(FIXTURE_REPOS.reranker);
  await page.getByRole('button', { name: 'Save model source' }).click();
  await page.getByLabel('Run on').selectOption(device);
  // The fixture's similarity scale is its own; the thresholds are settings for that reason.
  await page.getByLabel('Embedding', { exact: true }).fill('0.2');
  await page.getByRole('button', { name: 'Save thresholds' }).click();
  await page.getByRole('button', { name: 'Use the multilingual models…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download the multilingual models?' });
  await expect(dialog).toContainText(fixtures.host.url);
  await dialog.getByRole('button', { name: 'Download' }).click();
  await expect(page.getByTestId('model-current')).toContainText(
    `running on ${device.toUpperCase()}`,
    { timeout: 120_000 },
  );
  return { app, outside };
}

async function expectRecall(page: Page, app: AppPage, outside: string[]) {
  await app.goTo('Chat');
  const draft = page.getByLabel('Message draft');
  const hits = page.getByTestId('recall-panel').getByTestId('recall-hit');
  // No word shared: "verse" and "poem" are one meaning group in the fixture.
  await draft.fill('a verse for today');
  await expect(hits.first()).toContainText('Write a poem every morning', { timeout: 60_000 });
  await expect(hits.filter({ hasText: 'passport' })).toHaveCount(0);
  await expect(page.getByTestId('reranked-note')).toBeVisible();
  // Across languages: 护照 (passport) finds the English item; no fused list (the Hub model is dense only).
  await draft.fill('护照');
  await expect(hits.first()).toContainText('Renew the passport');

  const fetched = fixtures.host.requests.map((request) => request.path);
  for (const file of ['config.json', 'tokenizer.json']) {
    expect(fetched).toContain(`/${FIXTURE_REPOS.embedder}/resolve/main/${file}`);
    expect(fetched).toContain(`/${FIXTURE_REPOS.reranker}/resolve/main/${file}`);
  }
  expect(fetched.some((path) => path.includes('/onnx/model'))).toBe(true);
  expect(outside).toEqual([]);
}

test('Hub tier on WASM: consent, download, cross-lingual recall, reranked', async ({ page }) => {
  const { app, outside } = await switchToHub(page, 'wasm');
  await expectRecall(page, app, outside);
});

test('Hub tier on WebGPU (SwiftShader)', async () => {
  const browser = await launchSwiftShaderChromium();
  const context = await browser.newContext({
    baseURL: config.use?.baseURL,
    viewport: config.use?.viewport ?? null,
    locale: 'en-US',
  });
  try {
    const page = await context.newPage();
    const { app, outside } = await switchToHub(page, 'webgpu');
    await expectRecall(page, app, outside);
  } finally {
    await browser.close();
  }
});

test('a model folder imported from disk loads with no host reachable', async ({ page }) => {
  const app = new AppPage(page);
  await app.open('board');
  await app.addItem('Write a poem every morning', 'Plan');
  await app.goTo('Settings');
  await openModelAdvanced(page);
  // Nothing listens here: the model can only come from the imported folder.
  await page
    .getByLabel('Model host (the Hub, or a mirror in its URL scheme)')
    .fill('http://127.0.0.1:9/');
  await page.getByLabel('Embedding model (Hub id)').fill(FIXTURE_REPOS.embedder);
  await page.getByLabel('Cross-encoder (Hub id; empty for none)').fill('');
  await page.getByRole('button', { name: 'Save model source' }).click();
  await page.getByLabel('Run on').selectOption('wasm');
  await page.getByLabel('Embedding', { exact: true }).fill('0.2');
  await page.getByRole('button', { name: 'Save thresholds' }).click();

  await page.getByLabel('Model id', { exact: true }).fill(FIXTURE_REPOS.embedder);
  await page
    .getByLabel('Model folder')
    .setInputFiles(join(fixtures.folder, FIXTURE_REPOS.embedder));
  await expect(app.notice(/Imported \d+ files of fixture\/tiny-embedder/)).toBeVisible();

  await page.getByRole('button', { name: 'Use the multilingual models…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Download' }).click();
  await expect(page.getByTestId('model-current')).toContainText('running on WASM', {
    timeout: 120_000,
  });
  await app.goTo('Chat');
  await page.getByLabel('Message draft').fill('a verse for today');
  await expect(page.getByTestId('recall-hit').first()).toContainText('Write a poem');
});
