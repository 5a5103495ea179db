// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';

import { deriveSyncKey } from '../domain/sync/sync-key';
import { startSyncServer, type SyncServer } from '../test/sync-server';
import { EncryptedRoom, type RoomState } from './encrypted-room';

/** Fewer PBKDF2 rounds than the app's: the key's strength is not under test here. */
const TEST_ITERATIONS = 1_000;
const PASSPHRASE = 'correct horse battery staple';
const SECRET_WORDS = ['Lisbon', 'passport', '葱油饼'];

let server: SyncServer;
const open: { provider: WebsocketProvider; room: EncryptedRoom | null }[] = [];

beforeAll(async () => {
  server = await startSyncServer();
}, 30_000);

afterEach(() => {
  for (const { provider, room } of open.splice(0)) {
    room?.stop();
    provider.destroy();
  }
});

afterAll(async () => {
  await server.stop();
});

function connect(roomId: string, outer = new Y.Doc()): WebsocketProvider {
  const provider = new WebsocketProvider(server.url, roomId, outer, {
    WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
    disableBc: true,
  });
  return provider;
}

function firstSync(provider: WebsocketProvider): Promise<void> {
  return new Promise((resolve) => {
    if (provider.synced) resolve();
    else provider.once('sync', () => resolve());
  });
}

/**
 * A device: its data (inner document), joined to the room with a passphrase; the first
 * device of a room is the one that turned sync on, and so creates it.
 */
async function device(
  roomId: string,
  {
    passphrase = PASSPHRASE,
    createsRoom = false,
  }: { passphrase?: string; createsRoom?: boolean } = {},
) {
  const inner = new Y.Doc();
  const outer = new Y.Doc();
  const provider = connect(roomId, outer);
  const handle: (typeof open)[number] = { provider, room: null };
  open.push(handle);
  await firstSync(provider);
  const key = await deriveSyncKey(passphrase, roomId, TEST_ITERATIONS);
  const room = new EncryptedRoom(inner, outer, key, { createsRoom });
  handle.room = room;
  const state: RoomState = await room.start();
  return { inner, outer, room, provider, state, items: inner.getMap<string>('items') };
}

async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

let roomCount = 0;
function newRoom(): string {
  roomCount += 1;
  return `${Date.now().toString(16).padStart(16, '0')}${roomCount.toString(16).padStart(16, '0')}`;
}

describe('an encrypted room on the sync server', () => {
  it('carries changes both ways, and the server stores no plaintext', async () => {
    const roomId = newRoom();
    const laptop = await device(roomId, { createsRoom: true });
    laptop.items.set('a', 'Book the Lisbon flights');
    const phone = await device(roomId);
    expect(phone.state).toBe('syncing');
    await until(() => phone.items.get('a') === 'Book the Lisbon flights', 'the phone to catch up');
    phone.items.set('b', 'Renew the passport; 学做葱油饼');
    await until(() => laptop.items.get('b') !== undefined, 'the laptop to hear back');

    // A control room written without encryption: the same search finds its words.
    const control = connect(newRoom());
    open.push({ provider: control, room: null });
    await firstSync(control);
    control.doc.getMap('items').set('c', 'control Lisbon passport 葱油饼');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const stored = Buffer.concat(await server.storedBytes());
    expect(stored.includes(Buffer.from('control Lisbon'))).toBe(true);
    const storedWithoutControl = stored
      .toString('utf8')
      .replaceAll('control Lisbon passport 葱油饼', '');
    for (const word of SECRET_WORDS) expect(storedWithoutControl.includes(word)).toBe(false);
  }, 30_000);

  it('with a wrong passphrase reads nothing and writes nothing', async () => {
    const roomId = newRoom();
    const laptop = await device(roomId, { createsRoom: true });
    laptop.items.set('a', 'Book the Lisbon flights');
    await laptop.room.settled();
    const lengthBefore = laptop.outer.getArray('sealed').length;

    const stranger = await device(roomId, { passphrase: 'not the right passphrase at all' });
    stranger.items.set('z', 'written by the stranger');
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(stranger.state).toBe('wrong-key');
    expect(stranger.items.size).toBe(1);
    expect(stranger.items.get('a')).toBeUndefined();
    expect(laptop.outer.getArray('sealed').length).toBe(lengthBefore);
    expect(laptop.items.get('z')).toBeUndefined();
  }, 30_000);

  it('skips a damaged envelope and shrugs off a replayed one', async () => {
    const roomId = newRoom();
    const laptop = await device(roomId, { createsRoom: true });
    laptop.items.set('a', 'first');
    const phone = await device(roomId);
    await until(() => phone.items.get('a') === 'first', 'the first change');

    // The server (or anyone on the path) replays an envelope and forges another.
    const sealed = laptop.outer.getArray<Uint8Array>('sealed');
    const last = sealed.get(sealed.length - 1);
    const forged = last.slice();
    forged[forged.length - 1] = (forged.at(-1) ?? 0) ^ 0xff;
    sealed.push([last.slice(), forged]);
    laptop.items.set('b', 'second');

    await until(() => phone.items.get('b') === 'second', 'the change after them');
    await phone.room.settled();
    expect(phone.room.getStatus().unreadable).toBe(1);
    expect([...phone.items.keys()].sort()).toEqual(['a', 'b']);
  }, 30_000);

  it('keeps edits made while the server was down, on both sides, once it is back', async () => {
    const roomId = newRoom();
    const laptop = await device(roomId, { createsRoom: true });
    const phone = await device(roomId);
    laptop.items.set('a', 'before');
    await until(() => phone.items.get('a') === 'before', 'the first change');

    await server.stop();
    laptop.items.set('l', 'written on the laptop offline');
    phone.items.set('p', 'written on the phone offline');
    await server.restart();

    await until(
      () => laptop.items.get('p') !== undefined && phone.items.get('l') !== undefined,
      'both offline edits to cross',
      20_000,
    );
    expect([...laptop.items.keys()].sort()).toEqual(['a', 'l', 'p']);
    expect([...phone.items.keys()].sort()).toEqual(['a', 'l', 'p']);
  }, 45_000);
});
