// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';

import { syncDocumentNames } from '../db/sync-documents';
import { newRoomId } from '../domain/sync/pairing';
import { seal } from '../domain/sync/sealed-update';
import {
  deriveMovedKey,
  deriveSyncKey,
  openMovedDestination,
  sealMovedDestination,
} from '../domain/sync/sync-key';
import { startSyncServer, type SyncServer } from '../test/sync-server';
import { carryDocument, leaveRoom } from './passphrase-change';
import { EncryptedRoom } from './encrypted-room';
import { readEntries } from './room-entries';
import { readNotices, sealedList, sealNotice } from './room-notices';

// The app's provider uses the page's WebSocket; Node 20 has none of its own.
Object.assign(globalThis, { WebSocket });

const PASSPHRASE = 'correct horse battery staple';
const NEW_PASSPHRASE = 'a brand new passphrase here';
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

/** A Yjs update that writes `text` under `id` in a fresh document of its own. */
function itemUpdate(id: string, text: string): Uint8Array<ArrayBuffer> {
  const doc = new Y.Doc();
  doc.getMap('items').set(id, text);
  return Y.encodeStateAsUpdate(doc) as Uint8Array<ArrayBuffer>;
}

/** The new room as the device that changed the passphrase holds it: its document, joined. */
function newRoomDevice(room: string, key: CryptoKey) {
  const inner = new Y.Doc();
  inner.getMap('items').set('laptop', 'carried from the laptop');
  let joined: { provider: WebsocketProvider; room: EncryptedRoom } | null = null;
  return {
    inner,
    target: {
      server: server.url,
      room,
      engine: 'y-websocket' as const,
      passphrase: NEW_PASSPHRASE,
      key,
      inner,
    },
    async join() {
      const outer = new Y.Doc();
      const encrypted = new EncryptedRoom(inner, outer, key, { createsRoom: true, onStatus() {} });
      const provider = new WebsocketProvider(server.url, room, outer, { disableBc: true });
      await new Promise<void>((resolve) => provider.once('sync', () => resolve()));
      await encrypted.start();
      joined = { provider, room: encrypted };
    },
    stop() {
      joined?.room.stop();
      joined?.provider.destroy();
    },
  };
}

/** The items a room holds for `key`, read afresh from the server. */
async function roomItems(room: string, key: CryptoKey): Promise<unknown> {
  const doc = new Y.Doc();
  for (const update of (await readEntries(key, await readRoom(room))).updates) {
    Y.applyUpdate(doc, update);
  }
  return doc.getMap('items').toJSON();
}

async function oldRoomWith(entries: (key: CryptoKey) => Promise<Uint8Array[]>) {
  const room = newRoomId();
  const key = await deriveSyncKey(PASSPHRASE, room);
  await writeRoom(room, await entries(key));
  return { room, key, left: { server: server.url, room, passphrase: PASSPHRASE } };
}

