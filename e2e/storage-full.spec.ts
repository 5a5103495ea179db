import { expect, test, type BrowserContext, type Page } from '@playwright/test';

import { AppPage } from './support/app-page';

/**
 * Chromium lets IndexedDB keep writing for up to 30 seconds on the room it last measured
 * (BucketContext::kBucketSpaceCacheTimeLimit), so a quota lowered in a running browser is
 * not enforced at once. The spec therefore keeps its data in a profile on disk: the first
 * browser writes what must survive, and a second one starts on it with the quota already
 * shrunk, so the first write it attempts is measured against the small quota.
 */

/** The app's origin gets a quota of `quotaSize` bytes, or its own quota back with null. */
async function setQuota(page: Page, origin: string, quotaSize: number | null): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send(
    'Storage.overrideQuotaForOrigin',
    quotaSize === null ? { origin } : { origin, quotaSize },
  );
}

/** The `text` of every row of one table, read straight from IndexedDB. */
function storedTexts(page: Page, table: string): Promise<string[]> {
  return page.evaluate(
    (name) =>
      new Promise<string[]>((resolve, reject) => {
        const request = indexedDB.open('forethought');
        request.onerror = () => reject(new Error(String(request.error)));
        request.onsuccess = () => {
          const db = request.result;
          const rows = db.transaction(name).objectStore(name).getAll();
          rows.onsuccess = () => {
            db.close();
            resolve((rows.result as { text: string }[]).map((row) => row.text));
          };
        };
      }),
    table,
  );
}

test('a full storage says what was not saved and what to do, and writes nothing partial', async ({
  playwright,
  baseURL,
}, testInfo) => {
  // Two browser launches on one profile: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  if (!baseURL) throw new Error('baseURL is not set');
  const { launchOptions } = testInfo.project.use;
  const origin = new URL(baseURL).origin;
  const profile = testInfo.outputPath('profile');
  const launch = (): Promise<BrowserContext> =>
    playwright.chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL,
      locale: 'en-US',
      viewport: { width: 1400, height: 900 },
    });

  // The first browser: an entry and an item, written while there is room.
  const roomy = await launch();
  const before = new AppPage(roomy.pages()[0] ?? (await roomy.newPage()));
  await before.open('journal');
  await before.writeEntry('The first entry, written while there is room.');
  await before.goTo('Board');
  await before.addItem('Water the plants');
  const boardBefore = await before.boardSnapshot();
  await roomy.close();

  // The second browser starts with the storage full.
  const full = await launch();
  const page = full.pages()[0] ?? (await full.newPage());
  await setQuota(page, origin, 1);
  const app = new AppPage(page);
  await app.open('journal');
  await expect(app.entry('The first entry, written while there is room.')).toBeVisible();

  const composer = page.getByLabel('New entry');
  await composer.fill('This entry meets a full disk.');
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(app.notice(/Storage is full: the journal entry was not saved/)).toBeVisible();
  await expect(app.notice(/export a backup \(Settings → Export and import\)/)).toBeVisible();
  // What was typed stays in the box, to be saved once there is room.
  await expect(composer).toHaveValue('This entry meets a full disk.');
  await expect(app.entry('This entry meets a full disk.')).toHaveCount(0);

  await app.goTo('Board');
  await page.getByRole('textbox', { name: 'New item' }).fill('Buy a bigger disk');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(app.notice(/Storage is full: the new item was not saved/)).toBeVisible();
  await expect(app.card('Buy a bigger disk')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'New item' })).toHaveValue('Buy a bigger disk');

  // The latest notice leads to the backup export.
  await page
    .locator('.notices')
    .getByRole('link', { name: 'Open Settings → Export and import' })
    .last()
    .click();
  await expect(page.getByRole('button', { name: 'Export backup (JSON)' })).toBeVisible();

  // With room again, nothing of the refused writes is there after a reload, and saving works.
  await setQuota(page, origin, null);
  await page.reload();
  await app.goTo('Journal');
  await expect(app.entry('The first entry, written while there is room.')).toBeVisible();
  await expect(app.entry('This entry meets a full disk.')).toHaveCount(0);
  // Nor half of it: the entry and its episode were one transaction.
  expect(await storedTexts(page, 'episodes')).toEqual([
    'The first entry, written while there is room.',
  ]);
  await app.goTo('Board');
  await app.expectCardIn('open', 'Water the plants');
  expect(await app.boardSnapshot()).toEqual(boardBefore);
  await app.goTo('Journal');
  await app.writeEntry('This entry meets a full disk.');
  await full.close();
});
