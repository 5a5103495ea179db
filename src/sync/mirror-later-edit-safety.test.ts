import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';

import { quietTransaction } from '../db/change-feed';
import { addItem, editItemContent } from '../db/items-repo';
import type { ItemVersion } from '../domain/item';
import { claimKey } from '../domain/sync/text-claims';
import { T0 } from '../test/factories';
import { SYNC_RULE } from './database-mirror';
import {
  linkDocs,
  mirrorDevice as device,
  removeMirrorDevices,
  restartMirror,
  settleMirrors,
  shownItem as shown,
  twoDevicesApart,
  user,
  type MirrorDevice,
} from './mirror-test-devices';

afterEach(() => {
  vi.restoreAllMocks();
  return removeMirrorDevices();
});

/** Every text a device holds of an item: current or among its versions. */
async function textsOn({ db }: MirrorDevice, id: string): Promise<string[]> {
  const item = await db.items.get(id);
  const versions = await db.itemVersions.where('itemId').equals(id).toArray();
  return [item?.content ?? '', ...versions.map((version) => version.content)];
}

function isSync(version: ItemVersion): boolean {
  return version.cause.kind === 'rule' && version.cause.rule === SYNC_RULE;
}

describe('a text that lost to a later edit', () => {
  it('is kept by the device that won, also when the other is never heard from again', async () => {
    const { laptop, phone, connection, id } = await twoDevicesApart(T0);
    await editItemContent(phone.db, id, { content: 'Phone text' }, user, T0 + 1);
    await editItemContent(laptop.db, id, { content: 'Laptop text' }, user, T0 + 2);
    await settleMirrors();
    // The phone's edit reaches the laptop; then the phone is gone for good.
    connection.deliverTo(laptop.doc);
    phone.mirror.stop();
    await settleMirrors();
    const kept = (await shown(laptop, id)).synced;
    expect(kept.map((version) => version.content)).toEqual(['Phone text']);
    expect(kept[0]?.supersededAt).toBe(T0 + 1);

    // The laptop edits again: the phone's text stays, here and in the room.
    await editItemContent(laptop.db, id, { content: 'Laptop again' }, user, T0 + 3);
    await settleMirrors();
    const tablet = device();
    linkDocs(laptop.doc, tablet.doc);
    await settleMirrors();
    for (const side of [laptop, tablet]) {
      const seen = await shown(side, id);
      expect(seen.current).toBe('Laptop again');
      expect(seen.synced).toEqual(kept);
      expect(seen.listed).toEqual(['v3 Laptop text', 'v2 Phone text', 'v1 Call the bank']);
    }
  });

  it('is in the database whenever the arriving text is, even if a step fails', async () => {
    const { laptop, phone, connection, id } = await twoDevicesApart(T0);
    await editItemContent(laptop.db, id, { content: 'Laptop text' }, user, T0 + 1);
    await editItemContent(phone.db, id, { content: 'Phone text' }, user, T0 + 2);
    await settleMirrors();
    // Writing what the laptop keeps fails, as when the tab closes at that moment.
    const versions = laptop.db.itemVersions;
    const put = versions.bulkPut.bind(versions);
    vi.spyOn(versions, 'bulkPut').mockImplementation(((rows: ItemVersion[], ...rest: []) =>
      rows.some(isSync) ? Promise.reject(new Error('closed')) : put(rows, ...rest)) as never);
    const failed = vi.fn();
    restartMirror(laptop, { onError: failed });
    await settleMirrors();
    connection.deliverTo(laptop.doc);
    await settleMirrors();
    expect(failed).toHaveBeenCalled();
    expect(await textsOn(laptop, id)).toContain('Laptop text');

    // The next start finishes the landing.
    vi.restoreAllMocks();
    restartMirror(laptop);
    connection.online();
    await settleMirrors();
    for (const side of [laptop, phone]) {
      const seen = await shown(side, id);
      expect(seen.current).toBe('Phone text');
      expect(seen.synced.map((version) => version.content)).toEqual(['Laptop text']);
    }
  });
});

describe('an item whose document holds a forged claim', () => {
  it('passes over a claim filed under a key not its own stamp’s', async () => {
    const { laptop, phone, connection, id } = await twoDevicesApart(T0);
    connection.online();
    const stamp = { at: Date.now() + 60_000, count: 0, device: 'forger' };
    const fields = phone.doc.getMap('items').get(id) as Y.Map<unknown>;
    phone.doc.transact(() => {
      fields.set('text@forged-key', { content: 'Forged', type: 'plan', version: 2, stamp });
    });
    await settleMirrors();
    for (const side of [laptop, phone])
      expect((await shown(side, id)).current).toBe('Call the bank');

    await editItemContent(laptop.db, id, { content: 'Call the bank at noon' }, user, T0 + 5);
    await settleMirrors();
    for (const side of [laptop, phone]) {
      expect((await shown(side, id)).current).toBe('Call the bank at noon');
    }
  });

  it('lets later edits out past a claim of no valid type and a huge number', async () => {
    const { laptop, phone, connection, id } = await twoDevicesApart(T0);
    connection.online();
    const stamp = { at: Date.now() + 60_000, count: 0, device: 'forger' };
    const fields = phone.doc.getMap('items').get(id) as Y.Map<unknown>;
    phone.doc.transact(() => {
      const forged = { content: 'Forged', type: 'banana', version: 1e12, stamp };
      fields.set(claimKey(stamp), forged);
    });
    await settleMirrors();

    await editItemContent(laptop.db, id, { content: 'Call the bank at noon' }, user, T0 + 5);
    await settleMirrors();
    for (const side of [laptop, phone]) {
      const seen = await shown(side, id);
      expect(seen.current).toBe('Call the bank at noon');
      expect(seen.version).toBe(2);
    }
  });
});

