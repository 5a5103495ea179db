// @vitest-environment node
/**
 * Two server processes on one Redis, as a load balancer would spread devices over them: a
 * device on each relays to the other both ways; a device joining later, on either
 * process, gets the whole room from the store; a restarted process loses nothing; and a
 * room's list of updates in Redis is compacted without losing one.
 */
import type { HocuspocusProvider } from '@hocuspocus/provider';
import IORedis from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';

import { startScaledFleet, type ScaledFleet } from '../../src/test/scaled-sync-server';
import { COMPACT_AFTER } from './room-store.mjs';
import {
  connectProvider,
  joinRoom,
  synced,
  until,
  updateMessage,
  type RawClient,
} from './test-clients';

let fleet: ScaledFleet;
let redis: IORedis;
const providers: HocuspocusProvider[] = [];
const clients: RawClient[] = [];

beforeAll(async () => {
  fleet = await startScaledFleet({ servers: 2 });
  redis = new IORedis(fleet.redisUrl);
}, 30_000);

afterEach(() => {
  for (const provider of providers.splice(0)) provider.destroy();
  for (const { ws } of clients.splice(0)) ws.terminate();
});

afterAll(async () => {
  redis.disconnect();
  await fleet.stop();
});

function server(index: number) {
  const found = fleet.servers[index];
  if (found === undefined) throw new Error(`no server ${index}`);
  return found;
}

/** A device on server `at`, once it has read the room. */
async function device(at: number, room: string) {
  const doc = new Y.Doc();
  const provider = connectProvider(server(at).url, room, doc);
  providers.push(provider);
  await synced(provider);
  return { doc, provider, items: doc.getMap<string>('items') };
}

async function rawDevice(at: number, room: string) {
  const client = await joinRoom(server(at).url, room);
  clients.push(client);
  return client;
}

const hasItems = (items: Y.Map<string>, count: number) => () => items.size >= count;

describe('two processes sharing Redis', () => {
  it('relay between devices connected to different processes, both ways', async () => {
    const one = await device(0, 'relay');
    const two = await device(1, 'relay');
    one.items.set('from-one', 'written on the device of process 1');
    await until(two.doc, hasItems(two.items, 1));
    expect(two.items.get('from-one')).toBe('written on the device of process 1');
    two.items.set('from-two', 'written on the device of process 2');
    await until(one.doc, hasItems(one.items, 2));
    expect(one.items.get('from-two')).toBe('written on the device of process 2');
  });

  it('give a device joining later, on either process, the whole room from the store', async () => {
    const writer = await device(0, 'late-join');
    for (let i = 0; i < 20; i += 1) writer.items.set(`item-${i}`, `text ${i}`);
    // Everything the writer sent has been applied by process 1 (each write is acknowledged).
    await new Promise<void>((resolve) => {
      const check = () => {
        if (!writer.provider.hasUnsyncedChanges) resolve();
      };
      writer.provider.on('unsyncedChanges', check);
      check();
    });
    for (const at of [0, 1]) {
      const late = await device(at, 'late-join');
      expect(late.items.size).toBe(20);
    }
  });

  it('lose nothing when a process restarts: its rooms are read back from Redis', async () => {
    const writer = await device(1, 'restart');
    const reader = await device(0, 'restart');
    writer.items.set('before-restart', 'kept');
    await until(reader.doc, hasItems(reader.items, 1));
    writer.provider.destroy();
    reader.provider.destroy();

    await server(1).restart();
    const back = await device(1, 'restart');
    expect(back.items.get('before-restart')).toBe('kept');

    // Both restarted: Redis alone holds the room.
    back.provider.destroy();
    await server(0).restart();
    await server(1).restart();
    for (const at of [0, 1]) {
      const again = await device(at, 'restart');
      expect(again.items.get('before-restart')).toBe('kept');
    }
  });

  it('compact a room’s list of updates in Redis, keeping every one', async () => {
    const key = 'forethought:room:compaction:updates';
    const writer = await rawDevice(0, 'compaction');
    const acksBefore = 1; // the answer to the client's own step 2
    const source = new Y.Doc();
    source.on('update', (update: Uint8Array) => writer.send(updateMessage('compaction', update)));
    const count = COMPACT_AFTER + 50;
    const items = source.getMap<string>('items');
    for (let i = 0; i < count; i += 1) items.set(`item-${i}`, `text ${i}`);
    await writer.acknowledged(acksBefore + count);
    const reader = await rawDevice(1, 'compaction');
    const readerItems = reader.doc.getMap<string>('items');
    await until(reader.doc, () => readerItems.size === count);

    // A stopping process finishes its writes (and compactions) first.
    writer.ws.terminate();
    await server(0).restart();
    const stored = await redis.lrangeBuffer(key, 0, -1);
    expect(stored.length).toBeLessThan(count);
    const merged = new Y.Doc();
    Y.applyUpdate(merged, Y.mergeUpdates(stored));
    expect(merged.getMap('items').size).toBe(count);
  });

  it('gives back in Redis what a device removed, soon after the removal', async () => {
    const writer = await rawDevice(0, 'removal');
    const source = new Y.Doc();
    source.on('update', (update: Uint8Array) => writer.send(updateMessage('removal', update)));
    const envelopes = source.getArray<string>('sealed');
    envelopes.push(['x'.repeat(20_000), 'y'.repeat(20_000)]);
    const since = server(0).mark();
    // A device compacting its room: a snapshot in, the envelopes it replaces out.
    source.transact(() => {
      envelopes.delete(0, 2);
      envelopes.push(['snapshot']);
    });
    const line = await server(0).waitForLog(
      /compacted room "removal": \d+ → \d+ bytes stored/,
      since,
    );
    const [before, after] = (line.match(/\d+/g) ?? []).map(Number);
    expect(before).toBeGreaterThan(40_000);
    expect(after).toBeLessThan(1_000);
    const stored = await redis.lrangeBuffer('forethought:room:removal:updates', 0, -1);
    const merged = new Y.Doc();
    Y.applyUpdate(merged, Y.mergeUpdates(stored));
    expect(merged.getArray('sealed').toArray()).toEqual(['snapshot']);
  });
});
