// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';

import { ENVELOPE_KINDS, seal } from '../domain/sync/sealed-update';
import { deriveSyncKey } from '../domain/sync/sync-key';
import { holdCompaction, MIN_ENVELOPES_REPLACED } from './compaction';
import { EncryptedRoom, type RoomOptions } from './encrypted-room';
import { readNotices, sealNotice, type RoomNotice } from './room-notices';

/**
 * Compaction without a server: each device's copy of the room (its outer document) is linked
 * to the others' directly, and unlinked to stand for a device that is offline.
 */
const TEST_ITERATIONS = 1_000;
const ROOM = '00112233445566778899aabbccddeeff';
const PASSPHRASE = 'correct horse battery staple';

type Device = { inner: Y.Doc; outer: Y.Doc; room: EncryptedRoom; items: Y.Map<string> };
const devices: Device[] = [];
const links: (() => void)[] = [];

afterEach(() => {
  holdCompaction(false);
  for (const unlink of links.splice(0)) unlink();
  for (const { room } of devices.splice(0)) room.stop();
});

const keyOf = (passphrase = PASSPHRASE) => deriveSyncKey(passphrase, ROOM, TEST_ITERATIONS);

async function device(options: RoomOptions = {}): Promise<Device> {
  const inner = new Y.Doc();
  const outer = new Y.Doc();
  const room = new EncryptedRoom(inner, outer, await keyOf(), options);
  const made = { inner, outer, room, items: inner.getMap<string>('items') };
  devices.push(made);
  return made;
}

/** Links two copies of the room both ways, from what each holds now; returns the unlink. */
function link(a: Y.Doc, b: Y.Doc): () => void {
  const forward = (to: Y.Doc) => (update: Uint8Array, origin: unknown) => {
    if (origin !== 'link') Y.applyUpdate(to, update, 'link');
  };
  const toB = forward(b);
  const toA = forward(a);
  a.on('update', toB);
  b.on('update', toA);
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a), 'link');
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b), 'link');
  const unlink = () => {
    a.off('update', toB);
    b.off('update', toA);
  };
  links.push(unlink);
  return unlink;
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

/** The kinds of the list's entries, in order ('other' for what is not an envelope). */
function kindsIn(outer: Y.Doc): string[] {
  const names = Object.fromEntries(Object.entries(ENVELOPE_KINDS).map(([k, v]) => [v, k]));
  return sealedOf(outer)
    .toArray()
    .map((entry) => (entry instanceof Uint8Array ? (names[entry[1] ?? -1] ?? 'other') : 'other'));
}

const count = (kinds: string[], kind: string) => kinds.filter((k) => k === kind).length;

/** `n` changes, each its own update (and so its own envelope). */
async function write(on: Device, prefix: string, n: number) {
  for (let index = 0; index < n; index += 1)
    on.items.set(`${prefix}${index}`, `${prefix} ${index}`);
  await settle();
}

async function started(options: RoomOptions = {}) {
  const made = await device(options);
  expect(await made.room.start()).toBe('syncing');
  return made;
}

