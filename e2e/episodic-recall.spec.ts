import { expect, test } from '@playwright/test';

import { AppPage } from './support/app-page';

// The real worker loads the built-in model (about 70 MB with its runtime from the app's own origin).
test.describe.configure({ timeout: 120_000 });

/** A Wednesday; "last week" asked on Thursday 3 December means 23–29 November. */
const SAID_AT = new Date(2026, 10, 25, 10, 0);
const ASKED_AT = new Date(2026, 11, 3, 10, 0);

test('past conversations: "what did I say about the visa last week" finds the turn', async ({
  page,
}) => {
  const app = new AppPage(page);
  await app.open('chat', SAID_AT);
  const draft = page.getByLabel('Message draft');
  for (const message of [
    'The consulate moved my visa appointment to Friday morning',
    'Pottery class was fun, the bowl came out lopsided',
  ]) {
    await draft.fill(message);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(draft).toHaveValue('');
  }
  await app.goTo('Journal');
  await app.writeEntry('和房东谈了续租的事，房租要涨两百');

  await app.restartAt(ASKED_AT);
  await app.goTo('Chat');
  // The chat of 25 November is resumed, on screen: its turns are not "past" until a new one.
  await page.getByRole('button', { name: 'New chat' }).click();
  const past = page.getByTestId('episode-hits');
  await page.getByLabel('Message draft').fill('what did I say about the visa last week');
  await expect(past.getByTestId('episode-hit').first()).toContainText('visa appointment', {
    timeout: 60_000,
  });
  await expect(past).toContainText('Said last week');
  await expect(past.getByTestId('episode-hit').filter({ hasText: 'Pottery' })).toHaveCount(0);

  // The same question about a span with nothing in it: the group says so.
  await page.getByLabel('Message draft').fill('what did I say about the visa yesterday');
  await expect(past).toContainText('Nothing you wrote or said then matches this draft.');

  // No time named: journal entries are past conversations too, in either language.
  await page.getByLabel('Message draft').fill('房东是不是要涨房租了');
  await expect(past.getByTestId('episode-hit').first()).toContainText('房东');
});
