import { expect, test, type Page } from '@playwright/test';

import { AppPage } from './support/app-page';

// The real worker classifies with the built-in model (about 70 MB with its runtime, own origin).
test.describe.configure({ timeout: 180_000 });

/** My turns in the long chat: one sentence each, so the count on screen is known. */
const MY_TURNS = 4000;

const SMALL_CHAT = [
  'Me: Hi! Lovely weather today.',
  'Sam: Hey, how was the weekend?',
  "Me: I'm going to call the bank next Friday about the mortgage.",
].join('\n');

/** Pastes a chat of 2 × MY_TURNS turns, long enough to go straight to the reader. */
async function pasteLongChat(page: Page) {
  await page.getByLabel('Paste a conversation').evaluate((box, count) => {
    const lines: string[] = [];
    for (let index = 0; index < count; index += 1) {
      lines.push(`Me: I will water garden plot number ${index} before the rain comes.`);
      lines.push(`Sam: Plot ${index} looked dry to me yesterday.`);
    }
    const data = new DataTransfer();
    data.setData('text/plain', lines.join('\n'));
    box.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, MY_TURNS);
}

type SliceCounter = { slices: number };

/**
 * Counts the classify calls of more than a few sentences the page posts to the ML worker:
 * the slices of the long chat (the small chat and the journal entry post one or two).
 */
async function countLongSlices(page: Page) {
  await page.addInitScript(() => {
    const counter: SliceCounter = { slices: 0 };
    (window as unknown as { longSlices: SliceCounter }).longSlices = counter;
    window.Worker = class extends Worker {
      override postMessage(
        message: unknown,
        options?: Transferable[] | StructuredSerializeOptions,
      ) {
        const call = message as { kind?: string; name?: string; args?: { inputs?: unknown[] } };
        const size = call.args?.inputs?.length ?? 0;
        if (call.kind === 'call' && call.name === 'classify' && size > 3) counter.slices += 1;
        if (Array.isArray(options)) super.postMessage(message, options);
        else super.postMessage(message, options);
      }
    };
  });
  return () =>
    page.evaluate(() => (window as unknown as { longSlices: SliceCounter }).longSlices.slices);
}

test('finding items in a long chat shows progress; Cancel and Start over stop it, and the next import answers', async ({
  page,
}) => {
  const longSlicesPosted = await countLongSlices(page);
  const app = new AppPage(page);
  await app.open('board');
  await app.goTo('Import');
  await pasteLongChat(page);
  await expect(page.getByTestId('import-detected')).toContainText(`${MY_TURNS * 2} turns`, {
    timeout: 30_000,
  });
  await page.getByLabel('Which speaker is you?').selectOption('Me');
  const find = page.getByRole('button', { name: 'Find items' });
  const progress = page.getByTestId('find-progress');
  const total = MY_TURNS.toLocaleString('en');

  await find.click();
  // The first slice waits for the model to load.
  await expect(progress).toHaveText(new RegExp(`^Finding items… [1-9][\\d,]* of ${total}`), {
    timeout: 90_000,
  });
  const first = await progress.textContent();
  await expect(progress).not.toHaveText(first ?? '');
  await expect(page.getByRole('progressbar')).toBeVisible();

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(progress).toHaveCount(0);
  await expect(find).toBeEnabled();
  await expect(page.getByTestId('review-row')).toHaveCount(0);

  await find.click();
  await expect(progress).toHaveText(new RegExp(`of ${total} sentences`));
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(progress).toHaveCount(0);
  // The next slice is posted only after the one in hand answers, and only if not stopped.
  const slicesWhenStopped = await longSlicesPosted();

  // A small chat is classified at once, not after the thousands of sentences left.
  await page.getByLabel('Paste a conversation').fill(SMALL_CHAT);
  await page.getByRole('button', { name: 'Read it' }).click();
  await expect(page.getByTestId('import-detected')).toContainText('3 turns');
  await page.getByLabel('Which speaker is you?').selectOption('Me');
  await find.click();
  const rows = page.getByTestId('review-row');
  await expect(
    rows.filter({ has: page.locator('textarea', { hasText: 'call the bank' }) }),
  ).toHaveCount(1);
  await expect(
    rows.filter({ has: page.locator('textarea', { hasText: 'garden plot' }) }),
  ).toHaveCount(0);

  // So is a journal entry.
  await app.goTo('Journal');
  await app.writeEntry('I need to renew my passport before the trip to Japan.');
  await expect(
    page.getByTestId('inline-candidate').filter({ hasText: 'renew my passport' }),
  ).toHaveCount(1);

  // The stopped search posted nothing more to the worker, and wrote nothing.
  expect(await longSlicesPosted()).toBe(slicesWhenStopped);
  await app.goTo('Board');
  await expect(page.getByTestId('board-card')).toHaveCount(0);
});