describe('compaction of a room', () => {
  it('replaces the envelopes it has read with one snapshot, once there are enough of them', async () => {
    const laptop = await started({ createsRoom: true });
    await write(laptop, 'a', MIN_ENVELOPES_REPLACED - 1);
    expect(count(kindsIn(laptop.outer), 'update')).toBe(MIN_ENVELOPES_REPLACED - 1);

    await write(laptop, 'b', 1);
    expect(kindsIn(laptop.outer)).toEqual(['keyCheck', 'snapshot']);
    // Not again until as many more have come.
    await write(laptop, 'c', MIN_ENVELOPES_REPLACED - 1);
    expect(count(kindsIn(laptop.outer), 'snapshot')).toBe(1);
    expect(count(kindsIn(laptop.outer), 'update')).toBe(MIN_ENVELOPES_REPLACED - 1);
  });

  it('keeps key checks, notices, entries that do not open, and what it has not read', async () => {
    const laptop = await started({ createsRoom: true });
    const sealed = sealedOf(laptop.outer);
    const key = await keyOf();
    const strangersKey = await keyOf('another passphrase altogether');
    const forged = (await seal(key, 'update', new Uint8Array([1, 2, 3]))).map((byte, index) =>
      index === 20 ? byte ^ 0xff : byte,
    );
    sealed.push([
      await seal(key, 'notice', new TextEncoder().encode('{"type":"device"}')),
      await seal(strangersKey, 'update', new Uint8Array([0, 0])),
      await seal(strangersKey, 'keyCheck', new Uint8Array([1])),
      forged,
      new Uint8Array([9, 9, 9]),
    ]);
    holdCompaction(true);
    await write(laptop, 'l', MIN_ENVELOPES_REPLACED);
    holdCompaction(false);

    // Another device's envelope arrives while the laptop's next change is on its way: the
    // laptop compacts before it reads that envelope, and must not take it for its own.
    const elsewhere = new Y.Doc();
    elsewhere.getMap<string>('items').set('u', 'written elsewhere');
    const unread = await seal(key, 'update', new Uint8Array(Y.encodeStateAsUpdate(elsewhere)));
    laptop.items.set('last', 'the last change');
    sealed.push([unread]);
    const unreadCopy = sealed.get(sealed.length - 1);
    await settle();

    const kinds = kindsIn(laptop.outer);
    expect(count(kinds, 'snapshot')).toBe(1);
    expect(count(kinds, 'keyCheck')).toBe(2);
    expect(count(kinds, 'notice')).toBe(1);
    expect(count(kinds, 'other')).toBe(1);
    // The stranger's update, the forged one and the unread one.
    expect(count(kinds, 'update')).toBe(3);
    expect(sealed.toArray()).toContain(unreadCopy);
    expect(laptop.items.get('u')).toBe('written elsewhere');

    const phone = await device();
    link(phone.outer, laptop.outer);
    expect(await phone.room.start()).toBe('syncing');
    await settle();
    expect(phone.items.toJSON()).toEqual(laptop.items.toJSON());
    expect(phone.room.getStatus().unreadable).toBe(laptop.room.getStatus().unreadable);
  });

  it('holds off while compaction is held, and compacts at the next change after', async () => {
    const laptop = await started({ createsRoom: true });
    holdCompaction(true);
    await write(laptop, 'a', MIN_ENVELOPES_REPLACED * 2);
    expect(count(kindsIn(laptop.outer), 'snapshot')).toBe(0);
    holdCompaction(false);
    await write(laptop, 'b', 1);
    expect(kindsIn(laptop.outer)).toEqual(['keyCheck', 'snapshot']);
  });

  it('waits until the log weighs as much as the newest snapshot', async () => {
    const laptop = await started({ createsRoom: true });
    laptop.inner.getText('notes').insert(0, 'x'.repeat(50_000));
    await write(laptop, 'a', MIN_ENVELOPES_REPLACED - 1);
    expect(kindsIn(laptop.outer)).toEqual(['keyCheck', 'snapshot']);
    await write(laptop, 'b', MIN_ENVELOPES_REPLACED * 2);
    expect(count(kindsIn(laptop.outer), 'snapshot')).toBe(1);
    expect(count(kindsIn(laptop.outer), 'update')).toBe(MIN_ENVELOPES_REPLACED * 2);
  });

  it('is harmless when two devices compact at once, offline from each other', async () => {
    const laptop = await started({ createsRoom: true });
    const phone = await device();
    const unlink = link(laptop.outer, phone.outer);
    expect(await phone.room.start()).toBe('syncing');
    await write(laptop, 'shared', 10);
    unlink();
    // Both reach the trigger with their last change (the 10 shared count for both).
    await write(laptop, 'l', MIN_ENVELOPES_REPLACED - 10);
    await write(phone, 'p', MIN_ENVELOPES_REPLACED - 10);
    expect(count(kindsIn(laptop.outer), 'snapshot')).toBe(1);
    expect(count(kindsIn(phone.outer), 'snapshot')).toBe(1);

    link(laptop.outer, phone.outer);
    await settle();
    // Each removed what it had read; neither removed the other's new snapshot.
    expect(kindsIn(laptop.outer)).toEqual(['keyCheck', 'snapshot', 'snapshot']);
    expect(kindsIn(laptop.outer)).toEqual(kindsIn(phone.outer));
    const expected = 10 + 2 * (MIN_ENVELOPES_REPLACED - 10);
    expect(laptop.items.size).toBe(expected);
    expect(phone.items.size).toBe(expected);

    // A late joiner reads the two snapshots and has everything.
    const tablet = await device();
    link(tablet.outer, laptop.outer);
    expect(await tablet.room.start()).toBe('syncing');
    await settle();
    expect(tablet.items.toJSON()).toEqual(laptop.items.toJSON());

    // The next compaction replaces both snapshots.
    await write(laptop, 'more', MIN_ENVELOPES_REPLACED);
    expect(kindsIn(phone.outer)).toEqual(['keyCheck', 'snapshot']);
    expect(phone.items.toJSON()).toEqual(laptop.items.toJSON());
  });

  it('lets a late joiner start from the snapshot and the envelopes after it', async () => {
    const laptop = await started({ createsRoom: true });
    await write(laptop, 'a', MIN_ENVELOPES_REPLACED);
    laptop.items.delete('a3');
    laptop.items.set('a4', 'changed after it was written');
    await write(laptop, 'b', 2);
    expect(kindsIn(laptop.outer)).toEqual([
      'keyCheck',
      'snapshot',
      'update',
      'update',
      'update',
      'update',
    ]);

    const phone = await device();
    link(phone.outer, laptop.outer);
    expect(await phone.room.start()).toBe('syncing');
    await settle();
    expect(phone.items.toJSON()).toEqual(laptop.items.toJSON());
    expect(phone.items.has('a3')).toBe(false);
    expect(phone.items.get('a4')).toBe('changed after it was written');
  });

  it('leaves an offline device whole: it is sent the snapshot for what it missed', async () => {
    const laptop = await started({ createsRoom: true });
    const phone = await device();
    const unlink = link(laptop.outer, phone.outer);
    expect(await phone.room.start()).toBe('syncing');
    await write(laptop, 'seen', 5);
    unlink();
    // The laptop writes and compacts while the phone is away; the phone writes too.
    await write(laptop, 'missed', MIN_ENVELOPES_REPLACED - 5);
    expect(kindsIn(laptop.outer)).toEqual(['keyCheck', 'snapshot']);
    await write(phone, 'offline', 3);
    link(laptop.outer, phone.outer);
    await settle();
    expect(phone.items.toJSON()).toEqual(laptop.items.toJSON());
    expect(phone.items.size).toBe(MIN_ENVELOPES_REPLACED + 3);
    // The phone's own envelopes were read by nobody before the compaction: they stay.
    expect(count(kindsIn(laptop.outer), 'update')).toBe(3);
  });

  it('keeps only the newest device notice of each device it has read, and every move', async () => {
    const laptop = await started({ createsRoom: true });
    const key = await keyOf();
    const seen = (id: string, seenAt: number) =>
      ({ type: 'device', id, name: id, seenAt }) as const;
    const at = { server: 'ws://127.0.0.1:1', room: ROOM, engine: 'y-websocket' as const };
    const moved: RoomNotice = { type: 'moved', ...at, at: 1 };
    const strangers = await seal(
      await keyOf('another passphrase altogether'),
      'notice',
      new TextEncoder().encode(JSON.stringify(seen('phone', 1))),
    );
    const notices = [seen('phone', 1), seen('laptop', 7), seen('phone', 3), moved];
    const unknownShape = new TextEncoder().encode('{"type":"device","id":"phone"}');
    sealedOf(laptop.outer).push([
      ...(await Promise.all(notices.map((notice) => sealNotice(key, notice)))),
      await sealNotice(key, seen('phone', 2)),
      await seal(key, 'notice', unknownShape),
      strangers,
    ]);
    await write(laptop, 'a', MIN_ENVELOPES_REPLACED);

    // phone at 1 and at 2 went; the one of unknown shape and the stranger's stay.
    const notice = Array<string>(5).fill('notice');
    expect(kindsIn(laptop.outer)).toEqual(['keyCheck', ...notice, 'snapshot']);
    expect(sealedOf(laptop.outer).toArray()).toContainEqual(strangers);
    const left = await readNotices(key, sealedOf(laptop.outer).toArray());
    expect(left).toEqual([seen('laptop', 7), seen('phone', 3), moved]);
  });

  it('leaves the room as it is when the snapshot would be too large to send', async () => {
    const laptop = await started({ createsRoom: true, maxSnapshotBytes: 2_000 });
    laptop.inner.getText('notes').insert(0, 'x'.repeat(3_000));
    await write(laptop, 'a', MIN_ENVELOPES_REPLACED);
    expect(count(kindsIn(laptop.outer), 'snapshot')).toBe(0);
    expect(count(kindsIn(laptop.outer), 'update')).toBe(MIN_ENVELOPES_REPLACED + 1);

    // Nothing was lost: a late joiner reads every envelope.
    const phone = await device();
    link(phone.outer, laptop.outer);
    expect(await phone.room.start()).toBe('syncing');
    await settle();
    expect(phone.items.size).toBe(MIN_ENVELOPES_REPLACED);
    expect(phone.inner.getText('notes').length).toBe(3_000);
  });
});
