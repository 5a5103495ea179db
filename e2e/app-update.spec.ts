import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { AppPage, FIXED_NOW } from './support/app-page';
import { waitUntilAvailableOffline } from './support/service-worker';
import { BUILD_DIR, startStaticHost, type StaticHost } from './support/static-host';

// The first visit installs the service worker with the built-in model (about 70 MB with its runtime).
test.describe.configure({ timeout: 240_000 });

let siteDir: string;
let host: StaticHost;
test.beforeAll(async () => {
  // A copy of the build, so that a "new version" can be deployed into it.
  siteDir = mkdtempSync(join(tmpdir(), 'forethought-site-'));
  cpSync(BUILD_DIR, siteDir, { recursive: true });
  host = await startStaticHost(siteDir);
});
test.afterAll(async () => {
  await host.close();
  rmSync(siteDir, { recursive: true, force: true });
});

test('a new version is announced and waits until the person chooses to reload', async ({
  page,
}) => {
  const app = new AppPage(page);
  await page.clock.setFixedTime(FIXED_NOW);
  await page.goto(`${host.url}#/journal`);
  await waitUntilAvailableOffline(page);
  await expect(page.getByText(/A new version of Forethought is ready/)).toHaveCount(0);

  // Deploy: a service worker that differs by one byte is a new version to the browser.
  appendFileSync(join(siteDir, 'service-worker.js'), '\n// next version\n');
  await page.reload();
  await page.getByLabel('New entry').fill('Half a thought, not saved yet');
  const banner = page.getByText(/A new version of Forethought is ready/);
  await expect(banner).toBeVisible({ timeout: 60_000 });
  // Nothing reloads by itself: what is being typed stays.
  await expect(page.getByLabel('New entry')).toHaveValue('Half a thought, not saved yet');

  await page.getByRole('button', { name: 'Later' }).click();
  await expect(banner).toHaveCount(0);
  await app.writeEntry('Now it is saved');

  await page.reload();
  await expect(banner).toBeVisible({ timeout: 60_000 });
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Reload now' }).click();
  await reloaded;
  await expect(page.getByRole('navigation')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(app.entry('Now it is saved')).toBeVisible();
  // The new version took over: nothing is left waiting.
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting),
  ).toBeNull();
});

test('reloading into a new version in one tab leaves the others as they are, with what is typed there', async ({
  context,
  page,
}) => {
  await page.goto(`${host.url}#/journal`);
  await waitUntilAvailableOffline(page);
  const other = await context.newPage();
  await other.goto(`${host.url}#/journal`);
  await expect
    .poll(() => other.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  appendFileSync(join(siteDir, 'service-worker.js'), '\n// a version after that\n');
  await page.reload();
  await expect(page.getByText(/A new version of Forethought is ready/)).toBeVisible({
    timeout: 60_000,
  });
  await other.getByLabel('New entry').fill('Half a thought in the other tab');

  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Reload now' }).click();
  await reloaded;
  await expect(page.getByRole('navigation')).toBeVisible();

  // The other tab is told, and does not reload by itself: the half-typed entry stays.
  await expect(other.getByText(/Forethought was updated in another tab/)).toBeVisible();
  await expect(other.getByLabel('New entry')).toHaveValue('Half a thought in the other tab');
  const otherReloaded = other.waitForEvent('load');
  await other.getByRole('button', { name: 'Reload now' }).click();
  await otherReloaded;
  await expect(other.getByText(/updated in another tab|new version/i)).toHaveCount(0);
});
