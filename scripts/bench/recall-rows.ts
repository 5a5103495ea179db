import type { BrowserContext } from '@playwright/test';
import { RECALL_DEBOUNCE_MS } from '../../src/features/recall/use-recall';
import { measurePanelInApp } from './app-page';
import type { BenchPage } from './bench-page';
import { atMost, reps, row, type Row } from './rows';
import { wholeMsAt } from './stats';

const ITEMS_10K = 10_000;
const MINUTE = 60_000;

const median = (samples: readonly number[]) => wholeMsAt(samples, 0.5);
const p95 = (samples: readonly number[]) => wholeMsAt(samples, 0.95);

/** The panel in the real app over the seeded database, its refresh taken apart in the notes. */
export async function panelInAppRow(
  context: BrowserContext,
  baseUrl: string,
  seed: { items: number; vectors: number },
  isQuick: boolean,
  progress: (what: string) => void,
): Promise<Row> {
  progress('panel refresh in the app (Chat view) at 10k');
  // 60 drafts: with 30, the p95 fell between the two slowest and one slow embedding moved it.
  const panel = await measurePanelInApp(context, baseUrl, reps(3, 60, isQuick));
  const span = (samples: readonly number[]) => `${median(samples)} / ${p95(samples)} ms`;
  return {
    key: 'panel-refresh-app-10k',
    label: 'panel refresh in the app, 10k',
    unit: 'ms',
    real: panel.fromSearch,
    naive: null,
    naiveLabel: null,
    target: atMost(50, 'ms'),
    notes: [
      `${seed.items} items and ${seed.vectors} stored vectors seeded; timed inside the page from the recall-memory call (the ${RECALL_DEBOUNCE_MS} ms debounce over) to the first card of the draft's topic in the panel`,
      `taken apart (median / p95): until the worker's answer reached the page ${span(panel.untilAnswer)}, of which the worker's own work ${span(panel.workerMs)}; then the page until the card was in the DOM ${span(panel.render)}`,
      `the worker's stages (median / p95): ${Object.entries(panel.stageMs)
        .map(([stage, samples]) => `${stage} ${span(samples)}`)
        .join(', ')}`,
      `from the input event instead: median ${median(panel.fromInput)} ms (includes the debounce)`,
    ],
  };
}

/** A draft embedded by each view: the first part of every panel refresh. */
export async function queryRows(
  bench: BenchPage,
  isQuick: boolean,
  progress: (what: string) => void,
): Promise<Row[]> {
  const rows: Row[] = [];
  progress('query embed');
  const query = await bench.call('query-embed', reps(5, 50, isQuick), MINUTE);
  rows.push(
    row('query-embed', 'query embed, one short draft', query, { target: atMost(20, 'ms') }),
  );
  progress('second view embed');
  const secondView = await bench.call('second-view-embed', reps(5, 50, isQuick), MINUTE);
  rows.push(
    row('second-view-embed', 'second view embed, one short draft', secondView, {
      target: null,
    }),
  );
  return rows;
}

/** The whole `search` call through the worker, over 10k items. */
export async function panelRows(
  bench: BenchPage,
  isQuick: boolean,
  progress: (what: string) => void,
): Promise<Row[]> {
  const rows: Row[] = [];
  const runs = [
    { isWarm: false, key: 'panel-refresh-worker-10k-cold', label: ', just loaded' },
    { isWarm: true, key: 'panel-refresh-worker-10k', label: '' },
  ];
  for (const { isWarm, key, label } of runs) {
    progress(`panel refresh through the worker at 10k${label}`);
    const measured = await bench.call(
      'panel-worker',
      { size: ITEMS_10K, isWarm, ...reps(5, 50, isQuick) },
      5 * MINUTE,
    );
    rows.push(
      row(key, `panel refresh, worker round trip, 10k${label}`, measured, {
        target: atMost(50, 'ms', ' (whole refresh)'),
        notes: [...measured.notes, 'no render here: the in-app row adds it'],
      }),
    );
  }
  return rows;
}
