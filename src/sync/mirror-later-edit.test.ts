import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';

import { addItem, editItemContent } from '../db/items-repo';
import { claimKey } from '../domain/sync/text-claims';
import { T0 } from '../test/factories';
import {
  linkDocs,
  mirrorDevice as device,
  removeMirrorDevices,
  restartMirror,
  settleMirrors,
  shownItem as shown,
  twoDevicesApart,
  user,
} from './mirror-test-devices';

afterEach(removeMirrorDevices);

const orders = [
  { later: 'phone', firstTo: 'laptop' },
  { later: 'phone', firstTo: 'phone' },
  { later: 'laptop', firstTo: 'laptop' },
  { later: 'laptop', firstTo: 'phone' },
] as const;

describe('an item edited on two devices apart', () => {
  it.each(orders)(
    'is current in the later text everywhere ($later edits later; $firstTo hears first)',
    async ({ later, firstTo }) => {
      const { laptop, phone, connection, id } = await twoDevicesApart(T0);
      const sides = { laptop, phone };
      const earlierSide = later === 'phone' ? laptop : phone;
      await editItemContent(
        earlierSide.db,
        id,
        { content: 'Call the bank on Monday' },
        user,
        T0 + 1,
      );
      await editItemContent(
        sides[later].db,
        id,
        { content: 'Call the bank about the mortgage' },
        user,
        T0 + 2,
      );
      await settleMirrors();
      connection.deliverTo(sides[firstTo].doc);
      await settleMirrors();
      connection.online();
      await settleMirrors();

      for (const side of [laptop, phone]) {
        const seen = await shown(side, id);
        expect(seen.current).toBe('Call the bank about the mortgage');
        expect(seen.listed).toEqual(['v2 Call the bank on Monday', 'v1 Call the bank']);
        expect(seen.synced.map((v) => v.content)).toEqual(['Call the bank on Monday']);
        expect(seen.version).toBe(3);
      }
      expect(await shown(laptop, id)).toEqual(await shown(phone, id));
    },
  );

  it('numbers each device’s own versions apart when both edited twice', async () => {
    const { laptop, phone, connection, id } = await twoDevicesApart(T0);
    await editItemContent(laptop.db, id, { content: 'Laptop one' }, user, T0 + 1);
    await editItemContent(phone.db, id, { content: 'Phone one' }, user, T0 + 2);
    await editItemContent(laptop.db, id, { content: 'Laptop two' }, user, T0 + 3);
    await editItemContent(phone.db, id, { content: 'Phone two' }, user, T0 + 4);
    await settleMirrors();
    connection.online();
    await settleMirrors();

    for (const side of [laptop, phone]) {
      const seen = await shown(side, id);
      expect(seen.current).toBe('Phone two');
      expect(seen.stored).toEqual([
        'v1 Call the bank',
        'v2 Laptop one',
        'v2 Phone one',
        'v3 Laptop two',
      ]);
      expect(new Set(seen.numbers).size).toBe(4);
      expect(seen.listed).toEqual([
        'v4 Laptop two',
        'v3 Phone one',
        'v2 Laptop one',
        'v1 Call the bank',
      ]);
      expect(seen.version).toBe(4);
    }

    // The next edit anywhere is numbered after all of them, and wins as the latest.
    await editItemContent(laptop.db, id, { content: 'Call the bank at nine' }, user, T0 + 5);
    await settleMirrors();
    for (const side of [laptop, phone]) {
      const seen = await shown(side, id);
      expect(seen.current).toBe('Call the bank at nine');
      expect(seen.listed[0]).toBe('v5 Phone two');
    }
  });

  it('lets an edit made after a far-future one win over it', async () => {
    const laptop = device();
    const phone = device();
    linkDocs(laptop.doc, phone.doc);
    const item = await addItem(laptop.db, { content: 'Water the plants', type: 'plan' }, T0);
    await settleMirrors();
    // A device whose clock is a year ahead edits the item.
    const wrong = { at: Date.now() + 365 * 86_400_000, count: 0, device: 'wrong-clock' };
    const fields = phone.doc.getMap('items').get(item.id) as Y.Map<unknown>;
    phone.doc.transact(() => {
      fields.set(claimKey(wrong), {
        content: 'Water the plants twice',
        type: 'plan',
        version: 2,
        stamp: wrong,
      });
    });
    await settleMirrors();
    expect((await laptop.db.items.get(item.id))?.content).toBe('Water the plants twice');

    await editItemContent(laptop.db, item.id, { content: 'Water the ferns' }, user, Date.now());
    await settleMirrors();
    for (const side of [laptop, phone]) {
      expect((await side.db.items.get(item.id))?.content).toBe('Water the ferns');
    }
  });

  it('lets a stamped edit win over one from a device that stamps nothing', async () => {
    const { laptop, phone, connection, id } = await twoDevicesApart(T0);
    // An older copy of the app writes the text into the row's own fields, unstamped.
    const older = new Y.Doc();
    Y.applyUpdate(older, Y.encodeStateAsUpdate(phone.doc));
    const row = older.getMap('items').get(id) as Y.Map<unknown>;
    older.transact(() => {
      row.set('content', 'Call the bank, says the old app');
      row.set('version', 2);
      row.set('updatedAt', T0 + 9);
    });
    Y.applyUpdate(phone.doc, Y.encodeStateAsUpdate(older));
    await settleMirrors();
    expect((await phone.db.items.get(id))?.content).toBe('Call the bank, says the old app');

    await editItemContent(laptop.db, id, { content: 'Call the bank today' }, user, T0 + 1);
    await settleMirrors();
    connection.online();
    await settleMirrors();
    for (const side of [laptop, phone]) {
      const seen = await shown(side, id);
      expect(seen.current).toBe('Call the bank today');
      // (This older copy kept no version of its own: the text it replaced is kept too.)
      expect(seen.synced.map((v) => v.content)).toContain('Call the bank, says the old app');
      expect(seen.listed.filter((v) => v.endsWith('says the old app'))).toHaveLength(1);
    }
  });
});

describe('an item edited while this device’s sync was off', () => {
  it.each([
    { laptopAt: T0 + 5, current: 'Call the bank from the laptop' },
    { laptopAt: T0 + 1, current: 'Call the bank from the phone' },
  ])(
    'goes out at the next start and is current when made later (laptop at $laptopAt)',
    async ({ laptopAt, current }) => {
      const { laptop, phone, connection, id } = await twoDevicesApart(T0);
      connection.online();
      laptop.mirror.stop();
      await editItemContent(
        laptop.db,
        id,
        { content: 'Call the bank from the laptop' },
        user,
        laptopAt,
      );
      await editItemContent(
        phone.db,
        id,
        { content: 'Call the bank from the phone' },
        user,
        T0 + 2,
      );
      await settleMirrors();
      restartMirror(laptop);
      await settleMirrors();

      const other = current.endsWith('laptop')
        ? 'Call the bank from the phone'
        : 'Call the bank from the laptop';
      for (const side of [laptop, phone]) {
        const seen = await shown(side, id);
        expect(seen.current).toBe(current);
        expect(seen.synced.map((v) => v.content)).toEqual([other]);
        expect(seen.listed).toEqual([`v2 ${other}`, 'v1 Call the bank']);
      }
    },
  );
});
