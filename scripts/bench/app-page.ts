import type { BrowserContext } from '@playwright/test';
import type { Reps } from '../../bench/bench-api';
import { draftAt, topicAt } from '../../bench/corpus';
import {
  armPanelProbe,
  installSearchClock,
  NAME_HELPER_SCRIPT,
  watchFirstCard,
  readStartMarks,
  watchFirstRecall,
  type PanelTiming,
} from './app-probes';
import { START_MARK_PREFIX } from '../../src/ml/start-marks';
import { assertNoPageErrors, collectPageErrors, withTimeout } from './browser';

/** The first draft waits for the model to load and the stored vectors to reach the worker. */
const FIRST_DRAFT_TIMEOUT_MS = 120_000;
const DRAFT_TIMEOUT_MS = 15_000;

type Span = Exclude<keyof PanelTiming, 'stageMs'>;

/** Each of PanelTiming's spans, and each of the worker's stages, one sample per draft timed. */
export type PanelSamples = { [S in Span]: number[] } & { stageMs: Record<string, number[]> };

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
    const samples: PanelSamples = {
      fromSearch: [],
      fromInput: [],
      untilAnswer: [],
      workerMs: [],
      render: [],
      stageMs: {},
    };
    const runs = spec.warmup + spec.reps;
    for (let run = 0; run < runs; run += 1) {
      const text = draftAt(run);
      const timeoutMs = run === 0 ? FIRST_DRAFT_TIMEOUT_MS : DRAFT_TIMEOUT_MS;
      // The first card must be one of the draft's topic (its text begins with the topic).
      await page.evaluate(armPanelProbe, { marker: topicAt(run), timeoutMs });
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
      for (const span of [
        'fromSearch',
        'fromInput',
        'untilAnswer',
        'workerMs',
        'render',
      ] as const) {
        // A part the probe could not attribute is left out of that part's samples.
        if (Number.isFinite(timing[span])) samples[span].push(timing[span]);
      }
      for (const [stage, ms] of Object.entries(timing.stageMs)) {
        (samples.stageMs[stage] ??= []).push(ms);
      }
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

/**
 * Opens the app's Chat view in a new page per run and types a draft as soon as the draft
 * box is there, as a person who opens the app to write does: ms from navigation start until
 * the panel shows a card of the draft's topic. The model, its runtime and the app are in
 * the browser's caches from the runs before (the first runs are the warm-up).
 */
export async function measureFirstRecallAfterOpen(
  context: BrowserContext,
  baseUrl: string,
  spec: Reps,
): Promise<{ samples: number[]; steps: Map<string, number[]> }> {
  const samples: number[] = [];
  const steps = new Map<string, number[]>();
  for (let run = 0; run < spec.warmup + spec.reps; run += 1) {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    try {
      const text = draftAt(run);
      await page.addInitScript({ content: NAME_HELPER_SCRIPT });
      await page.addInitScript(watchFirstRecall, topicAt(run));
      await page.goto(`${baseUrl}/#/chat`);
      await page.getByLabel('Message draft').fill(text, { timeout: 30_000 });
      await page.waitForFunction(() => window.benchFirstRecallAt !== undefined, undefined, {
        timeout: FIRST_DRAFT_TIMEOUT_MS,
      });
      const at = await page.evaluate(() => window.benchFirstRecallAt ?? Number.NaN);
      const marks = await page.evaluate(readStartMarks, START_MARK_PREFIX);
      assertNoPageErrors(errors, 'The app page (Chat view, just opened)');
      if (run < spec.warmup) continue;
      samples.push(at);
      for (const { step, at: stepAt } of marks)
        steps.set(step, [...(steps.get(step) ?? []), stepAt]);
    } finally {
      await page.close();
    }
  }
  return { samples, steps };
}
