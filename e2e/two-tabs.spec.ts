import { createRequire } from 'node:module';

import { expect, test, type Page } from '@playwright/test';

import { SCHEMA_VERSIONS } from '../src/db/schema';
import { AppPage, FIXED_NOW } from './support/app-page';

// The bare tab below is a routed page on the app's origin; once the service worker controls
// the origin it would answer that navigation with the app itself. Not what is tested here.
test.use({ serviceWorkers: 'block' });

/** A second tab of the same profile (one browser context shares IndexedDB). */
async function openSecondTab(page: Page, view: 'board' | 'journal' = 'board'): Promise<AppPage> {
  const second = new AppPage(await page.context().newPage());
  await second.open(view);
  return second;
}

/**
 * A page on the app's origin that is not the app: stands in for another tab that runs some
 * other build of Forethought and reaches the same database.
 */
async function openBareTabOnOrigin(page: Page): Promise<Page> {
  const bare = await page.context().newPage();
  await bare.route('**/other-build.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Other build</title>' }),
  );
  await bare.goto('/other-build.html');
  return bare;
}

test('a change in one tab shows in the other', async ({ page }) => {
  const first = new AppPage(page);
  await first.open('board');
  const second = await openSecondTab(page);

  await first.addItem('Book the train to Lyon');
  await second.expectCardIn('open', 'Book the train to Lyon');

  await second.card('Book the train to Lyon').click();
  await second.page
    .getByTestId('detail-panel')
    .getByRole('button', { name: 'Move to Closed' })
    .click();
  await first.expectCardIn('closed', 'Book the train to Lyon');
});

test('two tabs edit one item: the draft is kept, and both texts survive', async ({ page }) => {
  const first = new AppPage(page);
  await first.open('board');
  await first.addItem('Call the plumber');
  const second = await openSecondTab(page);

  await first.card('Call the plumber').click();
  await second.card('Call the plumber').click();
  const firstPanel = first.page.getByTestId('detail-panel');
  const secondPanel = second.page.getByTestId('detail-panel');
  // The first tab is in the middle of typing when the second one saves.
  await firstPanel.getByLabel('Text').fill('Call the electrician instead');
  await secondPanel.getByLabel('Text').fill('Call the plumber today');
  await secondPanel.getByRole('button', { name: 'Save changes' }).click();
  await expect(second.card('Call the plumber today')).toBeVisible();

  const conflict = firstPanel.getByTestId('edit-conflict');
  await expect(conflict).toContainText('This item changed in another tab');
  await expect(conflict).toContainText('Call the plumber today');
  await expect(firstPanel.getByLabel('Text')).toHaveValue('Call the electrician instead');

  await firstPanel.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    first.notice('Saved. The text saved meanwhile in another tab is kept in the history as v2.'),
  ).toBeVisible();
  await expect(conflict).toHaveCount(0);
  for (const tab of [first, second]) {
    await expect(tab.card('Call the electrician instead')).toBeVisible();
    const versions = tab.page.getByTestId('detail-panel').getByTestId('version-list');
    await expect(versions).toContainText('Call the plumber today');
    await expect(versions).toContainText('Call the plumber');
  }
  // The second tab had nothing typed since its save: it follows the newer text.
  await expect(secondPanel.getByLabel('Text')).toHaveValue('Call the electrician instead');
});