describe('leaving a room after a passphrase change', () => {
  it('carries what another device wrote there into the new room, then leaves only a notice whose destination only the new passphrase opens', async () => {
    const old = await oldRoomWith(async (key) => [
      await seal(key, 'update', itemUpdate('phone', 'written on the phone, never read here')),
      await seal(key, 'keyCheck', new TextEncoder().encode('forethought-sync key check')),
    ]);
    const newRoom = newRoomId();
    const newKey = await deriveSyncKey(NEW_PASSPHRASE, newRoom);
    const device = newRoomDevice(newRoom, newKey);
    await device.join();

    await leaveRoom({ ...old.left, removedDevice: 'tab' }, device.target).done;
    device.stop();

    expect(await roomItems(newRoom, newKey)).toEqual({
      laptop: 'carried from the laptop',
      phone: 'written on the phone, never read here',
    });
    const entries = await readRoom(old.room);
    expect(entries).toHaveLength(1);
    // The old key (which the removed device keeps) reads that sync moved, not where.
    const notices = await readNotices(old.key, entries);
    expect(notices).toEqual([expect.objectContaining({ type: 'moved', removedDevice: 'tab' })]);
    expect(Object.keys(notices[0] ?? {}).sort()).toEqual([
      'at',
      'removedDevice',
      'sealedDestination',
      'type',
    ]);
    const readable = JSON.stringify(notices);
    for (const secret of [NEW_PASSPHRASE, newRoom, server.url, new URL(server.url).host]) {
      expect(readable).not.toContain(secret);
    }
    const [notice] = notices;
    if (notice?.type !== 'moved' || !('sealedDestination' in notice)) throw new Error('unsealed');
    // The new passphrase opens it; the old one and a wrong one do not.
    expect(
      await openMovedDestination(
        await deriveMovedKey(NEW_PASSPHRASE, old.room),
        notice.sealedDestination,
      ),
    ).toEqual({ server: server.url, room: newRoom, engine: 'y-websocket' });
    for (const wrong of [PASSPHRASE, 'not the new passphrase']) {
      const key = await deriveMovedKey(wrong, old.room);
      expect(await openMovedDestination(key, notice.sealedDestination)).toBeNull();
    }
    // Nor is it the new room's own key.
    expect(await openMovedDestination(newKey, notice.sealedDestination)).toBeNull();
  }, 30_000);

  it('deletes nothing its key did not open', async () => {
    const stranger = await deriveSyncKey('someone else entirely', 'elsewhere', 1_000);
    const foreign = await seal(stranger, 'update', itemUpdate('x', 'not ours'));
    const old = await oldRoomWith(async (key) => [
      foreign,
      await seal(key, 'update', itemUpdate('phone', 'ours')),
    ]);
    const newRoom = newRoomId();
    const device = newRoomDevice(newRoom, await deriveSyncKey(NEW_PASSPHRASE, newRoom));
    await device.join();
    await leaveRoom(old.left, device.target).done;
    device.stop();

    const entries = await readRoom(old.room);
    expect(entries).toHaveLength(2);
    expect(entries).toContainEqual(foreign);
    expect(await readNotices(old.key, entries)).toHaveLength(1);
  }, 30_000);

  it('empties nothing until a fresh connection reads the new room holding its key check and the carried document', async () => {
    const old = await oldRoomWith(async (key) => [
      await seal(key, 'update', itemUpdate('phone', 'written on the phone')),
    ]);
    const newRoom = newRoomId();
    const device = newRoomDevice(newRoom, await deriveSyncKey(NEW_PASSPHRASE, newRoom));
    const leaving = leaveRoom(old.left, device.target);
    // The old room's content reached the new room's document: leaving now waits on the server.
    await new Promise<void>((resolve) => {
      const check = () => {
        if (device.inner.getMap('items').has('phone')) resolve();
      };
      device.inner.on('update', check);
      check();
    });
    expect(await readRoom(old.room)).toHaveLength(1);
    expect(await readNotices(old.key, await readRoom(old.room))).toEqual([]);

    await device.join();
    await leaving.done;
    device.stop();
    expect(await readNotices(old.key, await readRoom(old.room))).toHaveLength(1);
    expect(await readRoom(old.room)).toHaveLength(1);
  }, 30_000);

  it('finishes a change whose notice was written before it was interrupted, carrying what came after', async () => {
    const newRoom = newRoomId();
    const newKey = await deriveSyncKey(NEW_PASSPHRASE, newRoom);
    const old = await oldRoomWith(async (key) => [
      await sealNotice(key, {
        type: 'moved',
        server: server.url,
        room: newRoom,
        engine: 'y-websocket',
        at: 1,
      }),
      await seal(key, 'update', itemUpdate('returning', 'sent by a device back after weeks')),
    ]);
    const device = newRoomDevice(newRoom, newKey);
    await device.join();
    await leaveRoom(old.left, device.target).done;
    // A second try finds the room already left.
    await leaveRoom(old.left, device.target).done;
    device.stop();

    expect(await roomItems(newRoom, newKey)).toMatchObject({
      returning: 'sent by a device back after weeks',
    });
    const entries = await readRoom(old.room);
    expect(entries).toHaveLength(1);
    expect(await readNotices(old.key, entries)).toEqual([
      expect.objectContaining({ type: 'moved', room: newRoom }),
    ]);
  }, 30_000);

  it('finishes a change whose sealed notice names the new room, and refuses one sealed by another passphrase', async () => {
    const newRoom = newRoomId();
    const newKey = await deriveSyncKey(NEW_PASSPHRASE, newRoom);
    const place = { server: server.url, room: newRoom, engine: 'y-websocket' as const };
    // Another device moved this room to a passphrase of its own: its seal does not open.
    const theirs = await oldRoomWith(() => Promise.resolve([]));
    await writeRoom(theirs.room, [
      await sealNotice(theirs.key, {
        type: 'moved',
        sealedDestination: await sealMovedDestination(
          await deriveMovedKey('a passphrase of another change', theirs.room),
          place,
        ),
        at: 1,
      }),
    ]);
    const device = newRoomDevice(newRoom, newKey);
    await device.join();
    await expect(leaveRoom(theirs.left, device.target).done).rejects.toThrow('another room');

    const sealedHere = await oldRoomWith(async (key) => [
      await seal(key, 'update', itemUpdate('returning', 'sent after the notice')),
    ]);
    const noticeHere = await sealNotice(sealedHere.key, {
      type: 'moved',
      sealedDestination: await sealMovedDestination(
        await deriveMovedKey(NEW_PASSPHRASE, sealedHere.room),
        place,
      ),
      at: 1,
    });
    await writeRoom(sealedHere.room, [noticeHere]);
    await leaveRoom(sealedHere.left, device.target).done;
    device.stop();
    expect(await readRoom(sealedHere.room)).toEqual([noticeHere]);
    expect(await roomItems(newRoom, newKey)).toMatchObject({ returning: 'sent after the notice' });
  }, 60_000);

  it('never empties a room its old passphrase does not open', async () => {
    const room = newRoomId();
    const stranger = await deriveSyncKey('someone else entirely', room, 1_000);
    await writeRoom(room, [await seal(stranger, 'update', new Uint8Array([1, 2, 3]))]);
    const left = { server: server.url, room, passphrase: PASSPHRASE };
    const device = newRoomDevice(newRoomId(), stranger);
    await expect(leaveRoom(left, device.target).done).rejects.toThrow('does not open it');
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
