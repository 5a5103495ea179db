/**
 * Keys and pairing against the real sync server started by the test on loopback: a device
 * joins by the QR code; a passphrase change is followed by the other device (a wrong new
 * passphrase refused, what it wrote while behind kept); a removed device gets nothing new;
 * changes waiting while offline are counted, kept across a reload, and shown on a phone.
 */
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';

import { startSyncServer, type SyncServer } from '../src/test/sync-server';
import { AppPage } from './support/app-page';
import { expectNoOverflow } from './support/overflow';

test.describe.configure({ timeout: 240_000 });

const PASSPHRASE = 'a long sync passphrase';
const NEW_PASSPHRASE = 'the new sync passphrase';
let server: SyncServer;

type Side = { page: Page; app: AppPage };

test.beforeAll(async () => {
  server = await startSyncServer();
});

test.afterAll(async () => {
  await server.stop();
});

async function profile(browser: Browser): Promise<Side> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/#/board');
  await expect(page.getByRole('navigation')).toBeVisible();
  return { page, app: new AppPage(page) };
}

const syncSection = (side: Side) => side.page.getByRole('region', { name: /^(Sync|同步)$/ });

async function expectSynced(side: Side) {
  await expect(side.page.getByTestId('sync-status')).toContainText('Connected to', {
    timeout: 30_000,
  });
}

async function startSync(side: Side): Promise<string> {
  await side.app.goTo('Settings');
  const section = syncSection(side);
  await section.getByLabel('Sync server').fill(server.url);
  await section.getByLabel(/^Passphrase/).fill(PASSPHRASE);
  await section.getByRole('button', { name: 'Turn on sync' }).click();
  await expectSynced(side);
  await section.getByRole('button', { name: 'Show pairing code' }).click();
  return section.getByLabel(/^Pairing code/).inputValue();
}

async function joinSync(side: Side, code: string) {
  await side.app.goTo('Settings');
  const section = syncSection(side);
  await section.getByLabel(/^Pairing code/).fill(code);
  await section.getByRole('button', { name: 'Join' }).click();
  await expectSynced(side);
}

async function expectCard(side: Side, text: string) {
  await side.app.goTo('Board');
  await expect(side.app.card(text)).toBeVisible({ timeout: 30_000 });
}

/** Changes the passphrase from Settings → Sync, or removes `device` with it. */
async function changePassphrase(side: Side, device?: string) {
  await side.app.goTo('Settings');
  const section = syncSection(side);
  const name = device === undefined ? 'Change the passphrase' : `Remove ${device}`;
  await section
    .getByRole('button', {
      name: device === undefined ? 'Change the passphrase…' : `Remove… ${device}`,
    })
    .click();
  const form = section.getByRole('form', { name });
  await form.getByLabel(/^New passphrase/).fill(NEW_PASSPHRASE);
  await form.getByLabel('The new passphrase again').fill(NEW_PASSPHRASE);
  await form.getByRole('button', { name: /^(Change the passphrase|Remove it and change)/ }).click();
  await expect(form).toHaveCount(0);
  // The old room holds the notice once this line is gone: the old key is forgotten.
  await expect(section.getByText(/Finishing the change/)).toHaveCount(0, { timeout: 30_000 });
  await expectSynced(side);
}

async function followMove(side: Side, passphrase = NEW_PASSPHRASE) {
  await side.app.goTo('Settings');
  const prompt = side.page.getByTestId('sync-moved');
  await prompt.getByLabel('The new passphrase').fill(passphrase);
  await prompt.getByRole('button', { name: 'Continue' }).click();
}

/** The room a pairing code names. */
function roomOf(code: string): string {
  const [, , payload] = code.split(':');
  const [, room] = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as string[];
  return room ?? '';
}

/** How many entries a room's sealed list holds on the server, read by a fresh connection. */
async function entriesOnServer(room: string): Promise<number> {
  const outer = new Y.Doc();
  const provider = new WebsocketProvider(server.url, room, outer, {
    WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
    disableBc: true,
  });
  await new Promise<void>((resolve) => provider.once('sync', () => resolve()));
  const count = outer.getArray('sealed').length;
  provider.destroy();
  return count;
}

async function shoot(side: Side, info: TestInfo, name: string) {
  await syncSection(side).screenshot({ path: info.outputPath(`${name}.png`) });
}

async function atPhoneWidth(side: Side, info: TestInfo, name: string) {
  await side.page.setViewportSize({ width: 390, height: 844 });
  await expectNoOverflow(side.page, name);
  await shoot(side, info, `${name}-390`);
  await side.page.setViewportSize({ width: 1400, height: 900 });
  await shoot(side, info, `${name}-1400`);
}

