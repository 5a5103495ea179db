import type { BrowserContext } from '@playwright/test';
import type { Reps } from '../../bench/bench-api';
import { draftAt } from '../../bench/corpus';
import {
  armPanelProbe,
  installSearchClock,
  NAME_HELPER_SCRIPT,
  watchFirstCard,
  type PanelTiming,
} from './app-probes';
import { assertNoPageErrors, collectPageErrors, withTimeout } from './browser';

/** The first draft waits for the model to load and the stored vectors to reach the worker. */
const FIRST_DRAFT_TIMEOUT_MS = 120_000;
const DRAFT_TIMEOUT_MS = 15_000;

export type PanelSamples = { fromSearch: number[]; fromInput: number[] };

/**
 * The recall panel in the real app: types drafts into the Chat view's "Message draft" box
 * (Playwright `fill`, one input event) and times, inside the page, until the panel's first
 * card is of the draft's topic. Consecutive drafts have different topics, so every draft
 * changes the panel.
 */
export async function measurePanelInApp(
  context: BrowserContext,
  baseUrl: string,
  spec: Reps,
): Promise<PanelSamples> {
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  try {
    await page.addInitScript({ content: NAME_HELPER_SCRIPT });
    await page.addInitScript(installSearchClock);
    await page.goto(`${baseUrl}/#/chat`);
    const draft = page.getByLabel('Message draft');
    await draft.waitFor({ timeout: 30_000 });
    const samples: PanelSamples = { fromSearch: [], fromInput: [] };
    const runs = spec.warmup + spec.reps;
    for (let run = 0; run < runs; run += 1) {
      const text = draftAt(run);
      const timeoutMs = run === 0 ? FIRST_DRAFT_TIMEOUT_MS : DRAFT_TIMEOUT_MS;
      await page.evaluate(armPanelProbe, { marker: text, timeoutMs });
      await draft.fill(text);
      const timing: PanelTiming = await withTimeout(
        page.evaluate(() => window.benchPanel),
        timeoutMs + 5_000,
        'the recall panel',
      ).then((value) => {
        if (!value) throw new Error('The panel probe was not armed.');
        return value;
      });
      if (run < spec.warmup) continue;
      samples.fromSearch.push(timing.fromSearch);
      samples.fromInput.push(timing.fromInput);
    }
    assertNoPageErrors(errors, 'The app page (Chat view)');
    return samples;
  } finally {
    await page.close();
  }
}

export type BoardSamples = { firstCard: number[]; shell: number[]; cardsCounted: number };

/**
 * Opens the Board view in a new page per run (a cold start of the app over the seeded
 * database) and reads when the first card was laid out, in ms since navigation start.
 */
export async function measureBoardFirstRender(
  context: BrowserContext,
  baseUrl: string,
  spec: Reps,
): Promise<BoardSamples> {
  const firstCard: number[] = [];
  const shell: number[] = [];
  let cardsCounted = 0;
  for (let run = 0; run < spec.warmup + spec.reps; run += 1) {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    try {
      await page.addInitScript({ content: NAME_HELPER_SCRIPT });
      await page.addInitScript(watchFirstCard);
      await page.goto(`${baseUrl}/#/board`);
      await page.waitForFunction(() => window.benchFirstCardAt !== undefined, undefined, {
        timeout: 30_000,
      });
      const [shellAt, cardAt] = await page.evaluate(() => [
        window.benchShellAt ?? Number.NaN,
        window.benchFirstCardAt ?? Number.NaN,
      ]);
      // The column headers count their cards: all seeded items must be on the board.
      const counts = await page.locator('.column-title .count').allTextContents();
      cardsCounted = counts.reduce((sum, count) => sum + Number(count), 0);
      assertNoPageErrors(errors, 'The app page (Board view)');
      if (run < spec.warmup) continue;
      firstCard.push(cardAt);
      shell.push(shellAt);
    } finally {
      await page.close();
    }
  }
  return { firstCard, shell, cardsCounted };
}
