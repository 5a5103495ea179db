import { expect, test, type Worker } from '@playwright/test';

import { AppPage } from './support/app-page';

// The real built-in model, loaded twice: once for drafts, once for the bulk work.
test.describe.configure({ timeout: 180_000 });

const PLANS = 400;

/** A chat whose every turn of mine is a plan about one numbered errand. */
function chatOfPlans(): string {
  const lines: string[] = [];
  for (let index = 1; index <= PLANS; index += 1) {
    lines.push(`Me: I'm going to repaint fence panel ${index} next weekend.`);
    lines.push(`Sam: Panel ${index} does look faded.`);
  }
  return lines.join('\n');
}

test('a long import is embedded by the bulk runtime, and a draft then finds what it filed', async ({
  page,
}, testInfo) => {
  // Two threads for bulk work only where the drafts' runtime has one (two cores).
  const cores = await page.evaluate(() => navigator.hardwareConcurrency);
  test.skip(cores !== 2, `the bulk runtime starts on two cores; this machine has ${cores}`);
  const workers: Worker[] = [];
  page.on('worker', (worker) => workers.push(worker));
  const app = new AppPage(page);
  await app.open('board');
  await app.goTo('Import');
  await page.getByLabel('Paste a conversation').fill(chatOfPlans());
  await page.getByRole('button', { name: 'Read it' }).click();
  await expect(page.getByTestId('import-detected')).toContainText(`${PLANS * 2} turns`);
  await page.getByLabel('Which speaker is you?').selectOption('Me');
  await page.getByRole('button', { name: 'Find items' }).click();

  const rows = page.getByTestId('review-row');
  await expect(rows.first()).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('find-progress')).toHaveCount(0, { timeout: 120_000 });
  const found = await rows.count();
  expect(found).toBeGreaterThan(PLANS / 2);

  // The import's sentences went past the bulk threshold: its runtime started, isolated
  // (threads need it).
  await expect
    .poll(() => workers.some((worker) => worker.url().includes('bulk-worker')))
    .toBe(true);
  const bulk = workers.find((worker) => worker.url().includes('bulk-worker'));
  expect(await bulk?.evaluate(() => self.crossOriginIsolated)).toBe(true);

  await page.getByRole('button', { name: 'Accept all', exact: true }).click();
  await page.getByRole('button', { name: /^Commit \d+ item/ }).click();
  await expect(app.notice(/Imported the conversation/)).toBeVisible();
  await app.goTo('Board');
  // The board draws the cards in sight; its column says how many it holds.
  await expect(page.getByRole('heading', { name: `Open ${found}` })).toBeVisible();
  // Once loaded it took over bulk work: the rest of the import's sentences, or the
  // background indexing of its turns that follows the commit.
  const embeddedThere = () =>
    bulk?.evaluate(() => (self as unknown as { textsEmbedded?: number }).textsEmbedded ?? 0);
  await expect.poll(embeddedThere, { timeout: 60_000 }).toBeGreaterThan(0);

  // The filed items' vectors (embedded by either runtime) answer a draft from the drafts' one.
  await app.goTo('Chat');
  await page.getByLabel('Message draft').fill('The paint for fence panel 37 arrived today');
  await expect(
    page.getByTestId('recall-hit').filter({ hasText: 'fence panel 37' }).first(),
  ).toBeVisible({ timeout: 30_000 });
  testInfo.annotations.push({ type: 'found', description: String(found) });
});
