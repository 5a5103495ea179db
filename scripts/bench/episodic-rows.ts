import type { Measured, Reps } from '../../bench/bench-api';
import type { BenchPage } from './bench-page';
import { atLeast, atMost, type Row } from './rows';

const ITEMS_10K = 10_000;
const TURNS_1M = 1_000_000;
/** An HNSW build in WASM inserts a few thousand vectors a second here: 1M would take too long. */
const TURNS_HNSW = 100_000;
const MINUTE = 60_000;

type Reporter = (what: string) => void;

const EMPTY: Measured = { unit: 'ms', real: [], naive: null, notes: [] };

function row(key: string, label: string, measured: Measured, target: Row['target']): Row {
  const { unit, real, naive, notes } = measured;
  return { key, label, unit, real, naive, naiveLabel: null, target, notes };
}

/**
 * The episodic log at a heavy user's scale: the panel's call at 10k items + 1M turns, then
 * each index over the same synthetic turns (exact floats, the app's 4-bit codes, HNSW from
 * EdgeVec), BM25 at 1M, and new turns embedded through the worker.
 */
export async function episodicRows(
  bench: BenchPage,
  reps: (warmup: number, count: number) => Reps,
  progress: Reporter,
): Promise<Row[]> {
  const rows: Row[] = [];
  progress('recall-memory at 10k items + 1M turns through the worker');
  const memory = await bench.call(
    'recall-memory-worker',
    { items: ITEMS_10K, memories: ITEMS_10K, episodes: TURNS_1M, ...reps(3, 40) },
    6 * MINUTE,
  );
  rows.push(
    row(
      'recall-memory-worker-1m',
      'recall-memory, 10k items + 10k facts/habits + 1M synthetic turns, worker',
      memory,
      atMost(50, 'ms'),
    ),
  );
  const queries = reps(0, 50).reps;
  const indexes = [
    { index: 'exact', size: TURNS_1M, label: 'exact float scan' },
    { index: 'quantised', size: TURNS_1M, label: '4-bit codes, Hamming + rescore' },
    {
      index: 'quantised-exact',
      size: TURNS_1M,
      label: '4-bit codes, then the best 200 exactly from an OPFS file',
    },
    { index: 'exact', size: TURNS_HNSW, label: 'exact float scan' },
    { index: 'quantised', size: TURNS_HNSW, label: '4-bit codes, Hamming + rescore' },
    {
      index: 'quantised-exact',
      size: TURNS_HNSW,
      label: '4-bit codes, then the best 200 exactly from an OPFS file',
    },
    { index: 'hnsw', size: TURNS_HNSW, label: 'EdgeVec HNSW (M 16, ef 100/64)' },
  ] as const;
  for (const { index, size, label } of indexes) {
    const scale = `${size / 1000}k`;
    progress(`episodic index: ${label} at ${scale}`);
    const key = `episodic-${index}-${scale}`;
    try {
      const measured = await bench.call('episodic-index', { index, size, queries }, 20 * MINUTE);
      rows.push(row(key, `episodic ${label}, ${scale}`, measured, null));
    } catch (error) {
      // A library that fails in the page is a result too: say so in the table.
      const notMeasured = error instanceof Error ? error.message.split('\n')[0] : String(error);
      rows.push({
        ...row(key, `episodic ${label}, ${scale}`, EMPTY, null),
        real: null,
        notMeasured,
      });
    }
  }
  for (const isLazy of [false, true]) {
    progress(`BM25 over 1M turns (${isLazy ? 'built on the first query' : 'grown with the log'})`);
    const measured = await bench.call(
      'episodic-lexical',
      { size: TURNS_1M, isLazy, queries },
      6 * MINUTE,
    );
    const label = isLazy ? 'general BM25, all hits sorted' : 'episodes’ BM25, top 50 heap';
    rows.push(row(`episodic-bm25-${isLazy ? 'lazy' : 'grown'}`, label, measured, null));
  }
  rows.push(await importIndexingRow(bench, reps(0, 3), progress));
  return rows;
}

/** An import's turns embedded and indexed in the background, 16 a call as the app sends them. */
export async function importIndexingRow(
  bench: BenchPage,
  spec: Reps,
  progress: (what: string) => void,
): Promise<Row> {
  progress('background indexing of an import through episodes-upsert');
  const imported = await bench.call('episode-import', { turns: 256, ...spec }, 6 * MINUTE);
  return row('episode-import', 'import indexing, 256 turns', imported, atLeast(60, 'texts/s'));
}
