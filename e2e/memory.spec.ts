import { expect, test, type Page } from '@playwright/test';

import { AppPage } from './support/app-page';

// The real worker loads the built-in model and classifies every sentence written.
test.describe.configure({ timeout: 240_000 });

const day = (n: number, hour = 9) => new Date(2026, 10, n, hour, 0);

/** The proposal in the review list that says `text`. */
const proposal = (page: Page, text: string) =>
  page.getByTestId('proposal').filter({ has: page.getByTestId('memory-text').getByText(text) });

/** The kept fact or habit that says `text`. */
const memoryRow = (page: Page, text: string) =>
  page.getByTestId('memory-row').filter({ has: page.getByTestId('memory-text').getByText(text) });

test('facts and habits: proposed from the journal, accepted, recalled; an idea graduates; a decision contradicted is reconsidered', async ({
  page,
}) => {
  const app = new AppPage(page);
  await app.open('journal', day(2));
  await app.writeEntry("I'm vegetarian, so no meat at home. I run at 8pm every evening.");
  await app.goTo('Board');
  await app.addItem('We use PostgreSQL for the new billing service', 'Decision');

  // Consolidation proposes what it read; nothing is kept until accepted.
  await app.goTo('Memory');
  await expect(proposal(page, 'vegetarian')).toBeVisible({ timeout: 90_000 });
  await expect(proposal(page, 'I run at 8pm every evening')).toBeVisible();
  await expect(proposal(page, 'vegetarian')).toContainText('From what you wrote');
  await proposal(page, 'vegetarian').getByRole('button', { name: 'Accept', exact: true }).click();
  await proposal(page, '8pm').getByRole('button', { name: 'Edit, then accept' }).click();
  await proposal(page, '8pm').getByLabel('Your words for it').fill('I run at 8pm on weekdays');
  await proposal(page, '8pm').getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(memoryRow(page, 'vegetarian')).toContainText('Fact');
  await expect(memoryRow(page, 'I run at 8pm on weekdays')).toContainText('Habit');

  // The decision is said again on two more days.
  for (const [n, text] of [
    [3, 'Glad we use PostgreSQL for the new billing service.'],
    [5, 'Still sure: we use PostgreSQL for the new billing service.'],
  ] as const) {
    await app.restartAt(day(n));
    await app.goTo('Journal');
    await app.writeEntry(text);
    // Said again: the decision is referenced (a mention, recorded each day).
    await app.goTo('Board');
    await app.expectCardIn('referenced', 'We use PostgreSQL for the new billing service');
  }
  await app.goTo('Memory');
  const offer = proposal(page, 'We use PostgreSQL for the new billing service');
  await expect(offer).toContainText('came back on 3 separate days', { timeout: 60_000 });
  await offer.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'closed as graduated' })).toBeVisible();
  await app.goTo('Board');
  await app.expectCardIn('closed', 'We use PostgreSQL for the new billing service');

  // Weeks later the decision is contradicted: a question to reconsider, both versions linked.
  await app.restartAt(day(24));
  await app.goTo('Journal');
  await app.writeEntry("We're moving off PostgreSQL for the billing service next quarter.");
  await app.goTo('Memory');
  const successor = proposal(page, 'moving off PostgreSQL');
  await expect(successor).toContainText('Replaces: “We use PostgreSQL', { timeout: 60_000 });
  await successor.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'question to reconsider' }),
  ).toBeVisible();
  await page.getByLabel('Status').selectOption('superseded');
  await expect(memoryRow(page, 'We use PostgreSQL')).toContainText(
    "Replaced by: “We're moving off PostgreSQL",
  );
  await app.goTo('Board');
  await app.expectCardIn('open', 'Reconsider: We use PostgreSQL for the new billing service');
  await app.card('Reconsider: We use PostgreSQL').click();
  const linked = page.getByTestId('linked-memories');
  await expect(linked).toContainText('(replaced): We use PostgreSQL for the new billing service');
  await expect(linked).toContainText("(current): We're moving off PostgreSQL");

  // Drafts bring back the facts and habits they touch, each in its own group.
  await app.goTo('Chat');
  const draft = page.getByLabel('Message draft');
  await draft.fill('any vegetarian place for the team dinner on friday?');
  await expect(page.getByTestId('fact-hits')).toContainText('vegetarian', { timeout: 60_000 });
  await draft.fill('should we use MongoDB for the new service');
  await expect(page.getByTestId('fact-hits')).toContainText('moving off PostgreSQL');
  await draft.fill('can we move the evening run to a later time');
  await expect(page.getByTestId('habit-hits')).toContainText('8pm');
  await page.screenshot({ path: 'test-results/memory-panel-1400.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await app.goTo('Memory');
  await page.screenshot({ path: 'test-results/memory-view-390.png', fullPage: true });
});
