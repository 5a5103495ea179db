/**
 * A failed model download never leaves recall dead: with the chosen Hub host unreachable
 * (or missing the model), recall runs on the built-in model at once, in Chat and Settings
 * the reason is shown with "Try again", the same happens after a reload, and once the host
 * answers, "Try again" loads the Hub tier. The host serves the generated fixture models.
 */
import { createServer } from 'node:net';

import { expect, test, type Page } from '@playwright/test';

import { FIXTURE_REPOS } from '../scripts/make-hub-fixtures';
import { AppPage, FIXED_NOW } from './support/app-page';
import { serveHubFixtures } from './support/fixture-host';
import { chooseHubModels } from './support/hub-settings';
import { startModelHost, type ModelHost } from './support/model-host';
import { goOffline } from './support/offline';

const fixtures = serveHubFixtures();

// The built-in model loads from the app's origin (about 70 MB with its runtime), then the fixtures.
test.describe.configure({ timeout: 180_000 });

/** A loopback port nothing listens on (yet): taken from the system, then let go. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise<void>((done) => server.close(() => done()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function chooseHub(page: Page, app: AppPage, host: string, embedder: string) {
  await app.open('board');
  await app.addItem('I want to build a poetry recommender app', 'Plan');
  await app.addItem('Write a poem every morning', 'Plan');
  await app.addItem('Renew my passport before the trip to Japan', 'Plan');
  await chooseHubModels(page, app, { host, embedder, reranker: null });
}

/** The built-in model answers a draft that shares meaning, not words, with the plan. */
async function expectBuiltinRecall(page: Page) {
  const draft = page.getByLabel('Message draft');
  await draft.fill('suggesting poems to readers, how would that work?');
  const hits = page.getByTestId('recall-panel').getByTestId('recall-hit');
  await expect(hits.filter({ hasText: 'poetry recommender' })).toHaveCount(1, {
    timeout: 60_000,
  });
  await expect(page.getByText('Start typing to see related plans')).toHaveCount(0);
}

test('an unreachable host: built-in recall at once, the reason, after a reload too; Try again loads the Hub tier', async ({
  page,
}) => {
  const outside = await goOffline(page);
  const port = await freePort();
  const hostUrl = `http://127.0.0.1:${port}/`;
  const app = new AppPage(page);
  await chooseHub(page, app, hostUrl, FIXTURE_REPOS.embedder);

  const notice = page.getByTestId('model-fallback');
  await expect(notice).toContainText(`${hostUrl} could not be reached`, { timeout: 120_000 });
  await expect(notice).toContainText('Recall uses the built-in model meanwhile');
  await expect(notice.getByRole('button', { name: 'Try again' })).toBeEnabled();
  // The choice is kept: Settings still offers the way back.
  await expect(page.getByRole('button', { name: 'Go back to the built-in model' })).toBeVisible();

  await app.goTo('Chat');
  await expect(notice).toContainText('could not be reached');
  await expect(notice.getByRole('button', { name: 'Go back to the built-in model' })).toBeVisible();
  await expectBuiltinRecall(page);

  // The next start tries the host again, fails again, and falls back again.
  await app.restartAt(FIXED_NOW);
  await expect(notice).toContainText('could not be reached', { timeout: 120_000 });
  await expectBuiltinRecall(page);

  let host: ModelHost | null = null;
  try {
    host = await startModelHost({ root: fixtures.folder, port });
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(notice).toHaveCount(0, { timeout: 120_000 });
    // "verse" and "poem" are one meaning group in the fixture embedder.
    await page.getByLabel('Message draft').fill('a verse for today');
    const hits = page.getByTestId('recall-panel').getByTestId('recall-hit');
    await expect(hits.first()).toContainText('Write a poem every morning', { timeout: 60_000 });
    await app.goTo('Settings');
    await expect(page.getByTestId('model-current')).toContainText('running on WASM');
    expect(host.requests.some((request) => request.path.includes('/onnx/model'))).toBe(true);
  } finally {
    await host?.close();
  }
  expect(outside).toEqual([]);
});

test('a host without the model (404): the reason says so, and recall still works', async ({
  page,
}) => {
  const outside = await goOffline(page);
  const app = new AppPage(page);
  await chooseHub(page, app, fixtures.host.url, 'fixture/no-such-model');

  const notice = page.getByTestId('model-fallback');
  await expect(notice).toContainText(`${fixtures.host.url} does not have their files`, {
    timeout: 120_000,
  });
  await app.goTo('Chat');
  await expectBuiltinRecall(page);

  // "Go back to the built-in model" ends the fallback: the built-in tier is the choice now.
  await notice.getByRole('button', { name: 'Go back to the built-in model' }).click();
  await expect(notice).toHaveCount(0);
  await app.goTo('Settings');
  await expect(page.getByTestId('model-current')).toContainText(
    'Built-in models for English and Chinese',
  );
  expect(outside).toEqual([]);
});
