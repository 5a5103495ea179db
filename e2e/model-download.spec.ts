/**
 * Recall keeps working while the multilingual models download: with the model host holding
 * the weight files (a download of minutes, or a host that never answers), Chat answers from
 * the built-in model at once and says the multilingual models are still downloading — after
 * a reload too —; once the host lets the files through, the Hub tier takes over. The host
 * serves the generated fixture models.
 */
import { expect, test, type Page } from '@playwright/test';

import { FIXTURE_REPOS } from '../scripts/make-hub-fixtures';
import { AppPage, FIXED_NOW } from './support/app-page';
import { serveHubFixtures } from './support/fixture-host';
import { startHeldHost, type HeldHost } from './support/held-host';
import { goOffline } from './support/offline';

const fixtures = serveHubFixtures();

// The built-in model loads from the app's origin (about 28 MB) twice, then the fixtures.
test.describe.configure({ timeout: 240_000 });

async function chooseHub(page: Page, app: AppPage, host: string) {
  await app.goTo('Settings');
  await page.getByLabel('Model host (the Hub, or a mirror in its URL scheme)').fill(host);
  await page.getByLabel('Embedding model (Hub id)').fill(FIXTURE_REPOS.embedder);
  await page.getByLabel('Cross-encoder (Hub id; empty for none)').fill(FIXTURE_REPOS.reranker);
  await page.getByRole('button', { name: 'Save model source' }).click();
  await page.getByLabel('Run on').selectOption('wasm');
  // The fixture's similarity scale is its own; the thresholds are settings for that reason.
  await page.getByLabel('Embedding', { exact: true }).fill('0.2');
  await page.getByRole('button', { name: 'Save thresholds' }).click();
  await page.getByRole('button', { name: 'Use the multilingual models…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Download' }).click();
}

/** Built-in recall, with the note: a draft that shares meaning, not words, with the plan. */
async function expectBuiltinRecallWhileDownloading(page: Page, held: HeldHost) {
  await expect.poll(() => held.heldCount(), { timeout: 120_000 }).toBeGreaterThan(0);
  const note = page.getByTestId('recall-panel').getByTestId('model-download-note');
  await expect(note).toContainText('The multilingual models are still downloading');
  await expect(note).toContainText('Until they are ready, recall uses the built-in model.');
  await page.getByLabel('Message draft').fill('what poem should I push to readers this morning?');
  const hits = page.getByTestId('recall-panel').getByTestId('recall-hit');
  await expect(hits.filter({ hasText: 'poetry recommender' })).toHaveCount(1, {
    timeout: 60_000,
  });
  // The built-in model has no cross-encoder; the Hub tier's list would be reordered by one.
  await expect(page.getByTestId('reranked-note')).toHaveCount(0);
  await expect(page.getByTestId('model-fallback')).toHaveCount(0);
}

test('while the multilingual models download, the built-in model answers; then the Hub tier takes over', async ({
  page,
}) => {
  const outside = await goOffline(page);
  // The weights are held: configuration and tokenizer files pass, as the first seconds of a
  // real download do.
  const held = await startHeldHost(fixtures.host.url, (path) => path.includes('/onnx/'));
  try {
    const app = new AppPage(page);
    await app.open('board');
    await app.addItem('I want to build a poetry recommender app', 'Plan');
    await app.addItem('Write a poem every morning', 'Plan');
    await app.addItem('Renew my passport before the trip to Japan', 'Plan');
    await chooseHub(page, app, held.url);
    await expect(page.getByTestId('model-download-note')).toContainText('still downloading', {
      timeout: 120_000,
    });

    await app.goTo('Chat');
    await expectBuiltinRecallWhileDownloading(page, held);

    // The next start answers at once too, from the built-in model, while the download runs.
    await app.restartAt(FIXED_NOW);
    await expectBuiltinRecallWhileDownloading(page, held);

    held.release();
    const note = page.getByTestId('model-download-note');
    await expect(note).toHaveCount(0, { timeout: 120_000 });
    // The Hub tier answers now: the cross-encoder orders the list, and meaning across words
    // ("verse" and "poem" are one meaning group in the fixture embedder) is found.
    await page.getByLabel('Message draft').fill('a verse for today');
    const hits = page.getByTestId('recall-panel').getByTestId('recall-hit');
    await expect(hits.first()).toContainText('Write a poem every morning', { timeout: 60_000 });
    await expect(page.getByTestId('reranked-note')).toBeVisible();
    await expect(page.getByTestId('model-fallback')).toHaveCount(0);
    await app.goTo('Settings');
    await expect(page.getByTestId('model-current')).toContainText('running on WASM');
    expect(held.paths.some((path) => path.includes('/onnx/model'))).toBe(true);
  } finally {
    await held.close();
  }
  expect(outside).toEqual([]);
});
