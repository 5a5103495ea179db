/**
 * An entry shows what became of it (a filed passage marked, and opening its item), notices
 * stay small on a phone, and Settings → Chat assistant puts each label above its field there.
 */
import { expect, test, type Page } from '@playwright/test';

import { AppPage } from './support/app-page';

const ENTRY =
  'Long day at the depot. I need to renew the van insurance before March. Is the night shift worth it?';
const FILED = 'I need to renew the van insurance before March.';

/** Attaches a screenshot of the page to the report (and keeps it beside the test's output). */
async function snap(page: Page, name: string) {
  const body = await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
  await test.info().attach(name, { body, contentType: 'image/png' });
}

/** The middle of `passage` in the entry's text, where a person would click it. */
async function pointOf(page: Page, passage: string): Promise<{ x: number; y: number }> {
  return page
    .getByTestId('journal-entry')
    .filter({ hasText: ENTRY })
    .locator('[data-entry-text]')
    .evaluate((element, wanted) => {
      const node = element.firstChild;
      const start = node?.textContent?.indexOf(wanted) ?? -1;
      if (!node || start < 0) throw new Error(`"${wanted}" is not in the entry`);
      const range = document.createRange();
      range.setStart(node, start + 2);
      range.setEnd(node, start + 3);
      const box = range.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    }, passage);
}

test('a filed passage is marked in its entry and opens its item', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  const app = new AppPage(page);
  await app.open('journal');
  await app.writeEntry(ENTRY);
  await app.selectPassage(ENTRY, FILED);
  await app.fileSelectionAs('plan');

  const entry = app.entry(ENTRY);
  await expect(entry.getByRole('button', { name: `Open Plan: ${FILED} (Open)` })).toBeVisible();
  // Marked as a highlight: the text the person wrote is still one untouched text node.
  await expect
    .poll(() => page.evaluate(() => CSS.highlights.get('entry-filed-plan')?.size ?? 0))
    .toBe(1);
  await expect(entry.locator('[data-entry-text]')).toHaveText(ENTRY);

  // Another passage of the same entry can still be selected and filed.
  await app.selectPassage(ENTRY, 'Is the night shift worth it?');
  await app.fileSelectionAs('question');
  await expect(entry.getByTestId('entry-outcome')).toHaveCount(2);

  // A click on words that became nothing opens nothing; on the filed passage, its item.
  const unmarked = await pointOf(page, 'Long day');
  await page.mouse.click(unmarked.x, unmarked.y);
  await expect(page.getByTestId('detail-panel')).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe('#/journal');

  await snap(page, 'entry-marked');
  const marked = await pointOf(page, FILED);
  await page.mouse.click(marked.x, marked.y);
  await expect(page).toHaveURL(/#\/board$/);
  const panel = page.getByTestId('detail-panel');
  await expect(panel.getByLabel('Text')).toHaveValue(FILED);
  await snap(page, 'item-opened');
});

test('the list under an entry opens its item beside it in the workspace', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const app = new AppPage(page);
  await app.open('journal');
  await app.writeEntry(ENTRY);
  await app.selectPassage(ENTRY, FILED);
  await app.fileSelectionAs('plan');
  await app.open('workspace');
  const entry = app.entry(ENTRY);
  await expect(entry.getByTestId('entry-outcome')).toHaveCount(1);
  await snap(page, '390-entry');
  await entry.getByTestId('entry-outcome').click();
  await expect(page.getByRole('button', { name: /^Board/, pressed: true })).toBeVisible();
  await expect(page.getByTestId('detail-panel').getByLabel('Text')).toHaveValue(FILED);
});

test('two notices take little of a phone screen, newest on top, each dismissable', async ({
  page,
}) => {
  const size = { width: 390, height: 844 };
  await page.setViewportSize(size);
  const app = new AppPage(page);
  await app.open('journal');
  // Errors stay until dismissed: two of them stack, as a refused save and its retry would.
  const tooLong = 'x'.repeat(100_001);
  for (let i = 0; i < 2; i += 1) {
    await page.getByLabel('New entry').fill(tooLong);
    await page.getByRole('button', { name: 'Save entry' }).click();
  }
  const notices = page.locator('.notices .notice');
  await expect(notices).toHaveCount(2);
  await expect(notices.first()).toContainText('That entry is too long');
  const stack = await page.locator('.notices').boundingBox();
  expect(stack?.height ?? size.height).toBeLessThanOrEqual(size.height * 0.12);
  const [newest, older] = [await notices.nth(0).boundingBox(), await notices.nth(1).boundingBox()];
  expect(newest?.y ?? 0).toBeLessThan(older?.y ?? 0);
  await snap(page, '390-notices');

  await notices.nth(1).getByRole('button', { name: 'Dismiss' }).click();
  await expect(notices).toHaveCount(1);
  await notices.first().getByRole('button', { name: 'Dismiss' }).click();
  await expect(notices).toHaveCount(0);
});

for (const { width, isStacked } of [
  { width: 390, isStacked: true },
  { width: 1400, isStacked: false },
]) {
  test(`Settings → Chat assistant lays its fields out at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const app = new AppPage(page);
    await app.open('settings');
    const form = page.locator('form').filter({ has: page.getByLabel('Server for the Chat') });
    for (const name of ['Server for the Chat', 'Model the Chat uses']) {
      const label = await form.locator('label', { hasText: name }).boundingBox();
      const field = await page.getByLabel(name).boundingBox();
      if (!label || !field) throw new Error(`${name} is not laid out`);
      if (isStacked) {
        expect(label.y + label.height).toBeLessThanOrEqual(field.y + 1);
        const formBox = await form.boundingBox();
        expect(field.width).toBeGreaterThan((formBox?.width ?? 0) * 0.8);
      } else {
        expect(label.x + label.width).toBeLessThanOrEqual(field.x);
        expect(Math.abs(label.y + label.height / 2 - (field.y + field.height / 2))).toBeLessThan(6);
      }
    }
    await form.scrollIntoViewIfNeeded();
    await snap(page, `${width}-assistant`);
  });
}
