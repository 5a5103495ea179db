import type { Reps } from '../../bench/bench-api';
import { startSyncServer } from '../../src/test/sync-server';
import type { BenchPage } from './bench-page';
import { atMost, type Row } from './rows';

const ITEMS_10K = 10_000;
const MINUTE = 60_000;
/** The server's line for each room it compacted (scripts/sync-server/room-store.mjs). */
const COMPACTED = /compacted room "[^"]*": (\d+) → (\d+) bytes stored/g;

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(2)} MiB`;

/**
 * A device added later catching up on 10,000 items through the sync server (started here,
 * on loopback, with its LevelDB folder, as `npm run sync-server` runs it): once from a room
 * filled in one change; once from a room filled one item at a time (10,000 envelopes), then
 * compacted by the device that wrote it, with the server's stored bytes before and after.
 */
export async function syncRows(
  bench: BenchPage,
  reps: (warmup: number, count: number) => Reps,
  progress: (what: string) => void,
): Promise<Row[]> {
  const server = await startSyncServer();
  try {
    progress('sync catch-up on 10k items');
    const bulk = await bench.call(
      'sync-catch-up',
      { server: server.url, items: ITEMS_10K, isOneByOne: false, ...reps(0, 3) },
      20 * MINUTE,
    );
    progress('sync catch-up on 10k items sent one by one, before and after compaction');
    const since = server.mark();
    const oneByOne = await bench.call(
      'sync-catch-up',
      { server: server.url, items: ITEMS_10K, isOneByOne: true, ...reps(0, 3) },
      40 * MINUTE,
    );
    const serverNotes = [...server.output(since).matchAll(COMPACTED)].map(
      ([, before = '0', after = '0'], index) =>
        `run ${index + 1}: the server stored ${mib(Number(before))} for the room before compaction, ${mib(Number(after))} after (its LevelDB records; LevelDB's files give the space back in its own compaction)`,
    );
    return [
      {
        key: 'sync-catch-up-10k',
        label: 'sync: a new device catches up, 10k items',
        unit: bulk.unit,
        real: bulk.real,
        naive: null,
        naiveLabel: null,
        target: atMost(10_000, 'ms'),
        notes: bulk.notes,
      },
      {
        key: 'sync-catch-up-10k-compacted',
        label: 'sync: a new device catches up from a compacted room, 10k items written one by one',
        unit: oneByOne.unit,
        real: oneByOne.real,
        naive: oneByOne.naive,
        naiveLabel: 'the same room before compaction: 10,000 envelopes, one per item',
        target: atMost(3_000, 'ms'),
        notes: [...serverNotes, ...oneByOne.notes],
      },
    ];
  } finally {
    await server.stop();
  }
}
