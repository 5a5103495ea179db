/**
 * The later edit wins: two browser profiles paired through a sync server the test starts on
 * loopback, both cut off while the server is down, each editing the same items' text (one
 * item edited first on the laptop, the other first on the phone, so whichever device Yjs
 * would favour, the later text must be current). After the server is back, both show the
 * later text as current and the earlier one once in the item's versions.
 */
import { expect, test } from '@playwright/test';

import { startSyncServer, type SyncServer } from '../src/test/sync-server';
import { joinSync, openDevice, startSync, type SyncDevice } from './support/sync-devices';

test.describe.configure({ timeout: 180_000 });

const PASSPHRASE = 'a long sync passphrase';
let server: SyncServer;

test.beforeAll(async () => {
  server = await startSyncServer();
});

test.afterAll(async () => {
  await server.stop();
});

type Side = SyncDevice;
const profile = openDevice;

async function pair(laptop: Side, phone: Side) {
  await joinSync(phone, await startSync(laptop, server.url, PASSPHRASE));
}

async function editText({ page, app }: Side, from: string, to: string) {
  await app.openItem(from);
  const panel = page.getByTestId('detail-panel');
  await panel.getByLabel('Text').fill(to);
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(app.card(to)).toBeVisible();
  await panel.locator('.detail-head').getByRole('button').click();
}

/** The item's current text and its versions as listed, once the later text is current. */
async function expectLaterCurrent(side: Side, later: string, earlier: string, first: string) {
  await expect(side.app.card(later)).toBeVisible({ timeout: 60_000 });
  await expect(side.app.card(earlier)).toHaveCount(0);
  await side.app.openItem(later);
  const panel = side.page.getByTestId('detail-panel');
  const versions = panel.getByTestId('version-list').getByRole('listitem');
  const withText = (text: string) =>
    versions.filter({ has: side.page.locator('.version-text').getByText(text, { exact: true }) });
  await expect(withText(earlier)).toHaveCount(1, { timeout: 30_000 });
  await expect(withText(earlier)).toContainText('another device’s edit of the same text won');
  await expect(withText(first)).toHaveCount(1);
  await expect(versions).toHaveCount(2);
  const numbers = (await versions.allTextContents()).map((text) => /v(\d+),/.exec(text)?.[1]);
  expect(new Set(numbers).size).toBe(2);
  await panel.locator('.detail-head').getByRole('button').click();
}

test('two devices edit the same item apart: the later text is current on both', async ({
  browser,
}) => {
  const laptop = await profile(browser);
  const phone = await profile(browser);
  await laptop.app.addItem('Call the bank');
  await laptop.app.addItem('Water the plants');
  await pair(laptop, phone);
  for (const side of [laptop, phone]) {
    await side.app.goTo('Board');
    await expect(side.app.card('Water the plants')).toBeVisible({ timeout: 30_000 });
  }

  // Both are cut off; each item is edited on one device, then later on the other.
  await server.stop();
  await editText(laptop, 'Call the bank', 'Call the bank on Monday');
  await editText(phone, 'Call the bank', 'Call the bank about the mortgage');
  await editText(phone, 'Water the plants', 'Water the plants on Friday');
  await editText(laptop, 'Water the plants', 'Water the ferns and the plants');
  await server.restart();

  for (const side of [laptop, phone]) {
    await expectLaterCurrent(
      side,
      'Call the bank about the mortgage',
      'Call the bank on Monday',
      'Call the bank',
    );
    await expectLaterCurrent(
      side,
      'Water the ferns and the plants',
      'Water the plants on Friday',
      'Water the plants',
    );
  }
});
