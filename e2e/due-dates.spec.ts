import { expect, test } from '@playwright/test';

import { AppPage } from './support/app-page';

// FIXED_NOW is 20 November 2026, 09:30 UTC: 27 November is ahead, 18 November is past.

test('set, change and clear a due date in the item panel, and see it on the card', async ({
  page,
}) => {
  const app = new AppPage(page);
  await app.open('board');
  await app.addItem('Renew the gym card');
  const card = app.card('Renew the gym card');
  await expect(card.getByTestId('card-due')).toHaveCount(0);
  await card.click();
  const panel = page.getByTestId('detail-panel');
  await expect(panel.getByText('No due date.')).toBeVisible();

  const due = panel.getByLabel('Due');
  await due.fill('2026-11-27T09:00');
  await due.press('Enter');
  await expect(card.getByTestId('card-due')).toHaveText('due Nov 27');

  await due.fill('2026-12-04T18:30');
  await panel.getByRole('button', { name: 'Set due date' }).click();
  await expect(card.getByTestId('card-due')).toHaveText('due Dec 4');

  await page.reload();
  await expect(app.card('Renew the gym card').getByTestId('card-due')).toHaveText('due Dec 4');
  await app.card('Renew the gym card').click();
  await expect(panel.getByLabel('Due')).toHaveValue('2026-12-04T18:30');

  await panel.getByRole('button', { name: 'Clear due date' }).click();
  await expect(app.card('Renew the gym card').getByTestId('card-due')).toHaveCount(0);
  await expect(panel.getByLabel('Due')).toHaveValue('');
  await expect(panel.getByText('No due date.')).toBeVisible();
});

test('an empty due date is refused with a message and changes nothing', async ({ page }) => {
  const app = new AppPage(page);
  await app.open('board');
  await app.addItem('Send the visa papers');
  const card = app.card('Send the visa papers');
  await app.openItem('Send the visa papers');
  const panel = page.getByTestId('detail-panel');
  await panel.getByLabel('Due').fill('2026-11-27T09:00');
  await panel.getByRole('button', { name: 'Set due date' }).click();
  await expect(card.getByTestId('card-due')).toHaveText('due Nov 27');

  await panel.getByLabel('Due').fill('');
  await panel.getByRole('button', { name: 'Set due date' }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    'Enter a day and a time. The due date is unchanged.',
  );
  await expect(card.getByTestId('card-due')).toHaveText('due Nov 27');
});

test('an overdue card reads "Overdue" until it is closed', async ({ page }) => {
  const app = new AppPage(page);
  await app.open('board');
  await app.addItem('Return the library books');
  await app.addItem('Book the dentist');
  const panel = page.getByTestId('detail-panel');

  await app.openItem('Return the library books');
  await panel.getByLabel('Due').fill('2026-11-18T09:00');
  await panel.getByRole('button', { name: 'Set due date' }).click();
  await app.openItem('Book the dentist');
  await panel.getByLabel('Due').fill('2026-11-27T09:00');
  await panel.getByRole('button', { name: 'Set due date' }).click();

  const overdue = app.card('Return the library books').getByTestId('card-due');
  await expect(overdue).toHaveText('Overdue · Nov 18');
  await expect(app.card('Book the dentist').getByTestId('card-due')).toHaveText('due Nov 27');

  await app.openItem('Return the library books');
  await panel.getByRole('button', { name: 'Move to Closed' }).click();
  await app.expectCardIn('closed', 'Return the library books');
  await expect(app.card('Return the library books').getByTestId('card-due')).toHaveText(
    'due Nov 18',
  );
});

test('the agenda lists what is due by when: an overdue item first, then today', async ({
  page,
}) => {
  const app = new AppPage(page);
  await app.open('board');
  for (const [text, dueAt] of [
    ['Send the tax form', '2026-11-18T09:00'],
    ['Call the landlord', '2026-11-20T18:00'],
    ['Book the ferry', '2026-12-10T09:00'],
  ] as const) {
    await app.addItem(text);
    await app.openItem(text);
    const due = page.getByTestId('detail-panel').getByLabel('Due');
    await due.fill(dueAt);
    await due.press('Enter');
    await expect(app.card(text).getByTestId('card-due')).toBeVisible();
  }
  await app.addItem('Someday learn the cello');
  await page.getByRole('button', { name: 'Agenda' }).click();
  const agenda = page.getByTestId('agenda');
  await expect(agenda.getByTestId('agenda-overdue')).toContainText('Send the tax form');
  await expect(agenda.getByTestId('agenda-today')).toContainText('Call the landlord');
  await expect(agenda.getByTestId('agenda-later')).toContainText('Book the ferry');
  await expect(agenda).not.toContainText('cello');
  await page.getByRole('button', { name: 'Back to the columns' }).click();
  await app.expectCardIn('open', 'Someday learn the cello');
});
