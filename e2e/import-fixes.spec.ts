/**
 * Importing on a phone (and a desktop): the review shows each candidate's whole sentence in a box that
 * wraps, nothing sticks out sideways, and a candidate edited before it was added is
 * recognised when the same conversation is imported again (filed once, shown as already
 * imported). The item names where it came from, and "me" starts on the one making plans.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

import { AppPage } from './support/app-page';
import { expectNoOverflow } from './support/overflow';

// The real worker loads the built-in model to find the candidates.
test.describe.configure({ timeout: 180_000 });

const PLAN =
  "I'm going to call the bank next Friday about the mortgage, and ask whether the fixed rate can be extended for another five years before it runs out.";
const TRANSCRIPT = [
  '[2026-11-02 19:05] Me: Hi! Lovely weather today.',
  '[2026-11-02 19:05] Sam: Hey, how was the weekend?',
  `[2026-11-02 19:06] Me: ${PLAN}`,
  '[2026-11-02 19:07] Sam: Good luck with that.',
].join('\n');
const EDITED = 'Call the bank next Friday: mortgage, extend the fixed rate';

async function reviewOf(page: Page): Promise<Locator> {
  const row = await new AppPage(page).findImportItems(TRANSCRIPT, 'Me', 'call the bank');
  await expect(row).toHaveCount(1, { timeout: 90_000 });
  return row;
}

/** Whether a text box shows all of its text, with nothing scrolled out of sight. */
function showsAllOf(box: Locator): Promise<boolean> {
  return box.evaluate(
    (element) =>
      element.scrollHeight <= element.clientHeight + 1 &&
      element.scrollWidth <= element.clientWidth + 1,
  );
}

for (const size of [
  { width: 390, height: 844 },
  { width: 1400, height: 900 },
]) {
  test(`at ${size.width} px, an edited candidate shows whole and is filed once when imported again`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const app = new AppPage(page);
    await app.open('board');
    await app.goTo('Import');

    const row = await reviewOf(page);
    const text = row.getByLabel('Item text');
    await expect(text).toHaveValue(PLAN);
    await expect.poll(() => showsAllOf(text)).toBe(true);
    await expectNoOverflow(page, 'the import review');
    await test.info().attach(`review-${size.width}`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });

    await text.fill(EDITED);
    await expect.poll(() => showsAllOf(text)).toBe(true);
    await row.getByLabel('Accept').check();
    await page.getByRole('button', { name: /^Commit \d+ item/ }).click();
    await expect(app.notice(/Imported the conversation/)).toBeVisible();

    const again = await reviewOf(page);
    await expect(again).toHaveAttribute('data-already-imported', 'true');
    await expect(again.getByLabel('Accept')).not.toBeChecked();
    await expect(page.getByTestId('review-already')).toBeVisible();
    await expectNoOverflow(page, 'the second review');
    await page.getByRole('button', { name: /^Commit \d+ item/ }).click();
    await expect(app.notice(/were there from an earlier import/)).toBeVisible();

    await app.goTo('Board');
    await expect(app.card('Call the bank next Friday')).toHaveCount(1);
    await expect(app.card('Call the bank next Friday')).toContainText('Imported chat · with Sam');
  });
}

test('"Which speaker is you?" starts on the one who states plans', async ({ page }) => {
  const app = new AppPage(page);
  await app.open('board');
  await app.goTo('Import');
  const chat = [
    'Nadia: Did you see the match?',
    'Omar: Not yet.',
    'Nadia: Amazing ending',
    'Nadia: Honestly',
    'Omar: I need to renew my passport before June.',
  ].join('\n');
  await page.getByLabel('Paste a conversation').fill(chat);
  await page.getByRole('button', { name: 'Read it' }).click();
  await expect(page.getByLabel('Which speaker is you?')).toHaveValue('Omar');
});
