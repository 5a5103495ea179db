/**
 * No vector outlives its item: wiping all data while the background embedding is saving
 * vectors leaves none behind, and recall works again on what is added afterwards.
 */
import { expect, test } from '@playwright/test';

import { AppPage, FIXED_NOW } from './support/app-page';
import { backupWithItems } from './support/backup-file';
import { checkProfile } from './support/integrity-check';

// The real worker loads the built-in model (about 70 MB with its runtime from the app's own origin).
test.describe.configure({ timeout: 180_000 });

test('wipe all data while vectors are being saved: none are left, and recall starts again', async ({
  page,
}) => {
  const app = new AppPage(page);
  await app.open('settings');
  await page.getByLabel('Import a backup file').setInputFiles({
    name: 'many.json',
    mimeType: 'application/json',
    buffer: Buffer.from(backupWithItems(2_000, FIXED_NOW.getTime())),
  });
  await expect(app.notice(/Imported: 2000 new items/)).toBeVisible({ timeout: 60_000 });
  const indexing = page.getByText(/Indexing \d+ items in the background/).first();
  await expect(indexing).toBeVisible({ timeout: 120_000 });
  const before = await checkProfile(page);
  expect(before.counts.items).toBe(2_000);

  await page.getByRole('button', { name: 'Wipe all data…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Wipe everything' }).click();
  await expect(app.notice('All data was removed.')).toBeVisible();
  await expect(indexing).toHaveCount(0);

  const after = await checkProfile(page);
  expect(after.counts).toMatchObject({ items: 0, vectors: 0 });
  expect(after.orphanTotal).toBe(0);

  // Recall follows the emptied database: a new item is embedded and found.
  await app.goTo('Board');
  await app.addItem('Renew my passport before the trip to Japan', 'Plan');
  await app.goTo('Chat');
  await page.getByLabel('Message draft').fill('my passport expires soon');
  await expect(page.getByTestId('recall-hit').first()).toContainText('Renew my passport', {
    timeout: 60_000,
  });
  const last = await checkProfile(page);
  expect(last.counts).toMatchObject({ items: 1, vectors: 1 });
  expect(last.orphanTotal).toBe(0);
});
