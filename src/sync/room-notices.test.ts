// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';

import { seal } from '../domain/sync/sealed-update';
import {
  deriveMovedKey,
  deriveSyncKey,
  openMovedDestination,
  sealMovedDestination,
} from '../domain/sync/sync-key';
import { ANNOUNCE_EVERY_MS, followRoster, type KnownDevice } from './device-roster';
import {
  followNotices,
  parseNotice,
  readNotices,
  sealedList,
  sealNotice,
  type MovedNotice,
  type RoomNotice,
} from './room-notices';

const ROOM = '00112233445566778899aabbccddeeff';
const keyOf = (passphrase: string) => deriveSyncKey(passphrase, ROOM, 1_000);

const NEW_ROOM = 'ffeeddccbbaa99887766554433221100';
/** A notice in the form written before the destination was sealed: still read. */
const moved = {
  type: 'moved',
  server: 'ws://127.0.0.1:4455',
  room: NEW_ROOM,
  engine: 'y-websocket',
  at: 1,
} satisfies MovedNotice;

function until<T>(read: () => T | undefined): Promise<T> {
  return new Promise((resolve) => {
    const poll = () => {
      const value = read();
      if (value === undefined) setTimeout(poll, 5);
      else resolve(value);
    };
    poll();
  });
}

describe('room notices', () => {
  it('open with the room key only, and never tell the new passphrase', async () => {
    const key = await keyOf('the right passphrase');
    const other = await keyOf('another passphrase');
    const sealed = await sealNotice(key, moved);
    expect(await readNotices(key, [sealed])).toEqual([moved]);
    expect(await readNotices(other, [sealed])).toEqual([]);
    expect(new TextDecoder().decode(sealed)).not.toContain('ws://');
  });

  it('skip updates, key checks, junk and shapes this version does not know', async () => {
    const key = await keyOf('the right passphrase');
    const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
    const entries = [
      await seal(key, 'update', encode(moved)),
      await seal(key, 'notice', encode({ type: 'moved', room: 'r' })),
      await seal(key, 'notice', encode({ type: 'device', id: 'a', name: '', seenAt: 1 })),
      await seal(key, 'notice', new TextEncoder().encode('not json')),
      null,
      42,
      new Uint8Array([1, 3, 0]),
    ];
    expect(await readNotices(key, entries)).toEqual([]);
    expect(parseNotice(encode({ ...moved, engine: 'carrier-pigeon' }))).toBeNull();
    // A notice may only send a device to a WebSocket server and a room id of the app's form.
    expect(parseNotice(encode({ ...moved, server: 'https://elsewhere.example' }))).toBeNull();
    expect(parseNotice(encode({ ...moved, server: 'javascript:alert(1)' }))).toBeNull();
    expect(parseNotice(encode({ ...moved, room: 'r' }))).toBeNull();
    expect(parseNotice(encode({ ...moved, room: moved.room.toUpperCase() }))).toBeNull();
    expect(parseNotice(encode({ ...moved, removedDevice: 'abc' }))).toEqual({
      ...moved,
      removedDevice: 'abc',
    });
  });

  it('of a move seal where sync went with the new passphrase: the old key reads only that it moved', async () => {
    const oldKey = await keyOf('the old passphrase');
    const place = {
      server: 'wss://sync.example.org',
      room: NEW_ROOM,
      engine: 'hocuspocus' as const,
    };
    const movedKeyOf = (passphrase: string) => deriveMovedKey(passphrase, ROOM, 1_000);
    const sealedDestination = await sealMovedDestination(
      await movedKeyOf('the new passphrase'),
      place,
    );
    const notice: MovedNotice = { type: 'moved', sealedDestination, removedDevice: 'tab', at: 1 };
    const [read] = await readNotices(oldKey, [await sealNotice(oldKey, notice)]);
    expect(read).toEqual(notice);
    expect(JSON.stringify(read)).not.toMatch(/sync\.example\.org|ffeedd|hocuspocus/);
    expect(atob(sealedDestination)).not.toMatch(/sync\.example\.org|ffeedd|hocuspocus/);
    expect(
      await openMovedDestination(await movedKeyOf('the new passphrase'), sealedDestination),
    ).toEqual(place);
    for (const wrong of ['the old passphrase', 'a wrong new passphrase']) {
      expect(await openMovedDestination(await movedKeyOf(wrong), sealedDestination)).toBeNull();
    }
    // The new room's own key (same passphrase, the new room's salt) does not open it either.
    const newRoomKey = await deriveSyncKey('the new passphrase', NEW_ROOM, 1_000);
    expect(await openMovedDestination(newRoomKey, sealedDestination)).toBeNull();
    expect(await openMovedDestination(oldKey, 'not base64 at all!')).toBeNull();
  });

  it('of a move sealed for a place no device may be sent to open to nothing', async () => {
    const key = await deriveMovedKey('the new passphrase', ROOM, 1_000);
    for (const place of [
      { server: 'https://elsewhere.example', room: NEW_ROOM, engine: 'y-websocket' },
      { server: 'ws://127.0.0.1:4455', room: 'r', engine: 'y-websocket' },
      { server: 'ws://127.0.0.1:4455', room: NEW_ROOM, engine: 'carrier-pigeon' },
    ]) {
      const sealed = await sealMovedDestination(key, place as typeof moved);
      expect(await openMovedDestination(key, sealed)).toBeNull();
    }
    const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
    expect(parseNotice(encode({ type: 'moved', sealedDestination: 42, at: 1 }))).toBeNull();
    expect(parseNotice(encode({ type: 'moved', sealedDestination: '', at: 1 }))).toBeNull();
    expect(
      parseNotice(encode({ type: 'moved', sealedDestination: 'x'.repeat(1_001), at: 1 })),
    ).toBeNull();
  });

  it('are read from what the room holds and from what is appended later', async () => {
    const key = await keyOf('the right passphrase');
    const outer = new Y.Doc();
    const device: RoomNotice = { type: 'device', id: 'aa', name: 'Laptop', seenAt: 5 };
    sealedList(outer).push([await sealNotice(key, device)]);
    const read: RoomNotice[] = [];
    const follower = followNotices(outer, key, (notice) => read.push(notice));
    sealedList(outer).push([await sealNotice(key, moved)]);
    await until(() => (read.length === 2 ? true : undefined));
    expect(read).toEqual([device, moved]);
    follower.stop();
  });
});

