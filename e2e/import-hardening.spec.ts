import { expect, test, type Page } from '@playwright/test';

import { AppPage } from './support/app-page';

// Two imports classify with the real worker and the built-in model (about 70 MB with its runtime, own origin).
test.describe.configure({ timeout: 180_000 });

const FIXTURE = 'e2e/fixtures/conversations/plain-transcript.txt';

/**
 * How long the page may go without running a timer while a large paste is read. Taking the
 * parsed result back from the worker is main-thread work (a few hundred ms for 12 MB), and
 * this machine's cores are shared, so the bound is loose; the text box holding the paste
 * stood the page still for about 8 s at 12 MB and 25 s at 50 MB.
 */
const MAX_STALL_MS = 3_000;

/**
 * Pastes a generated transcript of about `megabytes` into the Import view's text box, as
 * the browser would (a paste event carrying the text). Starts a probe that records the
 * longest the page's main thread went without running a 20 ms timer.
 */
async function pasteLargeTranscript(page: Page, megabytes: number): Promise<number> {
  return page.evaluate((size) => {
    // One block of a thousand lines, repeated: a few objects, so the test's own garbage
    // does not make the page's collector pause and count as the page being busy.
    const lines = Array.from({ length: 1000 }, (_, index) => {
      const minute = String(index % 60).padStart(2, '0');
      const speaker = index % 2 === 0 ? 'Me' : 'Sam';
      return `[2026-11-02 19:${minute}] ${speaker}: I will water garden plot ${index} before it rains.\n`;
    });
    const block = lines.join('');
    const repeats = Math.ceil((size * 1024 * 1024) / block.length);
    const data = new DataTransfer();
    data.setData('text/plain', block.repeat(repeats));
    const probe = { last: performance.now(), longest: 0 };
    (window as unknown as { stallProbe: typeof probe }).stallProbe = probe;
    setInterval(() => {
      const now = performance.now();
      probe.longest = Math.max(probe.longest, now - probe.last);
      probe.last = now;
    }, 20);
    const box = document.getElementById('import-text');
    if (!box) throw new Error('no text box');
    box.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
    return lines.length * repeats;
  }, megabytes);
}

const longestStall = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { stallProbe: { longest: number } }).stallProbe.longest,
  );

test('a 40 MB paste is read off the page with progress, and cancel stops it at once', async ({
  page,
}) => {
  const app = new AppPage(page);
  await app.open('board');
  await app.goTo('Import');
  await pasteLargeTranscript(page, 40);
  const progress = page.getByRole('progressbar');
  await expect(progress).toBeVisible();
  // A click is handled while the worker reads: here, Cancel. The page never stood still
  // for long (the probe below), so no click waited long either.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(progress).toBeHidden();
  await expect(page.getByLabel('Paste a conversation')).toHaveValue('');
  await expect(page.getByTestId('import-error')).toHaveCount(0);
  expect(await longestStall(page)).toBeLessThan(MAX_STALL_MS);
});

test('a 12 MB paste is parsed without holding the page, and never fills the text box', async ({
  page,
}) => {
  const app = new AppPage(page);
  await app.open('board');
  await app.goTo('Import');
  const turns = await pasteLargeTranscript(page, 12);
  await expect(page.getByTestId('import-detected')).toContainText(
    `plain transcript — 1 conversation(s), ${turns} turns`,
    { timeout: 60_000 },
  );
  expect(await longestStall(page)).toBeLessThan(MAX_STALL_MS);
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByLabel('Paste a conversation')).toHaveValue('');
});

