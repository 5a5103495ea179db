import { expect, test, type Page } from '@playwright/test';

import { AppPage } from './support/app-page';
import { expectNoOverflow } from './support/overflow';

// FIXED_NOW is 20 November 2026. Plans go stale after 30 days without a mention (the default),
// and the review raises an open item untouched for 14 days.
const DEC_1 = new Date('2026-12-01T09:30:00Z');
const DEC_21 = new Date('2026-12-21T09:30:00Z');

function section(page: Page, name: string) {
  return page.getByRole('region', { name: new RegExp(`^${name}`) });
}

function row(page: Page, text: string) {
  return page.getByTestId('weekly-review-row').filter({ hasText: text });
}

/** Three plans filed on 20 November, two on 1 December; the app reopened on 21 December. */
async function monthLater(app: AppPage) {
  await app.open('board');
  await app.addItem('Renew the passport');
  await app.addItem('Call the landlord');
  await app.addItem('Plan the garden');
  await app.restartAt(DEC_1);
  await app.addItem('Book the piano tuner');
  await app.addItem('Sort the tax papers');
  await app.restartAt(DEC_21);
}

test('the stale sweep says once that several items went stale, and the review acts on them', async ({
  page,
}) => {
  const app = new AppPage(page);
  await monthLater(app);
  const swept = app.notice('3 items went stale: go through them in the Review.');
  await expect(swept).toBeVisible();
  await app.goTo('Board');
  await app.expectCardIn('stale', 'Renew the passport');

  // The notice itself leads to the review.
  await page
    .locator('.notice')
    .filter({ hasText: '3 items went stale' })
    .getByRole('link', { name: 'Open the Review' })
    .click();
  await expect(page.getByRole('heading', { name: 'Weekly review' })).toBeVisible();
  const slipped = section(page, 'Went stale or overdue');
  await expect(slipped.getByTestId('weekly-review-row')).toHaveCount(3);
  await expect(section(page, 'Done').getByText('Nothing was closed this week.')).toBeVisible();
  const untouched = section(page, 'Open and untouched').getByTestId('weekly-review-row');
  await expect(untouched).toHaveText([/Book the piano tuner/, /Sort the tax papers/]);

  await row(page, 'Renew the passport').getByRole('button', { name: 'Revive' }).click();
  await expect(row(page, 'Renew the passport')).toHaveCount(0);
  await expect(app.notice('Revived: it is open again.')).toBeVisible();

  await row(page, 'Book the piano tuner').getByRole('button', { name: 'Close' }).click();
  await expect(section(page, 'Done').getByTestId('weekly-review-row')).toHaveText(
    /Book the piano tuner/,
  );
  await expect(untouched).toHaveText([/Sort the tax papers/]);

  await row(page, 'Sort the tax papers').getByRole('button', { name: 'Snooze a week' }).click();
  await expect(untouched).toHaveCount(0);
  await expect(app.notice(/^Snoozed until Dec 28, 2026/)).toBeVisible();

  await row(page, 'Call the landlord').getByRole('button', { name: 'Archive' }).click();
  await expect(slipped.getByTestId('weekly-review-row')).toHaveText([/Plan the garden/]);

  await app.goTo('Board');
  await app.expectCardIn('open', 'Renew the passport');
  await app.expectCardIn('closed', 'Book the piano tuner');
  await expect(app.card('Call the landlord')).toHaveCount(0);
});

test('the review fits a phone and reads in Chinese', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const app = new AppPage(page);
  await monthLater(app);
  await page.getByRole('navigation').getByRole('link', { name: 'Review' }).click();
  await expect(row(page, 'Book the piano tuner')).toBeVisible();
  await expectNoOverflow(page, 'the review at 390 px');

  await app.goTo('Settings');
  await page.getByLabel('Language', { exact: true }).selectOption('zh-CN');
  await page.getByRole('navigation').getByRole('link', { name: '回顾' }).click();
  await expect(page.getByRole('heading', { name: '每周回顾' })).toBeVisible();
  await expect(
    row(page, 'Book the piano tuner').getByRole('button', { name: '完成' }),
  ).toBeVisible();
  await expectNoOverflow(page, 'the review in Chinese at 390 px');
});
