// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';

import { syncDocumentNames } from '../db/sync-documents';
import { newRoomId } from '../domain/sync/pairing';
import { seal } from '../domain/sync/sealed-update';
import { deriveSyncKey } from '../domain/sync/sync-key';
import { startSyncServer, type SyncServer } from '../test/sync-server';
import { carryDocument, leaveRoom } from './passphrase-change';
import { readNotices, sealedList } from './room-notices';

// The app's provider uses the page's WebSocket; Node 20 has none of its own.
Object.assign(globalThis, { WebSocket });

const PASSPHRASE = 'correct horse battery staple';
let server: SyncServer;

beforeAll(async () => {
  server = await startSyncServer();
}, 30_000);

afterAll(async () => {
  await server.stop();
});

/** A fresh copy of a room as the server serves it. */
async function readRoom(room: string): Promise<unknown[]> {
  const outer = new Y.Doc();
  const provider = new WebsocketProvider(server.url, room, outer, { disableBc: true });
  await new Promise<void>((resolve) => provider.once('sync', () => resolve()));
  const entries = sealedList(outer).toArray();
  provider.destroy();
  return entries;
}

async function writeRoom(room: string, entries: Uint8Array[]): Promise<void> {
  const outer = new Y.Doc();
  const provider = new WebsocketProvider(server.url, room, outer, { disableBc: true });
  await new Promise<void>((resolve) => provider.once('sync', () => resolve()));
  sealedList(outer).push(entries);
  provider.destroy();
}

describe('leaving a room after a passphrase change', () => {
  it('leaves only a notice, sealed with the old key, naming where sync went and not the new passphrase', async () => {
    const oldRoom = newRoomId();
    const newRoom = newRoomId();
    const key = await deriveSyncKey(PASSPHRASE, oldRoom);
    const update = new TextEncoder().encode('sealed words');
    await writeRoom(oldRoom, [
      await seal(key, 'update', update),
      await seal(key, 'update', update),
    ]);
    expect(await readRoom(oldRoom)).toHaveLength(2);

    const left = {
      server: server.url,
      room: oldRoom,
      passphrase: PASSPHRASE,
      removedDevice: 'tab',
    };
    await leaveRoom(left, { server: server.url, room: newRoom, engine: 'y-websocket' }).done;

    const entries = await readRoom(oldRoom);
    expect(entries).toHaveLength(1);
    const notices = await readNotices(key, entries);
    expect(notices).toEqual([
      expect.objectContaining({
        type: 'moved',
        room: newRoom,
        server: server.url,
        removedDevice: 'tab',
      }),
    ]);
    expect(JSON.stringify(notices)).not.toContain('passphrase');
  }, 30_000);

  it('never empties a room its old passphrase does not open', async () => {
    const room = newRoomId();
    const stranger = await deriveSyncKey('someone else entirely', room, 1_000);
    await writeRoom(room, [await seal(stranger, 'update', new Uint8Array([1, 2, 3]))]);
    const left = { server: server.url, room, passphrase: PASSPHRASE };
    await expect(leaveRoom(left, { server: server.url, room: newRoomId() }).done).rejects.toThrow(
      'does not open it',
    );
    expect(await readRoom(room)).toHaveLength(1);
  }, 30_000);
});

describe('carrying the document to the new room', () => {
  it('brings everything this browser held of the old room, merged into what the new one has', async () => {
    const oldRoom = newRoomId();
    const before = new Y.Doc();
    const store = new IndexeddbPersistence(syncDocumentNames(oldRoom).inner, before);
    await store.whenSynced;
    before.getMap('items').set('a', 'written while behind');
    await store.destroy();

    const into = new Y.Doc();
    into.getMap('items').set('b', 'already here');
    await carryDocument(oldRoom, into);
    await carryDocument(oldRoom, into);
    expect(into.getMap('items').toJSON()).toEqual({
      a: 'written while behind',
      b: 'already here',
    });
  });
});
