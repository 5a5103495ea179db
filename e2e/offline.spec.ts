import { expect, test } from '@playwright/test';

import { AppPage, FIXED_NOW } from './support/app-page';
import { waitUntilAvailableOffline } from './support/service-worker';
import { startStaticHost } from './support/static-host';

// The built-in model (about 70 MB with its runtime) is loaded once from the host, then from the cache.
test.describe.configure({ timeout: 240_000 });

test('after one visit the app opens, shows the board and recalls with its server stopped', async ({
  context,
  page,
}) => {
  const host = await startStaticHost();
  const app = new AppPage(page);
  await page.clock.setFixedTime(FIXED_NOW);
  await page.goto(`${host.url}#/board`);
  await app.addItem('I want to build a poetry recommender app', 'Plan');
  await app.addItem('Renew my passport before the trip to Japan', 'Plan');
  await waitUntilAvailableOffline(page);
  // Chromium's own verdict on the manifest, icons and service worker: installable. (A test
  // context is an incognito profile, where nothing is ever installable; that is all it says.)
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
  await page.close();
  await host.close();

  const again = await context.newPage();
  await again.clock.setFixedTime(FIXED_NOW);
  // The server is gone: the page can only come from the service worker.
  const response = await again.goto(`${host.url}#/board`);
  expect(response?.fromServiceWorker()).toBe(true);
  const appAgain = new AppPage(again);
  await appAgain.expectCardIn('open', 'I want to build a poetry recommender app');
  await appAgain.expectCardIn('open', 'Renew my passport before the trip to Japan');

  await appAgain.goTo('Chat');
  await again.getByLabel('Message draft').fill('suggesting poems to readers, how would that work?');
  const hits = again.getByTestId('recall-panel').getByTestId('recall-hit');
  await expect(hits.filter({ hasText: 'poetry recommender' })).toHaveCount(1, { timeout: 90_000 });
  await expect(hits.filter({ hasText: 'passport' })).toHaveCount(0);
});
