// @vitest-environment node
/**
 * A compacted room on the real server (its own process, LevelDB in a folder of its own): the
 * server's stored bytes drop once a device replaces the room's envelopes with a snapshot,
 * and a device that joins after a restart (the room read back from disk) catches up from
 * the snapshot.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';

import { ENVELOPE_KINDS } from '../../src/domain/sync/sealed-update';
import { deriveSyncKey } from '../../src/domain/sync/sync-key';
import { holdCompaction } from '../../src/sync/compaction';
import { EncryptedRoom } from '../../src/sync/encrypted-room';
import { startSyncServer, type SyncServer } from '../../src/test/sync-server';

const TEST_ITERATIONS = 1_000;
const PASSPHRASE = 'correct horse battery staple';
const ROOM = '0000018f00000000000000000000c0de';
const ITEMS = 400;

let server: SyncServer;
const open: { provider: WebsocketProvider; room: EncryptedRoom }[] = [];

beforeAll(async () => {
  server = await startSyncServer();
}, 30_000);

afterEach(() => {
  holdCompaction(false);
  for (const { provider, room } of open.splice(0)) {
    room.stop();
    provider.destroy();
  }
});

afterAll(async () => {
  await server.stop();
});

async function device(createsRoom = false) {
  const inner = new Y.Doc();
  const outer = new Y.Doc();
  const provider = new WebsocketProvider(server.url, ROOM, outer, {
    WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
    disableBc: true,
  });
  await new Promise<void>((resolve) => provider.once('sync', () => resolve()));
  const key = await deriveSyncKey(PASSPHRASE, ROOM, TEST_ITERATIONS);
  const room = new EncryptedRoom(inner, outer, key, { createsRoom });
  open.push({ provider, room });
  expect(await room.start()).toBe('syncing');
  return { inner, outer, room, items: inner.getMap<string>('items') };
}

async function until(check: () => boolean, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const COMPACTED = /compacted room "([0-9a-f]+)": (\d+) → (\d+) bytes stored/;

describe('a compacted room on the server', () => {
  it('takes fewer stored bytes, and a new device catches up from the snapshot', async () => {
    const laptop = await device(true);
    // Written one at a time, as a person does: one envelope each.
    holdCompaction(true);
    for (let index = 0; index < ITEMS; index += 1) {
      laptop.items.set(`item-${index}`, `Item number ${index}, with a few words to it`);
    }
    await laptop.room.settled();
    const sealed = laptop.outer.getArray<Uint8Array>('sealed');
    expect(sealed.length).toBe(ITEMS + 1);

    const since = server.mark();
    holdCompaction(false);
    laptop.items.set('last', 'the change that compacts the room');
    await laptop.room.settled();
    expect(sealed.toArray().map((entry) => entry[1])).toEqual([
      ENVELOPE_KINDS.keyCheck,
      ENVELOPE_KINDS.snapshot,
    ]);

    const [, room, before, after] = await server.waitForLog(COMPACTED, since);
    expect(room).toBe(ROOM);
    // Each envelope carries its own IV, tag and Yjs header; the snapshot carries the items once.
    expect(Number(before)).toBeGreaterThan(ITEMS * 100);
    expect(Number(after)).toBeLessThan(Number(before) / 2);

    // The room is read back from what the server stored.
    await server.restart();
    const phone = await device();
    await until(() => phone.items.size === ITEMS + 1, 'the phone to catch up');
    expect(phone.items.toJSON()).toEqual(laptop.items.toJSON());
    const kinds = phone.outer
      .getArray<Uint8Array>('sealed')
      .toArray()
      .map((entry) => entry[1]);
    expect(kinds).toEqual([ENVELOPE_KINDS.keyCheck, ENVELOPE_KINDS.snapshot]);
  }, 60_000);
});
