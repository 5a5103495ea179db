import { expect, test } from '@playwright/test';

import { AppPage, FIXED_NOW } from './support/app-page';

// The real worker loads the built-in model (about 70 MB with its runtime from the app's own origin).
test.describe.configure({ timeout: 120_000 });

const LATER = new Date(FIXED_NOW.getTime() + 60 * 60 * 1000);

test('one entry changes the item it names and offers its other sentence; an unrelated item is untouched', async ({
  page,
}) => {
  const app = new AppPage(page);
  await app.open('board');
  await app.addItem("Jun's birthday dinner on Friday at the noodle place", 'Plan');
  await app.addItem('Maybe I could turn my notes on onboarding into a short zine', 'Idea');
  await app.goTo('Journal');
  await app.writeEntry(
    "Jun's birthday dinner got moved to Saturday. Also I should renew my gym card before it expires.",
  );

  const updated = page.getByTestId('update-undo');
  await expect(updated).toContainText("Jun's birthday dinner got moved to Saturday.", {
    timeout: 60_000,
  });
  await expect(updated).toContainText("It said before: Jun's birthday dinner on Friday");
  const gym = page.getByTestId('inline-candidate').filter({ hasText: 'renew my gym card' });
  await expect(gym).toHaveCount(1);
  // The changed sentence is not offered again as a new item.
  await expect(page.getByTestId('inline-candidate').filter({ hasText: 'Jun' })).toHaveCount(0);

  await app.goTo('Board');
  await expect(
    app.card('Maybe I could turn my notes on onboarding into a short zine'),
  ).toBeVisible();
  await app.expectCardIn('referenced', "Jun's birthday dinner got moved to Saturday.");
});

test('"Flights booked" offers to close the flights, not the hotel; offers and the chat survive a reload', async ({
  page,
}) => {
  const app = new AppPage(page);
  await app.open('board');
  await app.addItem('Book flights to Lisbon for May', 'Plan');
  await app.addItem('Book the hotel in Lisbon for May', 'Plan');
  await app.goTo('Chat');
  const draft = page.getByLabel('Message draft');
  await draft.fill('Flights booked! 机票搞定了');
  await page.getByRole('button', { name: 'Send' }).click();

  const offers = page.getByTestId('close-offer');
  await expect(offers).toHaveCount(1, { timeout: 60_000 });
  await expect(offers).toContainText('Book flights to Lisbon for May');

  await app.restartAt(LATER);
  await app.goTo('Chat');
  await expect(page.getByRole('list', { name: 'Sent in this chat' })).toContainText(
    'Flights booked! 机票搞定了',
  );
  await expect(offers).toHaveCount(1);
  await offers.getByRole('button', { name: 'Close it' }).click();
  await expect(offers).toHaveCount(0);
  await app.goTo('Board');
  await app.expectCardIn('closed', 'Book flights to Lisbon for May');
  await app.expectCardIn('open', 'Book the hotel in Lisbon for May');
});
