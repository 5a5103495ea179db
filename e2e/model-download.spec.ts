/**
 * Recall keeps working while the multilingual models download: with the model host holding
 * the weight files (a download of minutes, or a host that never answers), Chat answers from
 * the built-in model at once and says the multilingual models are still downloading — after
 * a reload too —; once the host lets the files through, the Hub tier takes over. The host
 * serves the generated fixture models.
 */
import { expect, test, type Page } from '@playwright/test';

import { FIXTURE_REPOS } from '../scripts/make-hub-fixtures';
import { chooseHubModels } from './support/hub-settings';
import { AppPage, FIXED_NOW } from './support/app-page';
import { serveHubFixtures } from './support/fixture-host';
import { startHeldHost, type HeldHost } from './support/held-host';
import { goOffline } from './support/offline';

const fixtures = serveHubFixtures();

// The built-in model loads from the app's origin (about 70 MB with its runtime) twice, then the fixtures.
test.describe.configure({ timeout: 240_000 });

async function chooseHub(page: Page, app: AppPage, host: string) {
  await chooseHubModels(page, app, {
    host,
    embedder: FIXTURE_REPOS.embedder,
    reranker: FIXTURE_REPOS.reranker,
  });
}

/** Built-in recall, with the note: a draft that shares meaning, not words, with the plan. */
async function expectBuiltinRecallWhileDownloading(page: Page, held: HeldHost) {
  await expect.poll(() => held.heldCount(), { timeout: 120_000 }).toBeGreaterThan(0);
  const note = page.getByTestId('recall-panel').getByTestId('model-download-note');
  await expect(note).toContainText('The multilingual models are still downloading');
  await expect(note).toContainText('Until they are ready, recall uses the built-in model.');
  await page.getByLabel('Message draft').fill('suggesting poems to readers, how would that work?');
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
