import { expect, test } from '@playwright/test';

import { AppPage } from './support/app-page';

// The real worker loads the built-in model.
test.describe.configure({ timeout: 120_000 });

test('search (Ctrl+K) finds items by meaning across languages, facts and entries, and opens them', async ({
  page,
}) => {
  const app = new AppPage(page);
  await app.open('board');
  await app.addItem('三月前续保车险', 'Plan');
  await app.addItem('Book the ferry to Tallinn', 'Plan');
  await app.addItem('周末想学做葱油饼', 'Plan');
  await app.goTo('Memory');
  await page.getByLabel('What should be remembered').fill('I am allergic to penicillin');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await app.goTo('Journal');
  await app.writeEntry('The landlord wants to raise the rent when the lease renews in February.');

  await page.keyboard.press('Control+k');
  const box = page.getByLabel('Search items, facts, habits, entries and messages');
  await expect(box).toBeFocused();
  // An English query finds the Chinese item by meaning (no word is shared).
  await box.fill('car insurance');
  const results = page.getByTestId('search-results');
  await expect(results.getByTestId('search-items')).toContainText('续保车险', { timeout: 60_000 });
  await expect(results.getByTestId('search-items')).not.toContainText('ferry');
  // One word and its translation: the model alone scores them too low; the word bridge
  // (CC-CEDICT) renders the query in Chinese as well.
  await box.fill('pancake');
  await expect(results.getByTestId('search-items')).toContainText('葱油饼', { timeout: 30_000 });
  await expect(results.getByTestId('search-items')).not.toContainText('ferry');
  await box.fill('penicillin allergy');
  await expect(results.getByTestId('search-fact')).toContainText('allergic to penicillin');
  await box.fill('rent increase');
  await expect(results.getByTestId('search-episodes')).toContainText('raise the rent');

  // An item opens in its panel on the board.
  await box.fill('car insurance');
  await results.getByRole('button', { name: /续保车险/ }).click();
  await expect(page.getByTestId('detail-panel')).toContainText('三月前续保车险');
  await expect(page.getByRole('dialog', { name: 'Search everything' })).toBeHidden();
});

test('"?" shows the keyboard shortcuts, but a "?" typed into a text field stays text', async ({
  page,
}) => {
  const app = new AppPage(page);
  await app.open('journal');
  const entry = page.getByLabel('New entry');
  await entry.fill('Is it open on Sundays');
  await entry.press('?');
  await expect(entry).toHaveValue('Is it open on Sundays?');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet).toBeHidden();
  await entry.blur();
  await page.keyboard.press('?');
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText('Search everything');
  await expect(sheet).toContainText('Ctrl+Enter');
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
});
