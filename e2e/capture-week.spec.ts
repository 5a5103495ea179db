/**
 * A week of journal entries through the real built-in model: a plan with a month-long due
 * date that is not overdue early, a sentence that could mean either of two items asking
 * which one is done, a change that names an item by one word only offering both texts
 * instead of rewriting it, and a decision that answers an open question closing it.
 */
import { expect, test } from '@playwright/test';

import { AppPage } from './support/app-page';

// The real worker loads the built-in model.
test.describe.configure({ timeout: 180_000 });

const day = (date: number) => new Date(`2026-11-${String(date).padStart(2, '0')}T20:30:00Z`);

test('a week of entries: a month-long due date, "Which one is done?", an offered change and an answered question', async ({
  page,
}) => {
  const app = new AppPage(page);
  await app.open('journal', day(2));

  // Monday: a plan for next month is due at the end of December, not on the 1st.
  await app.writeEntry('I need to renew my passport next month, before the trip to Japan.');
  const candidates = page.getByTestId('inline-candidate');
  const passport = candidates.filter({ hasText: 'renew my passport' });
  await expect(passport).toHaveCount(1, { timeout: 90_000 });
  await expect(passport).toContainText('Dec 31');
  await passport.getByRole('button', { name: 'Add' }).click();
  // Stored before the page restarts: the offer leaves once the item is written.
  await expect(passport).toHaveCount(0);
  await app.goTo('Board');
  await app.expectCardIn('open', 'I need to renew my passport next month');

  // Tuesday: two calls about the boiler go on the board.
  await app.restartAt(day(3));
  await app.goTo('Board');
  await app.addItem('Call the landlord about the leaking boiler');
  await app.addItem('Call the plumber about the leaking boiler');
  await app.addItem('Dinner with Jun at the noodle place on Friday');
  await app.addItem('Should I sign up for the CIPD course this year or wait?', 'Question');

  // Wednesday: "sorted out the boiler" could be either call: the app asks which.
  await app.restartAt(day(4));
  await app.goTo('Journal');
  await app.writeEntry('Sorted out the leaking boiler this morning.');
  const asked = page.getByTestId('choose-close-offer');
  await expect(asked).toContainText('Which one is done?', { timeout: 60_000 });
  await asked.getByRole('button', { name: 'Call the plumber about the leaking boiler' }).click();
  await app.goTo('Board');
  await app.expectCardIn('closed', 'Call the plumber about the leaking boiler');
  await app.expectCardIn('open', 'Call the landlord about the leaking boiler');

  // Thursday: a change naming the dinner by one word only is offered, never made unasked.
  await app.goTo('Journal');
  await app.writeEntry('Friday got moved to Saturday.');
  const update = page.getByTestId('update-offer');
  await expect(update).toContainText('Dinner with Jun at the noodle place on Friday', {
    timeout: 60_000,
  });
  await app.goTo('Board');
  await expect(app.card('Dinner with Jun at the noodle place on Friday')).toBeVisible();

  // Friday: a decision naming the question by one word answers it: the question is offered
  // closed, and the decision itself is offered as an item of its own.
  await app.restartAt(day(6));
  await app.goTo('Journal');
  await app.writeEntry('After a long talk with Ben I decided to start the CIPD modules in May.');
  const answered = page
    .getByTestId('close-offer')
    .filter({ hasText: 'Should I sign up for the CIPD course this year or wait?' });
  await expect(answered).toHaveCount(1, { timeout: 60_000 });
  await expect(
    page.getByTestId('inline-candidate').filter({ hasText: 'decided to start the CIPD modules' }),
  ).toHaveCount(1);
  await answered.getByRole('button', { name: 'Close it' }).click();
  await app.goTo('Board');
  await app.expectCardIn('closed', 'Should I sign up for the CIPD course this year or wait?');

  // A month on, the passport plan is still not overdue: it is due by the end of December.
  await app.restartAt(new Date('2026-12-02T09:00:00Z'));
  await app.goTo('Board');
  await page.getByRole('button', { name: 'Agenda' }).click();
  await expect(page.getByTestId('agenda-overdue')).toHaveCount(0);
  await expect(page.getByTestId('agenda')).toContainText('renew my passport');
});