test('an item deleted forever in one tab while the other edits it: the draft becomes a new item', async ({
  page,
}) => {
  const first = new AppPage(page);
  await first.open('board');
  await first.addItem('Paint the fence', 'Idea');
  await first.card('Paint the fence').click();
  // Only an archived item can be deleted forever.
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  await page.getByRole('button', { name: 'Archived (1)' }).click();
  const second = await openSecondTab(page);
  await second.page.getByRole('button', { name: 'Archived (1)' }).click();

  await second.card('Paint the fence').click();
  const secondPanel = second.page.getByTestId('detail-panel');
  await secondPanel.getByLabel('Text').fill('Paint the fence blue, and the gate');

  await first.card('Paint the fence').click();
  await page.getByRole('button', { name: 'Delete forever…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this item forever?' });
  await dialog.getByRole('button', { name: 'Delete forever' }).click();
  await expect(page.getByTestId('archived-list').getByTestId('board-card')).toHaveCount(0);

  await expect(secondPanel.getByTestId('deleted-elsewhere')).toContainText(
    'This item was deleted elsewhere',
  );
  await expect(secondPanel.getByLabel('Text')).toHaveValue('Paint the fence blue, and the gate');
  await secondPanel.getByRole('button', { name: 'Keep as a new item' }).click();
  await expect(second.notice('Kept as a new item.')).toBeVisible();
  await expect(secondPanel).toHaveCount(0);

  for (const tab of [first, second]) {
    await tab.page.getByRole('button', { name: 'Back to the board' }).click();
    await tab.expectCardIn('open', 'Paint the fence blue, and the gate');
    await expect(
      tab.card('Paint the fence blue, and the gate').locator('[data-type]'),
    ).toHaveAttribute('data-type', 'idea');
  }
});

test('an upgrade opened in another tab: this one says to reload, keeps the draft, loses nothing', async ({
  page,
}) => {
  const app = new AppPage(page);
  await app.open('board');
  await app.addItem('Plan the garden');
  await app.card('Plan the garden').click();
  const panel = page.getByTestId('detail-panel');
  await panel.getByLabel('Text').fill('Plan the garden with tomatoes');

  const other = await openBareTabOnOrigin(page);
  // The newer build opens the database one schema version up (Dexie stores version × 10).
  const upgradedTo = await other.evaluate(async () => {
    const known = (await indexedDB.databases()).find((info) => info.name === 'forethought');
    const next = (known?.version ?? 0) + 10;
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open('forethought', next);
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(new Error(String(request.error)));
    });
    return next;
  });
  expect(upgradedTo).toBeGreaterThan(10);

  await expect(app.notice(/Forethought was updated in another tab/)).toBeVisible();
  await expect(panel.getByLabel('Text')).toHaveValue('Plan the garden with tomatoes');
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(app.notice(/this tab can no longer save: the edit was not saved/)).toBeVisible();
  await expect(panel.getByLabel('Text')).toHaveValue('Plan the garden with tomatoes');

  await page.locator('.notices').getByRole('button', { name: 'Reload this page' }).click();
  await expect(page.getByRole('navigation')).toBeVisible();
  await app.expectCardIn('open', 'Plan the garden');
  await app.card('Plan the garden').click();
  await expect(panel.getByText('Never edited.')).toBeVisible();
});

test('an upgrade blocked by an old tab says to close it, then opens by itself', async ({
  page,
}) => {
  const old = await openBareTabOnOrigin(page);
  // An older build holds the first schema and does not let go when asked.
  const require = createRequire(import.meta.url);
  await old.addScriptTag({ path: require.resolve('dexie/dist/dexie.js') });
  const first = SCHEMA_VERSIONS[0];
  if (!first) throw new Error('db/schema.ts lists no schema version');
  await old.evaluate(async (schema) => {
    const { Dexie } = window as unknown as { Dexie: typeof import('dexie').Dexie };
    const db = new Dexie('forethought');
    db.version(schema.version).stores(schema.stores);
    db.on('versionchange', () => false);
    await db.open();
  }, first);

  const app = new AppPage(page);
  await page.clock.setFixedTime(FIXED_NOW);
  await page.goto('/#/board');
  await expect(page.getByText(/Close the other Forethought tabs/)).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);

  await old.close();
  await expect(page.getByRole('navigation')).toBeVisible();
  await expect(page.getByText(/Close the other Forethought tabs/)).toHaveCount(0);
  await app.addItem('Works after the upgrade');
});
