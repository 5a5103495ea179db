import { expect, test } from '@playwright/test';

import { AppPage, FIXED_NOW } from './support/app-page';

// The real worker loads the built-in model.
test.describe.configure({ timeout: 120_000 });

/**
 * The README's screenshot: the workspace on the sample journal, an entry being written, the
 * plan it recalls in the panel and highlighted on the board.
 */
test('README screenshot of the workspace in use', async ({ page }) => {
  const app = new AppPage(page);
  await page.clock.setFixedTime(FIXED_NOW);
  await page.goto('/');
  await page.getByRole('button', { name: 'Try a sample journal' }).click();
  await page
    .getByLabel('New entry')
    .fill('Prices for Lisbon went up again, should I wait for a sale?');
  const card = app.card('book the flights before the prices go up');
  await expect(card).toHaveAttribute('data-recalled', 'true', { timeout: 90_000 });
  await page.locator('.notices').evaluate((element) => element.remove());
  await page.screenshot({ path: 'docs/screenshot.png' });
});
