import { expect, type Browser, type Page } from '@playwright/test';

import { AppPage } from './app-page';

/** One device in a sync spec: a browser profile of its own and the app in it. */
export type SyncDevice = { page: Page; app: AppPage };

/** A fresh profile (its own IndexedDB), on the board. */
export async function openDevice(browser: Browser): Promise<SyncDevice> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/#/board');
  await expect(page.getByRole('navigation')).toBeVisible();
  return { page, app: new AppPage(page) };
}

export async function expectSynced(page: Page) {
  await expect(page.getByTestId('sync-status')).toContainText('Connected to', { timeout: 30_000 });
}

/** Turns sync on with a new room and returns the pairing code for the other devices. */
export async function startSync(device: SyncDevice, server: string, passphrase: string) {
  await device.app.goTo('Settings');
  const section = device.page.getByRole('region', { name: 'Sync' });
  await section.getByLabel('Sync server').fill(server);
  await section.getByLabel(/^Passphrase/).fill(passphrase);
  await section.getByRole('button', { name: 'Turn on sync' }).click();
  await expectSynced(device.page);
  await section.getByRole('button', { name: 'Show pairing code' }).click();
  return section.getByLabel(/^Pairing code/).inputValue();
}

export async function joinSync(device: SyncDevice, code: string) {
  await device.app.goTo('Settings');
  const section = device.page.getByRole('region', { name: 'Sync' });
  await section.getByLabel(/^Pairing code/).fill(code);
  await section.getByRole('button', { name: 'Join' }).click();
  await expectSynced(device.page);
}
