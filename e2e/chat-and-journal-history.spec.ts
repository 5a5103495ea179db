import { expect, test, type Locator, type Page } from '@playwright/test';

import { AppPage, FIXED_NOW } from './support/app-page';

const LATER = new Date(FIXED_NOW.getTime() + 60 * 60 * 1000);

async function send(page: Page, text: string) {
  const draft = page.getByLabel('Message draft');
  await draft.fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  // The box empties once the turn is stored.
  await expect(draft).toHaveValue('');
}

function turnsOf(list: Locator) {
  return list.getByRole('listitem').locator('.chat-turn-text');
}

/** The page is no wider than the screen: nothing needs sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the chat shows its messages after a reload, and earlier chats stay readable', async ({
  page,
}) => {
  const app = new AppPage(page);
  await app.open('chat');
  await send(page, 'Remember to renew the passport');
  await send(page, 'And book the flight to Lisbon');

  await app.restartAt(LATER);
  const current = page.getByRole('list', { name: 'Sent in this chat' });
  await expect(turnsOf(current)).toHaveText([
    'Remember to renew the passport',
    'And book the flight to Lisbon',
  ]);

  // A message after the reload continues the same chat.
  await send(page, 'Also the hotel');
  await expect(turnsOf(current)).toHaveCount(3);

  await page.getByRole('button', { name: 'New chat' }).click();
  await expect(current).toHaveCount(0);
  await send(page, 'A different topic');
  await app.restartAt(LATER);
  await expect(turnsOf(current)).toHaveText(['A different topic']);

  const earlier = page.getByTestId('earlier-chat');
  await expect(earlier).toHaveCount(1);
  await expect(earlier).toContainText('Messages: 3');
  await earlier.getByText('Remember to renew the passport').click();
  await expect(turnsOf(earlier.getByRole('list'))).toHaveText([
    'Remember to renew the passport',
    'And book the flight to Lisbon',
    'Also the hotel',
  ]);
});

test('a corrected journal entry shows the correction after a reload, and the earlier text', async ({
  page,
}) => {
  const app = new AppPage(page);
  await app.open('journal');
  await app.writeEntry('Call the plumber on Monday.');

  await app
    .entry('Call the plumber on Monday.')
    .getByRole('button', { name: 'Correct this entry' })
    .click();
  await page.getByLabel('Corrected text').fill('Call the plumber on Tuesday.');
  await page.getByRole('button', { name: 'Save correction' }).click();
  await expect(app.notice('Correction saved. The earlier text is kept.')).toBeVisible();

  await app.restartAt(LATER);
  const entry = page.getByTestId('journal-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry.locator('[data-entry-text]')).toHaveText('Call the plumber on Tuesday.');
  await expect(entry.getByTestId('entry-edited')).toBeVisible();
  const revisions = entry.getByTestId('entry-revisions');
  await expect(revisions).toBeHidden();
  await entry.getByText('Earlier texts: 1').click();
  await expect(revisions).toContainText('Call the plumber on Monday.');
});

test('chat and journal history fit a 390 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const app = new AppPage(page);
  await app.open('journal');
  await app.writeEntry('A long entry without spaces: ' + 'x'.repeat(120));
  await app.entry('A long entry').getByRole('button', { name: 'Correct this entry' }).click();
  await page.getByLabel('Corrected text').fill('A shorter entry.');
  await page.getByRole('button', { name: 'Save correction' }).click();
  await page.getByText('Earlier texts: 1').click();
  await expectNoSidewaysScroll(page);

  await app.goTo('Chat');
  await send(page, 'A first message in a chat that is long enough to wrap on a phone');
  await page.getByRole('button', { name: 'New chat' }).click();
  await send(page, 'A second chat');
  await page
    .getByTestId('earlier-chat')
    .getByText(/A first message/)
    .click();
  await expect(page.getByRole('button', { name: 'Send' })).toBeInViewport();
  await expectNoSidewaysScroll(page);
});
