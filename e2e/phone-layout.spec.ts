/**
 * Every view at a phone's width (390 × 844) and a desktop's (1400 × 900), on the sample
 * journal: nothing sticks out sideways, the navigation is reachable, and the item panel
 * opens as a sheet inside the screen. Each view's screenshot is attached to the report.
 */
import { expect, test, type Page } from '@playwright/test';

import { AppPage, FIXED_NOW } from './support/app-page';
import { expectNoOverflow } from './support/overflow';

// The real worker loads the built-in model.
test.describe.configure({ timeout: 180_000 });

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1400, height: 900 },
] as const;

async function snap(page: Page, name: string) {
  const body = await page.screenshot();
  await test.info().attach(name, { body, contentType: 'image/png' });
}

async function check(page: Page, name: string) {
  await snap(page, name);
  await expectNoOverflow(page, name);
}

for (const size of WIDTHS) {
  test(`every view fits ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    const app = new AppPage(page);
    await page.clock.setFixedTime(FIXED_NOW);
    await page.goto('/');
    await expect(page.getByTestId('intro-cards')).toBeVisible();
    await check(page, `${size.width}-first-run`);
    await page.getByRole('button', { name: 'Try a sample journal' }).click();
    await expect(page.getByTestId('sample-banner')).toBeVisible();
    await check(page, `${size.width}-workspace`);
    if (size.width < 1200) {
      for (const tab of ['Recalled', 'Board'] as const) {
        await page.getByRole('button', { name: new RegExp(`^${tab}`) }).click();
        await check(page, `${size.width}-workspace-${tab.toLowerCase()}`);
      }
    }

    for (const view of [
      'Journal',
      'Chat',
      'Import',
      'Board',
      'Review',
      'Memory',
      'Settings',
    ] as const) {
      const link = page.getByRole('navigation').getByRole('link', { name: view });
      await expect(link).toBeInViewport();
      await link.click();
      await expect(link).toHaveAttribute('aria-current', 'page');
      await check(page, `${size.width}-${view.toLowerCase()}`);
    }

    // The item panel: on a phone a sheet over the board, inside the screen.
    await app.goTo('Board');
    await app.card('book the flights').click();
    const panel = page.getByTestId('detail-panel');
    await expect(panel).toBeInViewport();
    await check(page, `${size.width}-item-panel`);
    await panel.locator('.detail-head').getByRole('button').click();
    await expect(panel).toBeHidden();

    await page.getByRole('button', { name: 'Agenda' }).click();
    await check(page, `${size.width}-agenda`);

    await page.getByRole('button', { name: /^Search/ }).click();
    await expect(page.getByRole('dialog', { name: 'Search everything' })).toBeVisible();
    await check(page, `${size.width}-search`);
  });
}
