// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';

import { seal } from '../domain/sync/sealed-update';
import { deriveSyncKey } from '../domain/sync/sync-key';
import { EncryptedRoom } from './encrypted-room';

/**
 * What a device does with a room that looks empty, holds forged or malformed entries, or
 * fails to read — without a server: each device's copy of the room (its outer document) is
 * linked to the others' directly, or not yet (a server that has not loaded the room).
 */
const TEST_ITERATIONS = 1_000;
const ROOM = '00112233445566778899aabbccddeeff';
const PASSPHRASE = 'correct horse battery staple';

type Device = { inner: Y.Doc; outer: Y.Doc; room: EncryptedRoom; items: Y.Map<string> };
const devices: Device[] = [];

afterEach(() => {
  for (const { room } of devices.splice(0)) room.stop();
});

async function device({
  passphrase = PASSPHRASE,
  createsRoom = false,
}: { passphrase?: string; createsRoom?: boolean } = {}): Promise<Device> {
  const inner = new Y.Doc();
  const outer = new Y.Doc();
  const key = await deriveSyncKey(passphrase, ROOM, TEST_ITERATIONS);
  const room = new EncryptedRoom(inner, outer, key, { createsRoom });
  const made = { inner, outer, room, items: inner.getMap<string>('items') };
  devices.push(made);
  return made;
}

/** Links two copies of the room both ways, from what each holds now. */
function link(a: Y.Doc, b: Y.Doc) {
  const forward = (to: Y.Doc) => (update: Uint8Array, origin: unknown) => {
    if (origin !== 'link') Y.applyUpdate(to, update, 'link');
  };
  a.on('update', forward(b));
  b.on('update', forward(a));
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a), 'link');
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b), 'link');
}

/** Waits until no device has a read or write left, however many each set off in the others. */
async function settle() {
  for (;;) {
    const queues = devices.map(({ room }) => room.settled());
    await Promise.all(queues);
    if (devices.every(({ room }, index) => room.settled() === queues[index])) return;
  }
}

const sealedOf = (outer: Y.Doc) => outer.getArray<unknown>('sealed');

describe('a device joining a room', () => {
  it('never writes into a room that looks empty, and opens it once the data arrives', async () => {
    const laptop = await device({ createsRoom: true });
    expect(await laptop.room.start()).toBe('syncing');
    laptop.items.set('a', 'Book the Lisbon flights');
    // The server answered before loading the room: the phone sees nothing yet.
    const phone = await device();
    expect(await phone.room.start()).toBe('empty');
    expect(sealedOf(phone.outer).length).toBe(0);

    link(laptop.outer, phone.outer);
    await settle();
    expect(phone.room.getStatus().state).toBe('syncing');
    expect(phone.items.get('a')).toBe('Book the Lisbon flights');
  });

  it('with a mistyped passphrase claims nothing, and the right one still opens the room', async () => {
    const stranger = await device({ passphrase: 'a mistyped passphrase here' });
    stranger.items.set('z', 'written by the stranger');
    expect(await stranger.room.start()).toBe('empty');
    expect(sealedOf(stranger.outer).length).toBe(0);

    const laptop = await device({ createsRoom: true });
    await laptop.room.start();
    laptop.items.set('a', 'Private plan');
    link(laptop.outer, stranger.outer);
    await settle();
    expect(stranger.room.getStatus().state).toBe('wrong-key');

    const phone = await device();
    link(laptop.outer, phone.outer);
    expect(await phone.room.start()).toBe('syncing');
    await settle();
    expect([...phone.items.keys()]).toEqual(['a']);
    expect(laptop.items.get('z')).toBeUndefined();
  });

  it('that synced before and finds the room empty waits, and sends nothing', async () => {
    const phone = await device();
    phone.items.set('p', 'held from an earlier sync');
    expect(await phone.room.start()).toBe('empty');
    phone.items.set('q', 'written while it waits');
    await settle();
    expect(sealedOf(phone.outer).length).toBe(0);
  });
});

describe('a room holding entries that are not ours', () => {
  it('opens with the right passphrase though a forged key check comes first', async () => {
    const laptop = await device({ createsRoom: true });
    await laptop.room.start();
    laptop.items.set('a', 'first');
    await settle();
    // 60 bytes with a key check's header: anyone who can write to the room can add them.
    const forged = crypto.getRandomValues(new Uint8Array(60));
    forged.set([1, 1]);
    sealedOf(laptop.outer).insert(0, [forged]);

    const phone = await device();
    link(laptop.outer, phone.outer);
    expect(await phone.room.start()).toBe('syncing');
    expect(phone.items.get('a')).toBe('first');
    expect(phone.room.getStatus().unreadable).toBe(1);
  });

  it('skips and counts malformed entries, and catch-up goes on past them', async () => {
    const laptop = await device({ createsRoom: true });
    await laptop.room.start();
    laptop.items.set('a', 'first');
    await settle();
    sealedOf(laptop.outer).push([null, new Uint8Array(3), 'text', 42]);

    const phone = await device();
    link(laptop.outer, phone.outer);
    expect(await phone.room.start()).toBe('syncing');
    expect(phone.items.get('a')).toBe('first');
    expect(phone.room.getStatus().unreadable).toBe(4);

    sealedOf(laptop.outer).push([null]);
    laptop.items.set('b', 'second');
    await settle();
    expect(phone.items.get('b')).toBe('second');
    expect(phone.room.getStatus().unreadable).toBe(5);
  });

  it('applies a room of many envelopes as one change, past one that opens but is no update', async () => {
    const laptop = await device({ createsRoom: true });
    await laptop.room.start();
    for (const key of ['a', 'b', 'c']) {
      laptop.items.set(key, key.toUpperCase());
      await settle();
    }
    // Sealed with the room's key (only a holder of it can make one), but not a Yjs update.
    const key = await deriveSyncKey(PASSPHRASE, ROOM, TEST_ITERATIONS);
    // In the middle of the list, so that what follows it must still be applied.
    sealedOf(laptop.outer).insert(2, [await seal(key, 'update', new Uint8Array([200, 1, 2, 3]))]);

    const phone = await device();
    const transactions: number[] = [];
    phone.inner.on('afterTransaction', () => transactions.push(phone.items.size));
    link(laptop.outer, phone.outer);
    expect(await phone.room.start()).toBe('syncing');
    expect([...phone.items.entries()].sort()).toEqual([
      ['a', 'A'],
      ['b', 'B'],
      ['c', 'C'],
    ]);
    expect(transactions).toEqual([3]);
    expect(phone.room.getStatus().unreadable).toBe(1);
  });

  it('says so when a step fails, and reads the whole room again at the next start', async () => {
    const laptop = await device({ createsRoom: true });
    await laptop.room.start();
    const phone = await device();
    link(laptop.outer, phone.outer);
    await phone.room.start();
    const failOnce = () => {
      phone.inner.off('update', failOnce);
      throw new Error('the browser refused the write');
    };
    phone.inner.on('update', failOnce);
    laptop.items.set('a', 'first');
    await settle();
    expect(phone.room.getStatus().state).toBe('failed');

    laptop.items.set('b', 'second');
    await settle();
    expect(await phone.room.start()).toBe('syncing');
    expect([...phone.items.keys()].sort()).toEqual(['a', 'b']);
  });
});
