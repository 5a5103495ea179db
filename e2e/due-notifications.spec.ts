import { expect, test, type Page } from '@playwright/test';

import { AppPage } from './support/app-page';

// FIXED_NOW is 20 November 2026, 09:30 UTC: 18 and 19 November are past, 10 December ahead.

type Shown = { title: string; body: string };

/**
 * Records every notification the page shows — through the service worker or a plain
 * `Notification` — in localStorage (so reloads keep the list), and shows none on screen.
 */
async function recordNotifications(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = (title: string, options?: NotificationOptions) => {
      const shown = JSON.parse(localStorage.getItem('shown-notifications') ?? '[]') as unknown[];
      shown.push({ title, body: options?.body ?? '' });
      localStorage.setItem('shown-notifications', JSON.stringify(shown));
    };
    ServiceWorkerRegistration.prototype.showNotification = function showNotification(
      title: string,
      options?: NotificationOptions,
    ) {
      record(title, options);
      return Promise.resolve();
    };
    const Real = window.Notification;
    const Stub = function Notification(title: string, options?: NotificationOptions) {
      record(title, options);
      return { close: () => undefined };
    };
    Object.defineProperty(Stub, 'permission', { get: () => Real.permission });
    Object.defineProperty(Stub, 'requestPermission', { value: Real.requestPermission.bind(Real) });
    Object.defineProperty(window, 'Notification', { value: Stub, configurable: true });
  });
}

function shownNotifications(page: Page): Promise<Shown[]> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('shown-notifications') ?? '[]') as Shown[],
  );
}

/** What the page does when it is shown again: the notifier checks then (besides every minute). */
async function showPageAgain(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
}

async function addDueItem(app: AppPage, text: string, dueAt: string): Promise<void> {
  await app.addItem(text);
  await app.openItem(text);
  const due = app.page.getByTestId('detail-panel').getByLabel('Due');
  await due.fill(dueAt);
  await due.press('Enter');
  await expect(app.card(text).getByTestId('card-due')).toBeVisible();
}

test('an overdue item is told once after notifications are turned on, and nothing while off', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await recordNotifications(page);
  const app = new AppPage(page);
  await app.open('board');
  await addDueItem(app, 'Send the tax form', '2026-11-18T09:00');
  await addDueItem(app, 'Book the ferry', '2026-12-10T09:00');
  await page.getByRole('button', { name: 'Agenda' }).click();
  const offer = page.getByTestId('due-offer');
  await expect(offer).toContainText('Nothing leaves this device.');

  // Off by default: a reload and a page shown again tell nothing (checked below: had they,
  // the tax form would not be told when notifications are turned on).
  await page.reload();
  await showPageAgain(page);
  await page.getByRole('button', { name: 'Agenda' }).click();
  await offer.getByRole('button', { name: 'Tell me when something falls due' }).click();
  await expect(offer).toContainText('You are told when something falls due');
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: 'Send the tax form',
        body: expect.stringContaining('Overdue · was due Nov 18, 2026'),
      },
    ]);

  // Once per due date, also after a reload; something newly overdue is told at the next check.
  await page.reload();
  await addDueItem(app, 'Return the drill', '2026-11-19T18:00');
  await showPageAgain(page);
  await expect
    .poll(async () => (await shownNotifications(page)).map((n) => n.title))
    .toEqual(['Send the tax form', 'Return the drill']);

  // Turned off, nothing is told; turned on again, what is overdue then comes as one summary.
  await page.getByRole('button', { name: 'Agenda' }).click();
  await offer.getByRole('button', { name: 'Stop telling me' }).click();
  await expect(offer.getByRole('button', { name: /falls due/ })).toBeVisible();
  await page.getByRole('button', { name: 'Back to the columns' }).click();
  await addDueItem(app, 'Water the neighbour’s plants', '2026-11-19T08:00');
  await showPageAgain(page);
  await page.getByRole('button', { name: 'Agenda' }).click();
  await offer.getByRole('button', { name: 'Tell me when something falls due' }).click();
  await expect.poll(() => shownNotifications(page)).toHaveLength(3);
  expect((await shownNotifications(page))[2]).toEqual({
    title: '3 things are due',
    body: 'Send the tax form\nWater the neighbour’s plants\nReturn the drill',
  });
});

test('a notification opened with the app closed opens the item’s panel', async ({ page }) => {
  const app = new AppPage(page);
  await app.open('board');
  await addDueItem(app, 'Send the tax form', '2026-11-18T09:00');
  const id = await app.card('Send the tax form').getAttribute('data-card-id');
  await page.goto('/#/journal');
  await expect(page.getByRole('navigation')).toBeVisible();

  // What the service worker opens when a notification is clicked and no window is open.
  await page.goto(`/?due=${id ?? ''}#/board`);
  const panel = page.getByTestId('detail-panel');
  await expect(panel).toContainText('Send the tax form');
  await expect(page).toHaveURL(/\/#\/board$/);
});

test('where the browser blocks notifications, the agenda says where to allow them', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
  });
  const app = new AppPage(page);
  await app.open('board');
  await page.getByRole('button', { name: 'Agenda' }).click();
  await expect(page.getByTestId('due-offer')).toHaveText(
    'Notifications are blocked for this site. To be told when something falls due, allow them in the browser’s site settings.',
  );
  await expect(page.getByTestId('due-offer').getByRole('button')).toHaveCount(0);
});
