import { expect, test } from '@playwright/test';

import { AppPage } from './support/app-page';

test('edit an item and find the old version in its history', async ({ page }) => {
  const app = new AppPage(page);
  await app.open('board');
  await app.addItem('Try GRPO training next week');
  await app.card('Try GRPO training next week').click();

  const panel = page.getByTestId('detail-panel');
  await panel.getByLabel('Text').fill('Try GRPO training next month');
  await panel.getByLabel('Type').selectOption({ label: 'Decision' });
  await panel.getByRole('button', { name: 'Save changes' }).click();

  await expect(app.card('Try GRPO training next month').getByText('Decision')).toBeVisible();
  await expect(app.card('Try GRPO training next week')).toHaveCount(0);
  const versions = panel.getByTestId('version-list');
  await expect(versions).toContainText('Try GRPO training next week');
  await expect(versions).toContainText('v1');

  await panel.getByRole('button', { name: 'Move to Closed' }).click();
  await expect(panel.getByTestId('transition-list')).toContainText('Open → Closed');
  await expect(panel.getByTestId('transition-list')).toContainText('by you');
});
