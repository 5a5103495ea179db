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

async function editText(page: Page, app: AppPage, from: string, to: string) {
  await app.card(from).click();
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
