import type { BrowserContext } from '@playwright/test';
import type { PageInfo, SeedSummary } from '../../bench/bench-api';
import { stageNotes } from '../../bench/stage-notes';
import { measureFirstRecallAfterOpen } from './app-page';
import type { BenchPage } from './bench-page';
import { atMost, reps, row, type Row } from './rows';
import { quantile } from './stats';

/** The start-up rows: the built-in model's load, and the app from opening to its first recall. */

const MINUTE = 60_000;

/** The built-in model's load: first in the page (files fetched), then again in new workers. */
export async function loadRows(
  bench: BenchPage,
  info: PageInfo,
  isQuick: boolean,
  progress: (what: string) => void,
): Promise<Row[]> {
  const cold: Row = {
    key: 'model-load-cold',
    label: 'built-in model load, first in the page',
    unit: 'ms',
    real: [info.modelLoadMs],
    naive: null,
    naiveLabel: null,
    target: atMost(1500, 'ms'),
    notes: [
      'one sample: the files from the preview server on loopback, nothing cached',
      ...stageNotes([info.loadStages]),
    ],
  };
  progress('built-in model load in a new worker');
  const reload = await bench.call('model-load', reps(1, 10, isQuick), 3 * MINUTE);
  return [
    cold,
    row('model-load-warm', 'built-in model load, again in a new worker', reload, {
      target: atMost(800, 'ms'),
    }),
  ];
}

/** The app opened (its files cached), a draft typed at once: until its recall shows. */
export async function openToRecallRow(
  context: BrowserContext,
  baseUrl: string,
  seed: SeedSummary,
  isQuick: boolean,
  progress: (what: string) => void,
): Promise<Row> {
  progress('page open to first recall, warm');
  const { samples, steps } = await measureFirstRecallAfterOpen(
    context,
    baseUrl,
    reps(2, 10, isQuick),
  );
  return {
    key: 'open-to-first-recall',
    label: 'page open → first recall, warm',
    unit: 'ms',
    real: samples,
    naive: null,
    naiveLabel: null,
    target: atMost(1500, 'ms'),
    notes: [
      `a new page each run over ${seed.items} seeded items, the draft typed as soon as its box shows; from navigation start to the first card of its topic in the panel (model, index load and search included)`,
      ...[...steps].map(
        ([step, at]) => `step ${step} at ${quantile(at, 0.5).toFixed(0)} ms (median)`,
      ),
    ],
  };
}
