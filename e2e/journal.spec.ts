import { expect, test } from '@playwright/test';

import { AppPage } from './support/app-page';

const ENTRY =
  'Long day. Next week I want to try GRPO training on the small model. Is the decay curve domain-specific?';

test('write an entry and file passages of it as items', async ({ page }) => {
  const app = new AppPage(page);
  await app.open('journal');
  await app.writeEntry(ENTRY);
  await expect(page.getByLabel('New entry')).toHaveValue('');

  await app.selectPassage(ENTRY, 'Next week I want to try GRPO training on the small model.');
  await app.fileSelectionAs('plan');
  await expect(app.notice('Filed as Plan on the board.')).toBeVisible();

  await app.selectPassage(ENTRY, 'Is the decay curve domain-specific?');
  await app.fileSelectionAs('question');
  await expect(app.entry(ENTRY).getByText('Items from this entry: 2')).toBeVisible();

  await app.goTo('Board');
  await app.expectCardIn('open', 'Next week I want to try GRPO training');
  const question = app.card('Is the decay curve domain-specific?');
  await expect(question.getByText('Question')).toBeVisible();
  await expect(question.getByText('Journal entry')).toBeVisible();

  await question.click();
  const panel = page.getByTestId('detail-panel');
  // The sentences it came from (a short one with the one before), not the entry's start.
  await expect(panel.getByTestId('detail-context')).toHaveText(
    'Next week I want to try GRPO training on the small model. Is the decay curve domain-specific?',
  );
});

test('an empty entry is refused with a message and saves nothing', async ({ page }) => {
  const app = new AppPage(page);
  await app.open('journal');
  await page.getByLabel('New entry').fill('   ');
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Write something first/);
  await expect(page.getByTestId('journal-entry')).toHaveCount(0);
});

test('a first visit explains the five kinds and the lifecycle; "Got it" puts the cards away for good', async ({
  page,
}) => {
  const app = new AppPage(page);
  await app.open('journal');
  const intro = page.getByRole('region', { name: 'How Forethought works' });
  await expect(intro).toContainText('Five kinds of thing worth keeping');
  await expect(intro).toContainText('When you bring it up again it becomes Referenced');
  await intro.getByRole('button', { name: 'Got it' }).click();
  await expect(intro).toBeHidden();
  await page.reload();
  await expect(page.getByLabel('New entry')).toBeVisible();
  await expect(intro).toBeHidden();
});
