import type { Reps, SyncRoomHeld } from '../../bench/bench-api';
import { repeat } from '../../bench/repeat';
import { startSyncServer } from '../../src/test/sync-server';
import type { BenchPage } from './bench-page';
import { atMost, type Row } from './rows';

const ITEMS_10K = 10_000;
const MINUTE = 60_000;
/** The server's line for each room it compacted (scripts/sync-server/room-store.mjs). */
const COMPACTED = /compacted room "[^"]*": (\d+) → (\d+) bytes stored/g;

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(2)} MiB`;
const envelopesOf = (held: SyncRoomHeld) => `${held.envelopes} envelopes, ${mib(held.bytes)}`;

/** A bench page in a browser of its own, with a new profile: a device that has never synced. */
export type OpenDevice = () => Promise<{ bench: BenchPage; close: () => Promise<void> }>;

/** A new device, in a browser of its own, joins `room`; the browser is closed afterwards. */
async function joinOnNewDevice(
  openDevice: OpenDevice,
  server: string,
  room: string,
  items: number,
) {
  const device = await openDevice();
  try {
    return await device.bench.call('sync-join', { server, room, items }, 10 * MINUTE);
  } finally {
    await device.close();
  }
}

/** The writing device fills a new room with 10,000 items, in one change or one per item. */
function fillRoom(writer: BenchPage, server: string, isOneByOne: boolean) {
  const fill = { action: 'fill', server, items: ITEMS_10K, isOneByOne } as const;
  return writer.call('sync-writer', fill, (isOneByOne ? 30 : 10) * MINUTE);
}

/**
 * A device added later catching up on 10,000 items through the sync server (started here,
 * on loopback, with its LevelDB folder, as `npm run sync-server` runs it): once from a room
 * filled in one change; once from a room filled one item at a time (10,000 envelopes), then
 * compacted by the device that wrote it, with the server's stored bytes before and after.
 * The writing device runs in `writer`'s page; each joining device in a new browser with a
 * new profile, as a second device has its own (in one profile the two would share one
 * IndexedDB store and one page's thread, which no two devices do).
 */
export async function syncRows(
  writer: BenchPage,
  openDevice: OpenDevice,
  reps: (warmup: number, count: number) => Reps,
  progress: (what: string) => void,
): Promise<Row[]> {
  const server = await startSyncServer();
  try {
    progress('sync catch-up on 10k items');
    const bulk = await repeat(reps(0, 3), async () => {
      const held = await fillRoom(writer, server.url, false);
      const joined = await joinOnNewDevice(openDevice, server.url, held.room, ITEMS_10K);
      await writer.call('sync-writer', { action: 'stop' }, MINUTE);
      return { held, joined };
    });
    const [first] = bulk;
    const held = first ? envelopesOf(first.held) : 'nothing';
    const bulkNotes = [
      `${ITEMS_10K} items written in one change, the room holding ${held} (its key check and the device's notice among them); the server on loopback; each joining device a new browser profile`,
      ...bulk.map(({ joined }, index) => `run ${index + 1}: ${joined.note}`),
    ];

    progress('sync catch-up on 10k items sent one by one, before and after compaction');
    const since = server.mark();
    const oneByOne = await repeat(reps(0, 3), async () => {
      const whole = await fillRoom(writer, server.url, true);
      const before = await joinOnNewDevice(openDevice, server.url, whole.room, ITEMS_10K);
      const compact = { action: 'compact', server: server.url } as const;
      const compacted = await writer.call('sync-writer', compact, 10 * MINUTE);
      const after = await joinOnNewDevice(openDevice, server.url, compacted.room, ITEMS_10K + 1);
      await writer.call('sync-writer', { action: 'stop' }, MINUTE);
      return { whole, before, compacted, after };
    });
    const notes = oneByOne.flatMap(({ whole, before, compacted, after }, index) => [
      `run ${index + 1}: without compaction ${envelopesOf(whole)}; join ${before.note}`,
      `run ${index + 1}: compacted ${envelopesOf(compacted)}; join ${after.note}`,
    ]);
    const serverNotes = [...server.output(since).matchAll(COMPACTED)].map(
      ([, before = '0', after = '0'], index) =>
        `run ${index + 1}: the server stored ${mib(Number(before))} for the room before compaction, ${mib(Number(after))} after (its LevelDB records; LevelDB's files give the space back in its own compaction)`,
    );
    return [
      {
        key: 'sync-catch-up-10k',
        label: 'sync: a new device catches up, 10k items',
        unit: 'ms',
        real: bulk.map(({ joined }) => joined.ms),
        naive: null,
        naiveLabel: null,
        target: atMost(10_000, 'ms'),
        notes: bulkNotes,
      },
      {
        key: 'sync-catch-up-10k-compacted',
        label: 'sync: a new device catches up from a compacted room, 10k items written one by one',
        unit: 'ms',
        real: oneByOne.map(({ after }) => after.ms),
        naive: oneByOne.map(({ before }) => before.ms),
        naiveLabel: 'the same room before compaction: 10,000 envelopes, one per item',
        target: atMost(3_000, 'ms'),
        notes: [...serverNotes, ...notes],
      },
    ];
  } finally {
    await server.stop();
  }
}
