import { expect, test } from '@playwright/test';

import { AppPage } from './support/app-page';

// The real worker loads the built-in model (about 70 MB with its runtime from the app's own origin).
test.describe.configure({ timeout: 120_000 });

test('a journal entry is classified as it is saved; one keystroke files its plan with a due date', async ({
  page,
}) => {
  const app = new AppPage(page);
  await app.open('journal');
  await app.writeEntry(
    'Lovely weather today, we had a long walk by the river with the dog after lunch. ' +
      "I'm going to call the bank next Friday about the mortgage.",
  );
  const candidates = page.getByTestId('inline-candidate');
  const plan = candidates.filter({ hasText: 'call the bank next Friday' });
  await expect(plan).toHaveCount(1, { timeout: 60_000 });
  await expect(plan.locator('[data-type]')).toHaveAttribute('data-type', 'plan');
  // Small talk is not offered.
  await expect(candidates.filter({ hasText: 'Lovely weather' })).toHaveCount(0);

  await page.keyboard.press('Alt+Enter');
  await expect(app.notice(/Added to the board: I'm going to call the bank/)).toBeVisible();
  await expect(candidates).toHaveCount(0);

  await app.goTo('Board');
  const card = app.card('call the bank next Friday');
  await expect(card).toBeVisible();
  // Said on Friday 2026-11-20: "next Friday" is a week later.
  await expect(card.getByTestId('card-due')).toContainText('Nov 27');
  await app.restartAt(new Date('2026-11-21T09:30:00Z'));
  await app.goTo('Board');
  await app.expectCardIn('open', 'call the bank next Friday');
});

test('a "done" message offers to close the item, with undo; a change makes a new version', async ({
  page,
}) => {
  const app = new AppPage(page);
  await app.open('board');
  await app.addItem('Book the flights to Lisbon for the October trip', 'Plan');
  await app.addItem('Renew my passport before the trip to Japan', 'Plan');
  await app.goTo('Chat');
  const draft = page.getByLabel('Message draft');
  await expect(page.getByText('Start typing to see related plans')).toBeVisible();

  await draft.fill('I booked the flights to Lisbon for the October trip, all done.');
  await expect(page.getByTestId('recall-hit').first()).toContainText('Lisbon', {
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Send' }).click();
  const offer = page.getByTestId('close-offer');
  await expect(offer).toContainText('Book the flights to Lisbon');
  await offer.getByRole('button', { name: 'Close it' }).click();
  const undo = page.getByTestId('close-undo');
  await expect(undo).toContainText('Closed “Book the flights to Lisbon');
  await app.goTo('Board');
  await app.expectCardIn('closed', 'Book the flights to Lisbon');
  // The undo stays with the composer it came from, not in every view.
  await expect(undo).toHaveCount(0);
  await app.goTo('Chat');
  await undo.getByRole('button', { name: 'Undo' }).click();
  await expect(app.notice(/Back on the board: Book the flights to Lisbon/)).toBeVisible();
  await app.goTo('Board');
  // It was mentioned by the message before it was closed: undo puts it back as referenced.
  await app.expectCardIn('referenced', 'Book the flights to Lisbon');

  await app.goTo('Chat');
  await draft.fill('Actually, the passport renewal before Japan moves to next month instead.');
  await page.getByRole('button', { name: 'Send' }).click();
  const updated = page.getByTestId('update-undo');
  // The new version keeps every word the item said, the change after it.
  const changed = 'Renew my passport before the trip to Japan — Actually, the passport renewal';
  await expect(updated).toContainText(`Updated to a new version: ${changed}`, { timeout: 30_000 });
  await app.goTo('Board');
  await expect(page.getByTestId('board-card')).toHaveCount(2);
  await app.card(changed).click();
  await expect(page.getByTestId('version-list')).toContainText(
    'Renew my passport before the trip to Japan',
  );
  // Undo gives it back its text, as one more version: the history keeps all three.
  await app.goTo('Chat');
  await updated.getByRole('button', { name: 'Undo' }).click();
  await expect(app.notice(/Back to what it said before: Renew my passport/)).toBeVisible();
  await app.goTo('Board');
  await expect(app.card('Renew my passport before the trip')).toBeVisible();
  await expect(app.card(changed)).toHaveCount(0);
  await app.card('Renew my passport before the trip').click();
  await expect(page.getByTestId('version-list')).toContainText('Actually, the passport renewal');

  await app.restartAt(new Date('2026-11-21T09:30:00Z'));
  await app.goTo('Board');
  await app.expectCardIn('referenced', 'Book the flights to Lisbon');
  await expect(page.getByTestId('board-card')).toHaveCount(2);
});

test('a message that mentions a stale item revives it', async ({ page }) => {
  const app = new AppPage(page);
  await app.open('board');
  await app.addItem('Write the grant report for the river survey', 'Plan');
  // Thirty-one days later (the default stale period is 30 days) the sweep at start runs.
  await app.restartAt(new Date('2026-12-21T09:30:00Z'));
  await app.goTo('Board');
  await app.expectCardIn('stale', 'Write the grant report');
  await app.goTo('Chat');
  const draft = page.getByLabel('Message draft');
  await draft.fill('I should write the grant report for the river survey');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(app.notice(/Marked referenced: Write the grant report/)).toBeVisible({
    timeout: 60_000,
  });
  await app.goTo('Board');
  await app.expectCardIn('referenced', 'Write the grant report');
});
