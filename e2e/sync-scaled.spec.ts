/**
 * Sync through the scaled-out server, started by the test on loopback: Redis and two
 * Hocuspocus processes sharing it, as a load balancer would spread devices over them. The
 * laptop turns sync on through process 1 with the server type "Scaled out"; the phone joins
 * the same room through process 2 (its pairing code names that process). A card added on
 * either appears on the other: the processes relay between them.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';

import { pairingCode, readPairingCode } from '../src/domain/sync/pairing';
import { startScaledFleet, type ScaledFleet } from '../src/test/scaled-sync-server';
import { AppPage } from './support/app-page';

test.describe.configure({ timeout: 180_000 });

const PASSPHRASE = 'a long sync passphrase';
let fleet: ScaledFleet;

type Side = { page: Page; app: AppPage };

test.beforeAll(async () => {
  fleet = await startScaledFleet({ servers: 2 });
});

test.afterAll(async () => {
  await fleet.stop();
});

function serverUrl(index: number): string {
  const server = fleet.servers[index];
  if (server === undefined) throw new Error(`no server ${index}`);
  return server.url;
}

async function profile(browser: Browser): Promise<Side> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/#/board');
  await expect(page.getByRole('navigation')).toBeVisible();
  return { page, app: new AppPage(page) };
}

const syncSection = (side: Side) => side.page.getByRole('region', { name: 'Sync' });

async function expectConnectedTo(side: Side, url: string) {
  await expect(side.page.getByTestId('sync-status')).toContainText(`Connected to ${url}`, {
    timeout: 30_000,
  });
}

test('devices on two processes of the scaled-out server keep one board', async ({ browser }) => {
  const laptop = await profile(browser);
  const phone = await profile(browser);

  await laptop.app.goTo('Settings');
  const section = syncSection(laptop);
  await section.getByLabel('Sync server').fill(serverUrl(0));
  await section
    .getByLabel('Server type')
    .selectOption({ label: 'Scaled out (Hocuspocus + Redis)' });
  await section.getByLabel(/^Passphrase/).fill(PASSPHRASE);
  await section.getByRole('button', { name: 'Turn on sync' }).click();
  await expectConnectedTo(laptop, serverUrl(0));
  await section.getByRole('button', { name: 'Show pairing code' }).click();
  const code = await section.getByLabel(/^Pairing code/).inputValue();

  // The code carries the server type; the phone's names the other process.
  const pairing = readPairingCode(code);
  expect(pairing.engine).toBe('hocuspocus');
  await phone.app.goTo('Settings');
  const phoneSection = syncSection(phone);
  await phoneSection
    .getByLabel(/^Pairing code/)
    .fill(pairingCode({ ...pairing, server: serverUrl(1) }));
  await phoneSection.getByRole('button', { name: 'Join' }).click();
  await expectConnectedTo(phone, serverUrl(1));

  await laptop.app.goTo('Board');
  await phone.app.goTo('Board');
  await laptop.app.addItem('Book the Lisbon flights');
  await expect(phone.app.card('Book the Lisbon flights')).toBeVisible({ timeout: 30_000 });
  await phone.app.addItem('Renew the passport');
  await expect(laptop.app.card('Renew the passport')).toBeVisible({ timeout: 30_000 });
});
