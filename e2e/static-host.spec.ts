import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { AppPage, FIXED_NOW } from './support/app-page';
import { startStaticHost, type StaticHost } from './support/static-host';

// A build of its own (below a path, as on GitHub Pages), then the built-in model (about
// 70 MB with its runtime) loaded from the host.
test.describe.configure({ timeout: 240_000 });

const BASE_PATH = '/forethought/';
let buildDir: string;
let host: StaticHost;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  buildDir = mkdtempSync(join(tmpdir(), 'forethought-pages-'));
  // What docs/deploy.md says to run.
  execFileSync('npx', ['vite', 'build', '--outDir', buildDir, '--emptyOutDir'], {
    env: { ...process.env, BASE_PATH },
    stdio: 'ignore',
  });
  host = await startStaticHost(buildDir, BASE_PATH);
});
test.afterAll(async () => {
  await host.close();
  rmSync(buildDir, { recursive: true, force: true });
});

async function expectRecall(page: Page) {
  const draft = page.getByLabel('Message draft');
  await draft.fill('');
  await draft.fill('suggesting poems to readers, how would that work?');
  const hits = page.getByTestId('recall-panel').getByTestId('recall-hit');
  await expect(hits.filter({ hasText: 'poetry recommender' })).toHaveCount(1, { timeout: 90_000 });
}

test('served below a path with no headers: recall works on one thread, then isolated through the service worker', async ({
  page,
}) => {
  const app = new AppPage(page);
  await page.clock.setFixedTime(FIXED_NOW);
  const first = await page.goto(`${host.url}#/board`);
  // A static host of this class sends neither COOP/COEP nor a CSP.
  expect(first?.headers()['cross-origin-embedder-policy']).toBeUndefined();
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(false);

  await app.addItem('I want to build a poetry recommender app', 'Plan');
  await app.addItem('Renew my passport before the trip to Japan', 'Plan');
  await app.goTo('Chat');
  await expectRecall(page);

  // Everything came from below the path: nothing was asked of the host's root.
  expect(host.requests.filter((path) => !path.startsWith(BASE_PATH))).toEqual([]);
  // Once the service worker controls the page, it adds the isolation headers itself.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 60_000,
    })
    .toBe(true);
  await page.reload();
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  await expectRecall(page);
});
