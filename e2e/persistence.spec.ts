import { expect, test } from '@playwright/test';

import { AppPage, FIXED_NOW } from './support/app-page';

const DAY = 24 * 60 * 60 * 1000;

test('reload keeps entries, items, versions and moves', async ({ page }) => {
  const app = new AppPage(page);
  await app.open('journal');
  const entry = 'From today on we use PostgreSQL. Maybe bandits beat the heuristic.';
  await app.writeEntry(entry);
  await app.selectPassage(entry, 'From today on we use PostgreSQL.');
  await app.fileSelectionAs('decision');
  await app.goTo('Board');
  await app.addItem('Ask about the decay curve');
  await app.dragCard('Ask about the decay curve', 'closed');
  await app.expectCardIn('closed', 'Ask about the decay curve');
  const before = await app.boardSnapshot();

  await page.reload();
  await app.expectCardIn('closed', 'Ask about the decay curve');
  await expect.poll(() => app.boardSnapshot()).toEqual(before);
  await app.goTo('Journal');
  await expect(app.entry(entry)).toBeVisible();
  await expect(app.entry(entry).getByText('Items from this entry: 1')).toBeVisible();
});

test('an item not mentioned for the stale period goes stale at start, and can be revived', async ({
  page,
}) => {
  const app = new AppPage(page);
  await app.open('board');
  await app.addItem('Write the grant report');
  await app.addItem('We settled on the blue logo', 'Decision');

  // Thirty-one days later (the default stale period is 30 days) the app starts again.
  await app.restartAt(new Date(FIXED_NOW.getTime() + 31 * DAY));
  await app.expectCardIn('stale', 'Write the grant report');
  // A decision still holds when nobody mentions it: by default it does not go stale.
  await app.expectCardIn('open', 'We settled on the blue logo');
  await app.card('Write the grant report').click();
  const panel = page.getByTestId('detail-panel');
  await expect(panel.getByTestId('transition-list')).toContainText(
    'by rule: not-mentioned-for-30-days',
  );
  await panel.getByRole('button', { name: 'Move to Open' }).click();
  await app.expectCardIn('open', 'Write the grant report');
});

test('ten thousand items: the columns are virtualised and stay responsive', async ({ page }) => {
  test.setTimeout(120_000);
  const { backupWithItems } = await import('./support/backup-file');
  const app = new AppPage(page);
  await app.open('settings');
  await page.getByLabel('Import a backup file').setInputFiles({
    name: 'big.json',
    mimeType: 'application/json',
    buffer: Buffer.from(backupWithItems(10_000, FIXED_NOW.getTime())),
  });
  // The import itself is timed by the bench; here it only has to finish (a busy CI machine
  // writes 10,000 rows into IndexedDB in well over the default 10 s).
  await expect(app.notice(/Imported: 10000 new items/)).toBeVisible({ timeout: 60_000 });
  await app.goTo('Board');
  await expect(app.column('open').getByRole('heading')).toContainText('10000');
  // Only the cards in view are in the DOM, not ten thousand of them.
  const rendered = await app.column('open').getByTestId('board-card').count();
  expect(rendered).toBeGreaterThan(3);
  expect(rendered).toBeLessThan(60);
  // Scrolling to the end brings the oldest item in.
  await app
    .column('open')
    .locator('.column-scroll')
    .evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
  await expect(app.card('Seeded item number 9999')).toBeVisible();
});