test('a device joins by the QR code; a passphrase change is followed, nothing written meanwhile lost', async ({
  browser,
}, info) => {
  const laptop = await profile(browser);
  const phone = await profile(browser);
  await laptop.app.addItem('Book the Lisbon flights');
  const code = await startSync(laptop);

  // The phone reads the pairing code from a picture of the laptop's QR code.
  const qr = await syncSection(laptop).getByTestId('sync-qr').screenshot();
  await atPhoneWidth(laptop, info, 'pairing-code');
  await phone.app.goTo('Settings');
  await syncSection(phone)
    .getByLabel('Read a QR code from a photo or screenshot')
    .setInputFiles({ name: 'pairing.png', mimeType: 'image/png', buffer: qr });
  await expect(syncSection(phone).getByLabel(/^Pairing code/)).toHaveValue(code);
  await syncSection(phone).getByRole('button', { name: 'Join' }).click();
  await expectSynced(phone);
  await expectCard(phone, 'Book the Lisbon flights');
  expect(await entriesOnServer(roomOf(code))).toBeGreaterThan(3);

  await changePassphrase(laptop);
  // The old room holds nothing but the notice saying where sync went.
  expect(await entriesOnServer(roomOf(code))).toBe(1);

  // The phone is told, stops, and keeps what it writes meanwhile.
  await phone.app.goTo('Settings');
  await expect(phone.page.getByTestId('sync-moved')).toContainText(
    'Sync moved to a new passphrase — enter it to continue',
    { timeout: 30_000 },
  );
  await atPhoneWidth(phone, info, 'moved');
  await phone.app.goTo('Board');
  await phone.app.addItem('Renew the passport');

  // A wrong new passphrase is refused and reads nothing.
  await followMove(phone, 'not the new passphrase');
  await expect(phone.page.getByTestId('sync-moved').getByRole('alert')).toContainText(
    'does not open the moved sync',
    { timeout: 30_000 },
  );
  await followMove(phone);
  await expectSynced(phone);

  await expectCard(laptop, 'Renew the passport');
  await laptop.app.goTo('Board');
  await laptop.app.addItem('Ask Ana about the cat');
  await expectCard(phone, 'Ask Ana about the cat');
  const boards = await Promise.all([laptop, phone].map((side) => side.app.boardSnapshot()));
  expect(boards[1]).toEqual(boards[0]);
});

test('a removed device reads nothing new; the others go on with the new passphrase', async ({
  browser,
}, info) => {
  const laptop = await profile(browser);
  const phone = await profile(browser);
  const tablet = await profile(browser);
  await laptop.app.addItem('Water the balcony plants');
  const code = await startSync(laptop);
  await joinSync(phone, code);
  await joinSync(tablet, code);

  // The tablet names itself, so the laptop can tell it from the phone.
  await syncSection(tablet).getByRole('button', { name: 'Rename' }).click();
  await syncSection(tablet).getByLabel('Name of this device').fill('Old tablet');
  await syncSection(tablet).getByRole('button', { name: 'Save' }).click();
  await expect(syncSection(laptop).getByTestId('sync-device')).toHaveCount(3, {
    timeout: 30_000,
  });
  await expect(syncSection(laptop).getByText('Old tablet')).toBeVisible({ timeout: 30_000 });
  await atPhoneWidth(laptop, info, 'devices');

  await changePassphrase(laptop, 'Old tablet');
  await followMove(phone);
  await expectSynced(phone);
  await tablet.app.goTo('Settings');
  await expect(tablet.page.getByTestId('sync-moved')).toContainText(
    'This device was removed from sync',
    { timeout: 30_000 },
  );

  await laptop.app.goTo('Board');
  await laptop.app.addItem('Call the bank about the card');
  // The card reached the other device left in sync, through the server, while the tablet
  // showed it was removed: only then does its absence on the tablet say anything.
  await expectCard(phone, 'Call the bank about the card');
  await expect(tablet.page.getByTestId('sync-moved')).toBeVisible();
  await tablet.app.goTo('Board');
  await expect(tablet.app.card('Water the balcony plants')).toBeVisible();
  await expect(tablet.app.card('Call the bank about the card')).toHaveCount(0);

  // The devices left are the laptop and the phone.
  await laptop.app.goTo('Settings');
  await expect(syncSection(laptop).getByTestId('sync-device')).toHaveCount(2, {
    timeout: 30_000,
  });
  await expect(syncSection(laptop).getByText('Old tablet')).toHaveCount(0);

  // The same screens in Chinese.
  for (const side of [laptop, tablet]) {
    await side.app.goTo('Settings');
    await side.page.getByLabel('Language', { exact: true }).selectOption('zh-CN');
  }
  await laptop.page.getByRole('button', { name: '显示配对码' }).click();
  await laptop.page.getByRole('button', { name: '更改口令…' }).click();
  await atPhoneWidth(laptop, info, 'zh-sync-on');
  await atPhoneWidth(tablet, info, 'zh-removed');
});

test('changes made offline are counted, kept across a reload, and shown on a phone', async ({
  browser,
}, info) => {
  const laptop = await profile(browser);
  await laptop.app.goTo('Settings');
  await atPhoneWidth(laptop, info, 'turn-on');
  await startSync(laptop);
  await laptop.page.setViewportSize({ width: 390, height: 844 });
  await server.stop();
  await expect(laptop.page.getByTestId('sync-status')).toContainText('Offline', {
    timeout: 30_000,
  });
  await laptop.app.goTo('Board');
  await laptop.app.addItem('Pack the tent');
  await laptop.app.addItem('Buy the train tickets');
  await laptop.app.goTo('Settings');
  const waiting = laptop.page.getByTestId('sync-waiting');
  await expect(waiting).toHaveText('2 changes made here wait for the server.');
  await waiting.scrollIntoViewIfNeeded();
  await expect(waiting).toBeInViewport({ ratio: 1 });
  await expectNoOverflow(laptop.page, 'waiting at 390 px');
  await shoot(laptop, info, 'waiting-390');

  await laptop.page.reload();
  await laptop.app.goTo('Settings');
  await expect(waiting).toHaveText('2 changes made here wait for the server.');

  await server.restart();
  await expectSynced(laptop);
  await expect(waiting).toHaveCount(0);
});
