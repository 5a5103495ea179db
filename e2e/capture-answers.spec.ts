/**
 * Through the real built-in model: a question answered without a decision word (the settled
 * head) is offered closed with the answer offered as a decision, and a plan told done by its
 * outcome alone (the outcome head) is offered closed — both offers, nothing changed unasked.
 */
import { expect, test } from '@playwright/test';

import { AppPage } from './support/app-page';

// The real worker loads the built-in model.
test.describe.configure({ timeout: 180_000 });

const day = (date: number) => new Date(`2026-11-${String(date).padStart(2, '0')}T20:30:00Z`);
const QUESTION = 'Should we take the ferry or fly to Orkney this summer?';
const PLAN = 'Call Dad about Easter';

test('a question answered in other words and a plan told done by its outcome are offered closed', async ({
  page,
}) => {
  const app = new AppPage(page);
  await app.open('board', day(2));
  await app.addItem(PLAN);
  await app.addItem(QUESTION, 'Question');

  // The answer names the question and says no "decided": offered closed, and filed as a decision
  // only when the person adds it.
  await app.restartAt(day(4));
  await app.goTo('Journal');
  await app.writeEntry("We're taking the ferry to Orkney, the kids love boats.");
  const answered = page.getByTestId('close-offer').filter({ hasText: QUESTION });
  await expect(answered).toHaveCount(1, { timeout: 90_000 });
  await expect(answered).toContainText('That sounds answered');
  const decision = page
    .getByTestId('inline-candidate')
    .filter({ hasText: 'taking the ferry to Orkney' });
  await expect(decision).toHaveCount(1);
  await app.goTo('Board');
  await app.expectCardIn('referenced', QUESTION);
  await app.goTo('Journal');
  await answered.getByRole('button', { name: 'Close it' }).click();
  await expect(answered).toHaveCount(0);
  await decision.getByRole('button', { name: 'Add' }).click();
  // Filed before the page restarts: the offer leaves once the item is stored.
  await expect(decision).toHaveCount(0);
  await app.goTo('Board');
  await app.expectCardIn('open', 'taking the ferry to Orkney');

  // The call to Dad, told by what came of it.
  await app.restartAt(day(5));
  await app.goTo('Journal');
  await app.writeEntry("Had a long chat with Dad, Easter's at his place.");
  const carriedOut = page.getByTestId('close-offer').filter({ hasText: PLAN });
  await expect(carriedOut).toHaveCount(1, { timeout: 60_000 });
  await app.goTo('Board');
  await app.expectCardIn('referenced', PLAN);
  await app.goTo('Journal');
  await page
    .getByTestId('close-offer')
    .filter({ hasText: PLAN })
    .getByRole('button', { name: 'Close it' })
    .click();

  await app.goTo('Board');
  await app.expectCardIn('closed', QUESTION);
  await app.expectCardIn('closed', PLAN);
  await app.expectCardIn('open', 'taking the ferry to Orkney');
});
