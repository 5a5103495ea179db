import type { Reps } from '../../bench/bench-api';
import { startSyncServer } from '../../src/test/sync-server';
import type { BenchPage } from './bench-page';
import { atMost, type Row } from './rows';

const ITEMS_10K = 10_000;
const MINUTE = 60_000;

/**
 * A device added later catching up on 10,000 items through the sync server (started here,
 * on loopback, with its LevelDB folder, as `npm run sync-server` runs it): once from a room
 * filled in one change, once from a room filled one item at a time (10,000 envelopes).
 */
export async function syncRows(
  bench: BenchPage,
  reps: (warmup: number, count: number) => Reps,
  progress: (what: string) => void,
): Promise<Row[]> {
  const server = await startSyncServer();
  try {
    const rows: Row[] = [];
    for (const isOneByOne of [false, true]) {
      progress(`sync catch-up on 10k items${isOneByOne ? ', sent one by one' : ''}`);
      const measured = await bench.call(
        'sync-catch-up',
        { server: server.url, items: ITEMS_10K, isOneByOne, ...reps(0, 3) },
        20 * MINUTE,
      );
      rows.push({
        key: isOneByOne ? 'sync-catch-up-10k-one-by-one' : 'sync-catch-up-10k',
        label: isOneByOne
          ? 'sync: a new device catches up, 10k items written one by one'
          : 'sync: a new device catches up, 10k items',
        unit: measured.unit,
        real: measured.real,
        naive: null,
        naiveLabel: null,
        target: atMost(10_000, 'ms'),
        notes: measured.notes,
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}