describe('an item edited while this device’s mirror was not running', () => {
  it('wins when made later, though the room numbered its own text past it', async () => {
    const { laptop, phone, connection, id } = await twoDevicesApart(T0);
    connection.online();
    laptop.mirror.stop();
    await editItemContent(phone.db, id, { content: 'Phone one' }, user, T0 + 1);
    await editItemContent(phone.db, id, { content: 'Phone two' }, user, T0 + 2);
    await editItemContent(laptop.db, id, { content: 'Laptop later' }, user, T0 + 10);
    await settleMirrors();
    restartMirror(laptop);
    await settleMirrors();
    for (const side of [laptop, phone]) {
      const seen = await shown(side, id);
      expect(seen.current).toBe('Laptop later');
      expect(seen.synced.map((version) => version.content)).toEqual(['Phone two']);
      expect(seen.listed).toEqual(['v3 Phone two', 'v2 Phone one', 'v1 Call the bank']);
    }
    expect(await shown(laptop, id)).toEqual(await shown(phone, id));
  });

  it('is ordered by when it was made, whatever arrives while the mirror starts', async () => {
    const { laptop, phone, connection, id } = await twoDevicesApart(T0);
    laptop.mirror.stop();
    await editItemContent(laptop.db, id, { content: 'Laptop earlier' }, user, T0 + 1);
    await editItemContent(phone.db, id, { content: 'Phone later' }, user, T0 + 5);
    await settleMirrors();
    restartMirror(laptop);
    // The phone's edit arrives while the laptop's start step is still reading its database.
    connection.online();
    await settleMirrors();
    for (const side of [laptop, phone]) {
      const seen = await shown(side, id);
      expect(seen.current).toBe('Phone later');
      expect(seen.synced.map((version) => version.content)).toEqual(['Laptop earlier']);
    }
    expect(await shown(laptop, id)).toEqual(await shown(phone, id));
  });
  it('leaves a claim it was not made from to be ordered by the stamps', async () => {
    const { laptop, phone, connection, id } = await twoDevicesApart(T0);
    await editItemContent(phone.db, id, { content: 'Phone later' }, user, T0 + 5);
    await settleMirrors();
    laptop.mirror.stop();
    // The phone's edit reaches the laptop's room copy while its mirror is not running.
    connection.online();
    await editItemContent(laptop.db, id, { content: 'Laptop one' }, user, T0 + 1);
    await editItemContent(laptop.db, id, { content: 'Laptop two' }, user, T0 + 2);
    restartMirror(laptop);
    await settleMirrors();
    for (const side of [laptop, phone]) {
      const seen = await shown(side, id);
      expect(seen.current).toBe('Phone later');
      expect(seen.synced.map((version) => version.content)).toEqual(['Laptop two']);
      expect(seen.listed).toEqual(['v3 Laptop two', 'v2 Laptop one', 'v1 Call the bank']);
    }
    expect(await shown(laptop, id)).toEqual(await shown(phone, id));
  });
});

describe('a version repeated word for word', () => {
  it('leaves the room only once the row kept instead is in the room', async () => {
    const laptop = device();
    const phone = device();
    linkDocs(laptop.doc, phone.doc);
    const item = await addItem(laptop.db, { content: 'Call the bank', type: 'plan' }, T0);
    await settleMirrors();
    const version = (versionId: string): ItemVersion => ({
      id: versionId,
      itemId: item.id,
      version: 1,
      content: 'Call the bank on Monday',
      type: 'plan',
      supersededAt: T0 + 1,
      cause: user,
    });
    // Stored on the laptop and not copied out yet (the mirror has not seen it).
    const { db } = laptop;
    await db.transaction('rw', db.itemVersions, async (tx) => {
      quietTransaction(db, tx.idbtrans);
      await db.itemVersions.put(version('00000000-0000-4000-8000-000000000000'));
    });
    // The phone stores the same text under a higher id.
    const later = version('ffffffff-ffff-4fff-8fff-ffffffffffff');
    await phone.db.itemVersions.put(later);
    await settleMirrors();
    expect(laptop.doc.getMap('itemVersions').has(later.id)).toBe(true);
    expect(await textsOn(phone, item.id)).toContain('Call the bank on Monday');
    expect(await textsOn(laptop, item.id)).toContain('Call the bank on Monday');
  });
});
