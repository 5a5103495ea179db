/**
 * Compaction in real browsers, through a sync server the test starts on loopback: two
 * profiles sync while one writes enough changes for its room to be compacted (its envelopes
 * replaced by one sealed snapshot, and the server's stored bytes merged down); then a third
 * profile joins with the pairing code and has the whole board, read from the snapshot.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';

import { startSyncServer, type SyncServer } from '../src/test/sync-server';
import { AppPage } from './support/app-page';

test.describe.configure({ timeout: 240_000 });

const PASSPHRASE = 'a long sync passphrase';
/**
 * More changes than compaction waits for (src/sync/compaction.ts: 50 envelopes), each its
 * own envelope: one item added at a time, as a person adds them.
 */
const ITEMS = 60;
const COMPACTED = /compacted room "[^"]*": (\d+) → (\d+) bytes stored/;

let server: SyncServer;

test.beforeAll(async () => {
  server = await startSyncServer();
});

test.afterAll(async () => {
  await server.stop();
});

type Side = { page: Page; app: AppPage };

async function profile(browser: Browser): Promise<Side> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/#/board');
  await expect(page.getByRole('navigation')).toBeVisible();
  return { page, app: new AppPage(page) };
}

async function expectSynced(page: Page) {
  await expect(page.getByTestId('sync-status')).toContainText('Connected to', { timeout: 30_000 });
}

/** Turns sync on with a new room and returns the pairing code for the other devices. */
async function startSync(side: Side): Promise<string> {
  await side.app.goTo('Settings');
  const section = side.page.getByRole('region', { name: 'Sync' });
  await section.getByLabel('Sync server').fill(server.url);
  await section.getByLabel(/^Passphrase/).fill(PASSPHRASE);
  await section.getByRole('button', { name: 'Turn on sync' }).click();
  await expectSynced(side.page);
  await section.getByRole('button', { name: 'Show pairing code' }).click();
  return section.getByLabel(/^Pairing code/).inputValue();
}

async function joinSync(side: Side, code: string) {
  await side.app.goTo('Settings');
  const section = side.page.getByRole('region', { name: 'Sync' });
  await section.getByLabel(/^Pairing code/).fill(code);
  await section.getByRole('button', { name: 'Join' }).click();
  await expectSynced(side.page);
}

test('a room compacted after many changes: a third profile joins from the snapshot and has everything', async ({
  browser,
}) => {
  const laptop = await profile(browser);
  const phone = await profile(browser);
  await laptop.app.addItem('Book the Lisbon flights');
  const code = await startSync(laptop);
  await joinSync(phone, code);
  await phone.app.goTo('Board');
  await expect(phone.app.card('Book the Lisbon flights')).toBeVisible({ timeout: 30_000 });

  const since = server.mark();
  await laptop.app.goTo('Board');
  for (let index = 1; index <= ITEMS; index += 1) {
    await laptop.app.addItem(`Errand number ${index}`);
  }
  const [, before, after] = await server.waitForLog(COMPACTED, since, 60_000);
  expect(Number(after)).toBeLessThan(Number(before));
  await expect(phone.app.card(`Errand number ${ITEMS}`)).toBeVisible({ timeout: 30_000 });

  const tablet = await profile(browser);
  await joinSync(tablet, code);
  await tablet.app.goTo('Board');
  await expect(tablet.app.card(`Errand number ${ITEMS}`)).toBeVisible({ timeout: 30_000 });
  // Every item on every device (the column shows a window of its cards; its heading counts all).
  for (const side of [laptop, phone, tablet]) {
    await expect(side.page.getByRole('heading', { name: `Open ${ITEMS + 1}` })).toBeVisible({
      timeout: 30_000,
    });
  }
  // The first item, written long before the snapshot, came with it.
  await tablet.page.getByRole('searchbox', { name: 'Filter by text' }).fill('Lisbon');
  await expect(tablet.app.card('Book the Lisbon flights')).toBeVisible();

  // What the server stored holds none of the words written.
  const stored = Buffer.concat(await server.storedBytes()).toString('utf8');
  for (const word of ['Lisbon', 'Errand number']) expect(stored).not.toContain(word);
});
