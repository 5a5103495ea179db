/**
 * The workspace walk, in English and Chinese, at a phone's width and a desktop's: write an
 * entry and see its offer under the composer without scrolling; add it; write a draft about
 * it and see it recalled (behind the "Recalled" tab on a phone); open the weekly review. At
 * each step nothing sticks out sideways, and a screenshot is attached to the report.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

import { FIXED_NOW } from './support/app-page';
import { expectNoOverflow } from './support/overflow';

// The real worker loads the built-in model.
test.describe.configure({ timeout: 180_000 });

const WALKS = [
  {
    locale: 'en-US',
    ui: {
      entry: 'New entry',
      save: 'Save entry',
      add: 'Add to board',
      recalled: /^Recalled/,
      review: 'Review',
    },
    plan: 'I need to renew the car insurance before the end of the month.',
    words: 'car insurance',
    draft: 'The insurance company sent me a letter about the car today.',
  },
  {
    locale: 'zh-CN',
    ui: { entry: '新日记', save: '保存日记', add: '加到看板', recalled: /^想起的/, review: '回顾' },
    plan: '我要在月底之前给汽车续保。',
    words: '汽车续保',
    draft: '今天保险公司寄来一封关于车险的信。',
  },
] as const;

const SIZES = [
  { width: 390, height: 844 },
  { width: 1400, height: 900 },
] as const;

async function step(page: Page, name: string) {
  await test.info().attach(name, { body: await page.screenshot(), contentType: 'image/png' });
  await expectNoOverflow(page, name);
}

async function expectOnScreen(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('not laid out');
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
}

for (const walk of WALKS) {
  test.describe(walk.locale, () => {
    test.use({ locale: walk.locale });
    for (const size of SIZES) {
      test(`the workspace walk at ${size.width} px`, async ({ page }) => {
        const isPhone = size.width < 1200;
        const name = `${walk.locale}-${size.width}`;
        await page.setViewportSize(size);
        await page.clock.setFixedTime(FIXED_NOW);
        await page.goto('/#/workspace');
        await expect(page.getByRole('navigation')).toBeVisible();

        const composer = page.getByLabel(walk.ui.entry, { exact: true });
        await composer.fill(walk.plan);
        await page.getByRole('button', { name: walk.ui.save }).click();
        const offer = page.getByTestId('inline-candidate').filter({ hasText: walk.words });
        await expect(offer).toHaveCount(1, { timeout: 90_000 });
        await expectOnScreen(page, offer);
        await expectOnScreen(page, page.getByTestId('last-save-line'));
        await step(page, `${name}-offer`);

        // Add it, then write about it in other words: the panel recalls it.
        await offer.getByRole('button', { name: walk.ui.add }).click();
        await expect(offer).toHaveCount(0);
        await composer.fill(walk.draft);
        if (isPhone) {
          const recalledTab = page.getByRole('button', { name: walk.ui.recalled });
          await expect(recalledTab).toHaveText(/[1-9]/, { timeout: 90_000 });
          await recalledTab.click();
        }
        const hit = page.getByTestId('recall-hit').filter({ hasText: walk.words });
        await expect(hit).toBeVisible({ timeout: 90_000 });
        await step(page, `${name}-recalled`);

        await page.getByRole('navigation').getByRole('link', { name: walk.ui.review }).click();
        await expect(page.getByTestId('weekly-review-decided')).toBeVisible();
        await expect(page.getByTestId('weekly-review-untouched')).toBeAttached();
        await step(page, `${name}-review`);
      });
    }
  });
}
