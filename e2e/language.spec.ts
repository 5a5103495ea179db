import { expect, test } from '@playwright/test';

import { AppPage } from './support/app-page';

test('switch the UI to Chinese and back; the choice survives a reload', async ({ page }) => {
  const app = new AppPage(page);
  await app.open('settings');
  await page.getByLabel('Language', { exact: true }).selectOption('zh-CN');
  await expect(page.getByRole('heading', { name: '设置' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: '看板' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await page.reload();
  await page.getByRole('navigation').getByRole('link', { name: '看板' }).click();
  await expect(page.getByTestId('column-open').getByRole('heading')).toContainText('待办');

  await page.getByRole('navigation').getByRole('link', { name: '设置' }).click();
  await page.getByLabel('语言', { exact: true }).selectOption('en');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
});

test.describe('with a Chinese browser', () => {
  test.use({ locale: 'zh-CN' });

  test('the UI starts in Chinese', async ({ page }) => {
    const app = new AppPage(page);
    await app.open('journal');
    await expect(page.getByRole('heading', { name: '日记', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: '保存日记' })).toBeVisible();
  });
});
