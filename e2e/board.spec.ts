import { expect, test } from '@playwright/test';

import { AppPage } from './support/app-page';

test('move a card by drag and drop', async ({ page }) => {
  const app = new AppPage(page);
  await app.open('board');
  await app.addItem('Try GRPO training next week');
  await app.expectCardIn('open', 'Try GRPO training next week');

  await app.dragCard('Try GRPO training next week', 'closed');
  await app.expectCardIn('closed', 'Try GRPO training next week');
  await expect(app.column('open').getByTestId('board-card')).toHaveCount(0);
});

test('move a card by keyboard, and a refused move changes nothing', async ({ page }) => {
  const app = new AppPage(page);
  await app.open('board');
  await app.addItem('Use PostgreSQL from today on', 'Decision');

  await app.card('Use PostgreSQL from today on').focus();
  await page.keyboard.press('Shift+ArrowRight');
  await app.expectCardIn('referenced', 'Use PostgreSQL from today on');
  // The card keeps the focus in its new column, so moves can be chained.
  await expect(app.column('referenced').getByTestId('board-card')).toBeFocused();

  // Referenced → Open is not a lifecycle move: refused, with a message.
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(page.getByRole('alert')).toHaveText(/cannot move from Referenced to Open/);
  await app.expectCardIn('referenced', 'Use PostgreSQL from today on');

  await page.keyboard.press('Shift+ArrowRight');
  await app.expectCardIn('closed', 'Use PostgreSQL from today on');
});

test('filter the board by type and by text', async ({ page }) => {
  const app = new AppPage(page);
  await app.open('board');
  await app.addItem('Try GRPO training next week', 'Plan');
  await app.addItem('Bandits may beat the heuristic', 'Idea');
  await app.addItem('Cognitive load is the bottleneck', 'Insight');

  await page
    .getByRole('group', { name: 'Filter by type' })
    .getByRole('button', { name: 'Idea' })
    .click();
  await expect(page.getByTestId('board-card')).toHaveCount(1);
  await expect(app.card('Bandits may beat the heuristic')).toBeVisible();
  await page
    .getByRole('group', { name: 'Filter by type' })
    .getByRole('button', { name: 'Idea' })
    .click();

  await page.getByLabel('Filter by text').fill('grpo');
  await expect(page.getByTestId('board-card')).toHaveCount(1);
  await expect(app.card('Try GRPO training next week')).toBeVisible();
});

test('archive is the user’s delete; delete forever asks first', async ({ page }) => {
  const app = new AppPage(page);
  await app.open('board');
  await app.addItem('An idea to put away', 'Idea');
  await app.card('An idea to put away').click();
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(page.getByTestId('board-card')).toHaveCount(0);

  await page.getByRole('button', { name: 'Archived (1)' }).click();
  await app.card('An idea to put away').click();
  await page.getByRole('button', { name: 'Delete forever…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this item forever?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(app.card('An idea to put away')).toBeVisible();

  await page.getByRole('button', { name: 'Delete forever…' }).click();
  await dialog.getByRole('button', { name: 'Delete forever' }).click();
  await expect(page.getByTestId('archived-list').getByTestId('board-card')).toHaveCount(0);
});
