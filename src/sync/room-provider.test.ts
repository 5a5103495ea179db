// @vitest-environment node
/**
 * The 'hocuspocus' engine of the room provider against the real scaled-out server (Redis
 * and two processes on loopback): the events the session relies on, a reconnection after
 * a restart, and end-to-end encryption unchanged — devices on different processes read
 * each other's data while Redis holds none of the words written.
 */
import IORedis from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';

import { deriveSyncKey } from '../domain/sync/sync-key';
import { startScaledFleet, type ScaledFleet } from '../test/scaled-sync-server';
import { EncryptedRoom } from './encrypted-room';
import { connectRoom, type RoomProvider } from './room-provider';

/** Fewer PBKDF2 rounds than the app's: the key's strength is not under test here. */
const TEST_ITERATIONS = 1_000;
const SECRET_WORDS = ['Lisbon', 'passport', '葱油饼'];

let fleet: ScaledFleet;
let redis: IORedis;
const providers: RoomProvider[] = [];
const rooms: EncryptedRoom[] = [];
const globalWithSocket = globalThis as { WebSocket?: unknown };
const browserWebSocket = globalWithSocket.WebSocket;

beforeAll(async () => {
  // The provider uses the global WebSocket, as in a browser.
  globalWithSocket.WebSocket = WebSocket;
  fleet = await startScaledFleet({ servers: 2 });
  redis = new IORedis(fleet.redisUrl);
}, 30_000);

afterEach(() => {
  for (const room of rooms.splice(0)) room.stop();
  for (const provider of providers.splice(0)) provider.destroy();
});

afterAll(async () => {
  redis.disconnect();
  await fleet.stop();
  globalWithSocket.WebSocket = browserWebSocket;
});

function serverUrl(index: number): string {
  const server = fleet.servers[index];
  if (server === undefined) throw new Error(`no server ${index}`);
  return server.url;
}

/** A provider with what it reported, in order. */
function connect(index: number, room: string, outer = new Y.Doc()) {
  const provider = connectRoom('hocuspocus', serverUrl(index), room, outer);
  providers.push(provider);
  const events: string[] = [];
  const syncWaiters: (() => void)[] = [];
  provider.onConnection((isConnected) => events.push(isConnected ? 'connected' : 'offline'));
  provider.onSynced(() => {
    events.push('synced');
    for (const resolve of syncWaiters.splice(0)) resolve();
  });
  const nextSync = () => new Promise<void>((resolve) => syncWaiters.push(resolve));
  const firstSync = () => (provider.isSynced ? Promise.resolve() : nextSync());
  return { provider, outer, events, firstSync, nextSync };
}

/** Resolves with the origin of the next update of `doc` that makes `check` hold. */
function nextUpdate(doc: Y.Doc, check: () => boolean): Promise<unknown> {
  return new Promise((resolve) => {
    const listener = (_update: Uint8Array, origin: unknown) => {
      if (!check()) return;
      doc.off('update', listener);
      resolve(origin);
    };
    doc.on('update', listener);
  });
}

describe("connectRoom('hocuspocus')", () => {
  it('tells of the connection once, then the first exchange, and which updates came from the server', async () => {
    const one = connect(0, 'events');
    await one.firstSync();
    expect(one.provider.isSynced).toBe(true);
    expect(one.events).toEqual(['connected', 'synced']);

    const two = connect(1, 'events');
    await two.firstSync();
    const list = one.outer.getArray<string>('sealed');
    const arrived = nextUpdate(one.outer, () => list.length === 1);
    two.outer.getArray<string>('sealed').push(['from the other process']);
    expect(one.provider.isFromServer(await arrived)).toBe(true);

    const local = nextUpdate(one.outer, () => list.length === 2);
    list.push(['written here']);
    expect(one.provider.isFromServer(await local)).toBe(false);
  });

  it('reconnects by itself when its process restarts, and syncs again', async () => {
    const one = connect(0, 'restart');
    await one.firstSync();
    const server = fleet.servers[0];
    if (server === undefined) throw new Error('no server 0');
    const synced = one.nextSync();
    await server.restart();
    await synced;
    expect(one.events).toEqual(['connected', 'synced', 'offline', 'connected', 'synced']);
  });
});

describe('an encrypted room on the scaled-out server', () => {
  async function device(index: number, roomId: string, createsRoom: boolean) {
    const inner = new Y.Doc();
    const side = connect(index, roomId);
    await side.firstSync();
    // The room's key check, pushed by the device that made it, reaches this process through
    // Redis in its own time: a device that joins opens the room once it holds it (its first
    // exchange may come before it, and the room would read as empty).
    const sealed = side.outer.getArray('sealed');
    if (!createsRoom && sealed.length === 0) await nextUpdate(side.outer, () => sealed.length > 0);
    const key = await deriveSyncKey('correct horse battery staple', roomId, TEST_ITERATIONS);
    const room = new EncryptedRoom(inner, side.outer, key, { createsRoom });
    rooms.push(room);
    expect(await room.start()).toBe('syncing');
    return { inner, room, items: inner.getMap<string>('items') };
  }

  /** Every byte Redis holds, key by key. */
  async function storedBytes(): Promise<Buffer> {
    const keys = await redis.keys('*');
    const values = await Promise.all(
      keys.map(async (key) =>
        (await redis.type(key)) === 'list'
          ? Buffer.concat(await redis.lrangeBuffer(key, 0, -1))
          : ((await redis.getBuffer(key)) ?? Buffer.alloc(0)),
      ),
    );
    return Buffer.concat(values);
  }

  it('carries the data between devices on different processes, and Redis holds none of the words', async () => {
    const laptop = await device(0, 'a'.repeat(32), true);
    const phone = await device(1, 'a'.repeat(32), false);
    laptop.items.set('item-1', SECRET_WORDS.join(' '));
    await nextUpdate(phone.inner, () => phone.items.has('item-1'));
    expect(phone.items.get('item-1')).toBe(SECRET_WORDS.join(' '));
    await laptop.room.settled();

    // A control written without encryption: the search below finds words that are there.
    const plain = connect(1, 'plain-control');
    await plain.firstSync();
    plain.outer.getArray<string>('sealed').push(['Porto in the clear']);
    const reader = connect(0, 'plain-control');
    await reader.firstSync();

    // Stopping both processes finishes their writes; Redis then holds every room.
    for (const provider of providers.splice(0)) provider.destroy();
    await Promise.all(fleet.servers.map((server) => server.restart()));
    const stored = await storedBytes();
    expect(stored.includes(Buffer.from('Porto in the clear'))).toBe(true);
    for (const word of SECRET_WORDS) expect(stored.includes(Buffer.from(word))).toBe(false);
  });
});
