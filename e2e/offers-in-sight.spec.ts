/**
 * What capture found is where the eye is after saving: right under the composer in the
 * Journal (however many entries there are), in the workspace and in the Chat; an offer can
 * be corrected before it is added; on a phone the Chat's recall panel sits behind a tab that
 * counts what was recalled.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

import { AppPage } from './support/app-page';
import { expectNoOverflow } from './support/overflow';

// The real worker loads the built-in model.
test.describe.configure({ timeout: 180_000 });

const EARLIER_ENTRIES = [
  'Slept badly again, the neighbours had a party until two.',
  'Long walk by the canal after work, the light was lovely.',
  'Work was a blur of meetings today.',
  'Made a big pot of lentil soup for the week.',
  'Rain all day, stayed in and read.',
  'Finished the crossword for once.',
];

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('not laid out');
  return box;
}

/** The whole of the locator lies inside the window: seen without scrolling. */
async function expectOnScreen(page: Page, locator: Locator) {
  const box = await boxOf(locator);
  const height = page.viewportSize()?.height ?? 0;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
}

test('after the seventh entry, its offer is right under the composer, marked and counted, and can be corrected before it is added', async ({
  page,
}) => {
  const app = new AppPage(page);
  await app.open('journal');
  for (const text of EARLIER_ENTRIES) await app.writeEntry(text);

  await app.writeEntry('I need to book the dentist for a check-up next week.');
  const offer = page.getByTestId('inline-candidate').filter({ hasText: 'book the dentist' });
  await expect(offer).toHaveCount(1, { timeout: 90_000 });
  await expect(offer).toHaveAttribute('data-new', 'true');
  await expect(page.getByTestId('last-save-line')).toHaveText(
    /^\d+ suggestions? from what you just wrote/,
  );
  // Seen without scrolling: the page has not moved since the entry was saved.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectOnScreen(page, page.getByTestId('last-save-line'));
  await expectOnScreen(page, offer);

  await offer.getByRole('button', { name: 'Edit' }).click();
  const text = offer.getByLabel('Text');
  await text.fill('Book the dentist check-up (Dr Okafor)');
  await offer.getByLabel('Kind').selectOption('plan');
  await offer.getByRole('button', { name: 'Add to board' }).click();
  await expect(
    app.notice('Added to the board: Book the dentist check-up (Dr Okafor)'),
  ).toBeVisible();
  await app.goTo('Board');
  await app.expectCardIn('open', 'Book the dentist check-up (Dr Okafor)');
  // The offers stay with the composers: nothing of them follows into the Board.
  await expect(page.getByTestId('inline-capture')).toHaveCount(0);
});

test('in the workspace, the offer sits under the composer above the latest entries', async ({
  page,
}) => {
  const app = new AppPage(page);
  await app.open('workspace');
  await page.getByLabel('New entry').fill('Idea: a shared spreadsheet for the allotment rota.');
  await page.getByRole('button', { name: 'Save entry' }).click();
  const offer = page.getByTestId('inline-candidate').filter({ hasText: 'allotment rota' });
  await expect(offer).toHaveCount(1, { timeout: 90_000 });
  // The label word names the kind; the item keeps only what the idea is.
  await expect(offer.locator('.candidate-text')).not.toContainText('Idea');
  const offerBox = await boxOf(offer);
  const entriesBox = await boxOf(page.getByRole('heading', { name: 'Latest entries' }));
  expect(offerBox.y).toBeLessThan(entriesBox.y);
  await expectOnScreen(page, offer);
});

test('on a phone the Chat puts recall behind a tab that counts what was recalled', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const app = new AppPage(page);
  await app.open('board');
  await app.addItem('Renew the car insurance before it lapses');
  await app.goTo('Chat');
  const recalledTab = page.getByRole('button', { name: /^Recalled/ });
  await expect(recalledTab).toBeVisible();
  await expect(page.getByTestId('recall-panel')).toBeHidden();

  await page.getByLabel('Message draft').fill('My car insurance renewal letter came today');
  await expect(recalledTab).toHaveText(/Recalled \([1-9]\)/, { timeout: 90_000 });
  await recalledTab.click();
  await expect(page.getByTestId('recall-panel')).toBeVisible();
  await expect(
    page.getByTestId('recall-panel').getByText('Renew the car insurance before it lapses'),
  ).toBeVisible();
  await expectNoOverflow(page, 'chat-recalled-390');
  await page.getByRole('button', { name: 'Write' }).click();
  await expect(page.getByLabel('Message draft')).toBeVisible();
});
