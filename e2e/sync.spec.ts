/**
 * Sync between two browser profiles through a sync server started by the test on loopback
 * (y-websocket's server, LevelDB in a folder of its own): turn on, pair with the code, and
 * edit on both sides while the server is down — the same board and history on both after
 * it restarts, nothing lost, and no plaintext in what the server stored.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';

import { startSyncServer, type SyncServer } from '../src/test/sync-server';
import { AppPage } from './support/app-page';

test.describe.configure({ timeout: 180_000 });

const PASSPHRASE = 'a long sync passphrase';
let server: SyncServer;

test.beforeAll(async () => {
  server = await startSyncServer();
});

test.afterAll(async () => {
  await server.stop();
});

async function profile(browser: Browser): Promise<{ page: Page; app: AppPage }> {
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
async function startSync(side: { page: Page; app: AppPage }): Promise<string> {
  await side.app.goTo('Settings');
  const section = side.page.getByRole('region', { name: 'Sync' });
  await section.getByLabel('Sync server').fill(server.url);
  await section.getByLabel(/^Passphrase/).fill(PASSPHRASE);
  await section.getByRole('button', { name: 'Turn on sync' }).click();
  await expectSynced(side.page);
  await section.getByRole('button', { name: 'Show pairing code' }).click();
  return section.getByLabel(/^Pairing code/).inputValue();
}

async function joinSync(side: { page: Page; app: AppPage }, code: string) {
  await side.app.goTo('Settings');
  const section = side.page.getByRole('region', { name: 'Sync' });
  await section.getByLabel(/^Pairing code/).fill(code);
  await section.getByRole('button', { name: 'Join' }).click();
  await expectSynced(side.page);
}

async function editText(page: Page, app: AppPage, from: string, to: string) {
  await app.openItem(from);
  const panel = page.getByTestId('detail-panel');
  await panel.getByLabel('Text').fill(to);
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(app.card(to)).toBeVisible();
  await panel.locator('.detail-head').getByRole('button').click();
}

test('two profiles paired through a local server keep one board, nothing lost', async ({
  browser,
}) => {
  const laptop = await profile(browser);
  const phone = await profile(browser);
  await laptop.app.addItem('Book the Lisbon flights');

  // The laptop turns sync on; the phone joins with the pairing code.
  await laptop.app.goTo('Settings');
  const section = laptop.page.getByRole('region', { name: 'Sync' });
  await section.getByLabel('Sync server').fill(server.url);
  await section.getByLabel(/^Passphrase/).fill(PASSPHRASE);
  await section.getByRole('button', { name: 'Turn on sync' }).click();
  await expectSynced(laptop.page);
  await section.getByRole('button', { name: 'Show pairing code' }).click();
  const code = await section.getByLabel(/^Pairing code/).inputValue();

  await phone.app.addItem('Renew the passport');
  await phone.app.goTo('Settings');
  const phoneSection = phone.page.getByRole('region', { name: 'Sync' });
  await phoneSection.getByLabel(/^Pairing code/).fill(code);
  await phoneSection.getByRole('button', { name: 'Join' }).click();
  await expectSynced(phone.page);

  for (const side of [laptop, phone]) {
    await side.app.goTo('Board');
    await expect(side.app.card('Book the Lisbon flights')).toBeVisible({ timeout: 30_000 });
    await expect(side.app.card('Renew the passport')).toBeVisible({ timeout: 30_000 });
  }

  // The server goes down; both edit the same item, and the phone adds one.
  await server.stop();
  await editText(
    laptop.page,
    laptop.app,
    'Book the Lisbon flights',
    'Book the Lisbon flights for May',
  );
  await editText(
    phone.page,
    phone.app,
    'Book the Lisbon flights',
    'Book the Lisbon flights, window seat',
  );
  await phone.app.addItem('Ask Ana about the cat');
  await server.restart();

  const boards: Record<string, string[]>[] = [];
  for (const side of [laptop, phone]) {
    await expect(side.app.card('Ask Ana about the cat')).toBeVisible({ timeout: 60_000 });
    await expect(
      side.page.getByTestId('board-card').filter({ hasText: 'Book the Lisbon' }),
    ).toHaveCount(1);
  }
  // Both settle on the same text, and keep the other as an earlier version.
  await expect
    .poll(
      async () => {
        boards.length = 0;
        for (const side of [laptop, phone]) boards.push(await side.app.boardSnapshot());
        return JSON.stringify(boards[0]) === JSON.stringify(boards[1]);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  for (const side of [laptop, phone]) {
    await side.page.getByTestId('board-card').filter({ hasText: 'Book the Lisbon' }).click();
    const panel = side.page.getByTestId('detail-panel');
    await expect(panel).toContainText(/for May|window seat/);
    await expect(panel).toContainText('another device’s edit of the same text won', {
      timeout: 30_000,
    });
    const history = await panel.textContent();
    expect(history).toContain('for May');
    expect(history).toContain('window seat');
  }

  const stored = Buffer.concat(await server.storedBytes()).toString('utf8');
  for (const word of ['Lisbon', 'passport', 'Ana about']) expect(stored).not.toContain(word);
});

test('a wrong passphrase reads nothing and sends nothing', async ({ browser }) => {
  const owner = await profile(browser);
  await owner.app.addItem('Private plan');
  await owner.app.goTo('Settings');
  const section = owner.page.getByRole('region', { name: 'Sync' });
  await section.getByLabel('Sync server').fill(server.url);
  await section.getByLabel(/^Passphrase/).fill(PASSPHRASE);
  await section.getByRole('button', { name: 'Turn on sync' }).click();
  await expectSynced(owner.page);
  await section.getByRole('button', { name: 'Show pairing code' }).click();
  const code = await section.getByLabel(/^Pairing code/).inputValue();

  // The same room, another passphrase: a code made by hand with the wrong one.
  const [, , payload] = code.split(':');
  const [serverUrl, room] = JSON.parse(
    Buffer.from(payload ?? '', 'base64url').toString(),
  ) as string[];
  const wrong = `forethought-sync:1:${Buffer.from(JSON.stringify([serverUrl, room, 'the wrong passphrase'])).toString('base64url')}`;

  const stranger = await profile(browser);
  await stranger.app.addItem('Stranger item');
  await stranger.app.goTo('Settings');
  const strangerSection = stranger.page.getByRole('region', { name: 'Sync' });
  await strangerSection.getByLabel(/^Pairing code/).fill(wrong);
  await strangerSection.getByRole('button', { name: 'Join' }).click();
  await expect(stranger.page.getByTestId('sync-status')).toContainText('does not open the data', {
    timeout: 30_000,
  });
  await stranger.app.goTo('Board');
  await expect(stranger.app.card('Private plan')).toHaveCount(0);
  await owner.app.goTo('Board');
  await owner.page.waitForTimeout(1_000);
  await expect(owner.app.card('Stranger item')).toHaveCount(0);
});

test('three profiles converge after offline edits: an archive on one and an edit on another both stand', async ({
  browser,
}) => {
  const [first, second, third] = [
    await profile(browser),
    await profile(browser),
    await profile(browser),
  ];
  await first.app.addItem('Water the balcony plants');
  await first.app.addItem('Plan the reading group');
  const code = await startSync(first);
  await joinSync(second, code);
  await joinSync(third, code);
  for (const side of [second, third]) {
    await side.app.goTo('Board');
    await expect(side.app.card('Plan the reading group')).toBeVisible({ timeout: 30_000 });
  }
  await first.app.goTo('Board');

  // The server goes down; each device changes something while it is away.
  await server.stop();
  await first.app.card('Water the balcony plants').click();
  await first.page.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(first.app.card('Water the balcony plants')).toHaveCount(0);
  await editText(
    second.page,
    second.app,
    'Water the balcony plants',
    'Water the balcony plants twice a week',
  );
  await third.app.addItem('Call the bank about the card');
  await third.app.goTo('Settings');
  await expect(third.page.getByTestId('sync-waiting')).toContainText(/waits? for the server/);
  await third.app.goTo('Board');
  await server.restart();

  for (const side of [first, second, third]) {
    await expect(side.app.card('Call the bank about the card')).toBeVisible({ timeout: 60_000 });
    // The archive stands on every device, and so does the edit: the archived item holds it.
    await expect(side.app.card('Water the balcony plants twice a week')).toHaveCount(0, {
      timeout: 30_000,
    });
    await side.page.getByRole('button', { name: 'Archived (1)' }).click();
    await expect(
      side.page.getByTestId('archived-list').getByText('Water the balcony plants twice a week'),
    ).toBeVisible({ timeout: 30_000 });
    await side.page.getByRole('button', { name: 'Back to the board' }).click();
  }
  const boards = await Promise.all([first, second, third].map((side) => side.app.boardSnapshot()));
  expect(boards[1]).toEqual(boards[0]);
  expect(boards[2]).toEqual(boards[0]);
});

test('turning sync off or wiping a device leaves the others as they were, and no copy of the synced data behind', async ({
  browser,
}) => {
  const kept = await profile(browser);
  const wiped = await profile(browser);
  await kept.app.addItem('Keep the receipts folder');
  const code = await startSync(kept);
  await joinSync(wiped, code);
  await wiped.app.goTo('Board');
  await expect(wiped.app.card('Keep the receipts folder')).toBeVisible({ timeout: 30_000 });

  const syncDocuments = (page: Page) =>
    page.evaluate(async () =>
      (await indexedDB.databases())
        .map(({ name }) => name ?? '')
        .filter((name) => name.startsWith('forethought-sync-')),
    );
  expect(await syncDocuments(wiped.page)).toHaveLength(2);

  await wiped.app.goTo('Settings');
  await wiped.page.getByRole('button', { name: 'Wipe all data…' }).click();
  await wiped.page
    .getByRole('dialog', { name: 'Wipe everything?' })
    .getByRole('button', { name: 'Wipe everything' })
    .click();
  await expect(wiped.page.getByText('All data was removed.')).toBeVisible();
  await expect.poll(() => syncDocuments(wiped.page), { timeout: 10_000 }).toEqual([]);
  await expect(
    wiped.page.getByRole('region', { name: 'Sync' }).getByRole('button', { name: 'Turn on sync' }),
  ).toBeVisible();

  await kept.app.goTo('Board');
  await kept.page.waitForTimeout(1_000);
  await expect(kept.app.card('Keep the receipts folder')).toBeVisible();

  await kept.app.goTo('Settings');
  await kept.page.getByRole('button', { name: 'Turn off sync on this device' }).click();
  await expect.poll(() => syncDocuments(kept.page), { timeout: 10_000 }).toEqual([]);
  await kept.app.goTo('Board');
  await expect(kept.app.card('Keep the receipts folder')).toBeVisible();
});