describe('the device roster', () => {
  it('keeps listening for a move after one it did not take (a notice naming this very room)', async () => {
    const key = await keyOf('the right passphrase');
    const outer = new Y.Doc();
    const offered: string[] = [];
    const roster = followRoster(outer, key, 'me', {
      devices: () => undefined,
      moved: (notice) => offered.push('room' in notice ? notice.room : 'sealed') > 1,
    });
    const decoy = { ...moved, room: '0123456789abcdef0123456789abcdef' };
    sealedList(outer).push([await sealNotice(key, decoy)]);
    sealedList(outer).push([await sealNotice(key, moved), await sealNotice(key, moved)]);
    await until(() => (offered.length === 2 ? true : undefined));
    await roster.announce('Laptop');
    expect(offered).toEqual([decoy.room, moved.room]);
    roster.stop();
  });

  it('lists each device once, under its latest name, this one first; a move is told once', async () => {
    const key = await keyOf('the right passphrase');
    const outer = new Y.Doc();
    let devices: readonly KnownDevice[] = [];
    const moves: MovedNotice[] = [];
    const roster = followRoster(outer, key, 'me', {
      devices: (listed) => (devices = listed),
      moved: (notice) => moves.push(notice) > 0,
    });
    const list = sealedList(outer);
    list.push([await sealNotice(key, { type: 'device', id: 'phone', name: 'Phone', seenAt: 10 })]);
    list.push([await sealNotice(key, { type: 'device', id: 'phone', name: 'Old', seenAt: 3 })]);
    list.push([await sealNotice(key, { type: 'device', id: 'phone', name: 'Pixel', seenAt: 20 })]);
    await roster.announce('Laptop');
    list.push([await sealNotice(key, moved), await sealNotice(key, { ...moved, at: 2 })]);
    await until(() => (moves.length > 0 && devices.length === 2 ? true : undefined));
    expect(devices.map(({ id, name, isThisDevice }) => [id, name, isThisDevice])).toEqual([
      ['me', 'Laptop', true],
      ['phone', 'Pixel', false],
    ]);
    expect(moves).toHaveLength(1);
    roster.stop();
  });

  it('says a device is here once, again only under a new name or after a while', async () => {
    const key = await keyOf('the right passphrase');
    const outer = new Y.Doc();
    const list = sealedList(outer);
    list.push([
      await sealNotice(key, { type: 'device', id: 'me', name: 'Laptop', seenAt: Date.now() }),
    ]);
    const on = { devices: () => undefined, moved: () => true };
    const roster = followRoster(outer, key, 'me', on);
    await roster.announce('Laptop');
    expect(list.length).toBe(1);
    await roster.announce('Work laptop');
    expect(list.length).toBe(2);
    roster.stop();

    const stale = new Y.Doc();
    const old = Date.now() - ANNOUNCE_EVERY_MS - 1;
    sealedList(stale).push([
      await sealNotice(key, { type: 'device', id: 'me', name: 'Laptop', seenAt: old }),
    ]);
    const later = followRoster(stale, key, 'me', on);
    await later.announce('Laptop');
    expect(sealedList(stale).length).toBe(2);
    later.stop();
  });
});
