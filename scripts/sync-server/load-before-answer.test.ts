// @vitest-environment node
/**
 * A device must not be answered before its room is loaded from disk. y-websocket answered
 * at once, from an empty document: the device took a full room for a new one, and a device
 * with the wrong passphrase wrote its own key check into a room that held another
 * passphrase's data, locking the right devices out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';

import { deriveSyncKey } from '../../src/domain/sync/sync-key';
import { holdCompaction } from '../../src/sync/compaction';
import { EncryptedRoom, type RoomState } from '../../src/sync/encrypted-room';
import { startServerProcess, type ServerProcess } from './server-process';

/** Fewer PBKDF2 rounds than the app's: the key's strength is not under test here. */
const TEST_ITERATIONS = 1_000;
const ROOM = 'a-room-that-takes-a-while-to-load';
/** Changes sent one at a time, as a device writing while it syncs: one stored update each. */
const CHANGES = 3_000;
/** The envelopes such a room holds: its key check, then one per change. */
const ENVELOPES = CHANGES + 1;
const KEY_CHECK_KIND = 1;

let server: ServerProcess;
let rightKey: CryptoKey;
let wrongKey: CryptoKey;
const providers: WebsocketProvider[] = [];

beforeAll(async () => {
  // The room must stay 3,000 stored updates (slow to load): compaction would replace them.
  holdCompaction(true);
  server = await startServerProcess();
  rightKey = await deriveSyncKey('the passphrase of this room', ROOM, TEST_ITERATIONS);
  wrongKey = await deriveSyncKey('another passphrase entirely', ROOM, TEST_ITERATIONS);
}, 20_000);

afterAll(async () => {
  holdCompaction(false);
  for (const provider of providers.splice(0)) provider.destroy();
  await server.stop();
});

function connect(outer: Y.Doc): WebsocketProvider {
  const provider = new WebsocketProvider(server.url, ROOM, outer, {
    WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
    disableBc: true,
  });
  providers.push(provider);
  return provider;
}

function firstSync(provider: WebsocketProvider): Promise<void> {
  return new Promise((resolve) => {
    if (provider.synced) resolve();
    else provider.once('sync', () => resolve());
  });
}

/**
 * A device joining the room as the app's sync session does: the encrypted room is started
 * after the provider's first sync, which must already hold everything the server has.
 */
async function joinRoom(key: CryptoKey, createsRoom = false) {
  const inner = new Y.Doc();
  const outer = new Y.Doc();
  const sealed = outer.getArray<Uint8Array>('sealed');
  const provider = connect(outer);
  await firstSync(provider);
  const envelopesAtFirstSync = sealed.length;
  const room = new EncryptedRoom(inner, outer, key, { createsRoom });
  const state: RoomState = await room.start();
  return { inner, sealed, provider, room, state, envelopesAtFirstSync };
}

/** Resolves once a bare client of the room (it decrypts nothing) sees `count` envelopes. */
async function serverHolds(count: number): Promise<void> {
  const sealed = new Y.Doc().getArray<Uint8Array>('sealed');
  const provider = connect(sealed.doc as Y.Doc);
  await new Promise<void>((resolve) => {
    const check = () => {
      if (sealed.length < count) return;
      sealed.unobserve(check);
      resolve();
    };
    sealed.observe(check);
    check();
  });
  provider.destroy();
}

function keyChecks(sealed: Y.Array<Uint8Array>): number {
  return sealed.toArray().filter((envelope) => envelope[1] === KEY_CHECK_KIND).length;
}

describe('a device joining a room the server has on disk but not in memory', () => {
  beforeAll(async () => {
    const writer = await joinRoom(rightKey, true);
    expect(writer.state).toBe('syncing');
    const items = writer.inner.getMap<string>('items');
    for (let i = 0; i < CHANGES; i += 1) items.set(`item-${i}`, `what was said, number ${i}`);
    await writer.room.settled();
    await serverHolds(ENVELOPES);
    writer.provider.destroy();
    // The room is now only on disk: the next device makes the server load it.
    await server.restart();
  }, 30_000);

  it('with the wrong passphrase reads the whole room at once, finds the key check and writes nothing', async () => {
    const wrong = await joinRoom(wrongKey);
    expect(wrong.envelopesAtFirstSync).toBe(ENVELOPES);
    expect(wrong.state).toBe('wrong-key');
    await wrong.room.settled();
    expect(wrong.sealed.length).toBe(ENVELOPES);
    expect(keyChecks(wrong.sealed)).toBe(1);
    wrong.provider.destroy();
  });

  it('with the right passphrase reads the whole room at once and syncs', async () => {
    const right = await joinRoom(rightKey);
    expect(right.envelopesAtFirstSync).toBe(ENVELOPES);
    expect(right.state).toBe('syncing');
    await right.room.settled();
    expect(right.sealed.length).toBe(ENVELOPES);
    expect(keyChecks(right.sealed)).toBe(1);
    expect(right.inner.getMap('items').size).toBe(CHANGES);
  });
});