test('bad files each get their reason, and nothing is written', async ({ page }) => {
  const app = new AppPage(page);
  await app.open('board');
  await app.goTo('Import');
  const file = page.getByLabel('Conversation file');
  const error = page.getByTestId('import-error');
  const cases: [string, Buffer, RegExp][] = [
    [
      'cut.json',
      Buffer.from('[{"title": "Shed", "mapping": {"a": {"id": "a", "par'),
      /ChatGPT export/,
    ],
    ['latin1.txt', Buffer.from([...Buffer.from('Me: caf'), 0xe9, 0x0a]), /not saved as UTF-8/],
    [
      'loop.json',
      Buffer.from(
        JSON.stringify([
          {
            title: 'Shed',
            current_node: 'a',
            mapping: { a: { parent: 'b', message: null }, b: { parent: 'a', message: null } },
          },
        ]),
      ),
      /contradicts itself.*“Shed”/,
    ],
    ['empty.txt', Buffer.from(''), /nothing to import/],
  ];
  for (const [name, buffer, message] of cases) {
    await file.setInputFiles({ name, mimeType: 'text/plain', buffer });
    await expect(error).toContainText(message);
    await expect(error).toContainText('Nothing was saved.');
  }
  await app.goTo('Board');
  await expect(page.getByTestId('board-card')).toHaveCount(0);
});

async function importFixture(app: AppPage, page: Page) {
  await app.goTo('Import');
  await page.getByLabel('Conversation file').setInputFiles(FIXTURE);
  await expect(page.getByTestId('import-detected')).toContainText('plain transcript');
  await page.getByLabel('Which speaker is you?').selectOption('Me');
  await page.getByRole('button', { name: 'Find items' }).click();
  await expect(page.getByTestId('review-row').first()).toBeVisible({ timeout: 90_000 });
}

test('importing a file twice adds nothing the first time added; the last import can be undone', async ({
  page,
}) => {
  const app = new AppPage(page);
  await app.open('board');
  await importFixture(app, page);
  await page.getByRole('button', { name: 'Accept all', exact: true }).click();
  const rows = page.getByTestId('review-row');
  const filed = await rows.count();
  await page.getByRole('button', { name: `Commit ${filed} item(s)` }).click();
  await expect(app.notice(`Imported the conversation with ${filed} item(s).`)).toBeVisible();
  await app.goTo('Board');
  const cards = page.getByTestId('board-card');
  await expect(cards).toHaveCount(filed);

  // The same file again: every candidate is marked, locked, and none is filed.
  await importFixture(app, page);
  await expect(page.getByTestId('review-already')).toContainText(
    `${filed} of these were filed by an earlier import`,
  );
  await expect(rows.filter({ hasText: 'Already imported' })).toHaveCount(filed);
  await expect(rows.first().getByLabel('Accept')).toBeDisabled();
  await page.getByRole('button', { name: 'Accept all', exact: true }).click();
  await page.getByRole('button', { name: 'Commit 0 item(s)' }).click();
  await expect(
    app.notice(`with 0 new item(s); ${filed} were there from an earlier import`),
  ).toBeVisible();
  await app.goTo('Board');
  await expect(cards).toHaveCount(filed);

  // Undo: the import's items leave the board for the archive, and come back one by one.
  await app.goTo('Import');
  const last = page.getByTestId('last-import');
  await expect(last).toContainText(`The last import filed ${filed} item(s)`);
  await last.getByRole('button', { name: 'Undo last import' }).click();
  await expect(app.notice(`Undid the last import: ${filed} item(s) archived.`)).toBeVisible();
  await expect(last).toHaveCount(0);
  await app.goTo('Board');
  await expect(cards).toHaveCount(0);
  await page.getByRole('button', { name: `Archived (${filed})` }).click();
  const archived = page.getByTestId('archived-list').getByTestId('board-card');
  await expect(archived).toHaveCount(filed);
  await archived.filter({ hasText: 'move the team wiki' }).click();
  await expect(page.getByText(/Archived .*when its import was undone/)).toBeVisible();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(archived).toHaveCount(filed - 1);
  await page.getByRole('button', { name: 'Back to the board' }).click();
  await expect(app.card('move the team wiki')).toBeVisible();
});
