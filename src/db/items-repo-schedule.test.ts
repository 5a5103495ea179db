import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { T0, makeItem } from '../test/factories';
import { deleteTestDb, openTestDb } from '../test/test-db';
import type { ForethoughtDb } from './database';
import { editItemContent, ItemNotFoundError, rescheduleItem, snoozeItem } from './items-repo';

const HOUR = 60 * 60 * 1000;
let db: ForethoughtDb;

beforeEach(() => {
  db = openTestDb();
});
afterEach(async () => {
  await deleteTestDb(db);
});

async function log(itemId: string) {
  const transitions = await db.transitions.where('itemId').equals(itemId).sortBy('at');
  return transitions.map(({ action, from, to, times, cause }) => ({
    action,
    from,
    to,
    times,
    cause,
  }));
}

describe('rescheduleItem', () => {
  it('moves the due date and records the date it had, as the person’s', async () => {
    const item = makeItem({ content: 'Send the invoice', dueAt: T0 + HOUR, status: 'referenced' });
    await db.items.add(item);

    const moved = await rescheduleItem(db, item.id, T0 + 24 * HOUR, T0 + 1);

    expect(moved).toMatchObject({ dueAt: T0 + 24 * HOUR, updatedAt: T0 + 1, version: 1 });
    expect(await db.items.get(item.id)).toEqual(moved);
    expect(await log(item.id)).toEqual([
      {
        action: 'due',
        from: 'referenced',
        to: 'referenced',
        times: { from: T0 + HOUR, to: T0 + 24 * HOUR },
        cause: { kind: 'user' },
      },
    ]);
  });

  it('refuses an item that does not exist', async () => {
    await expect(rescheduleItem(db, 'missing', T0, T0)).rejects.toThrow(ItemNotFoundError);
  });
});

describe('snoozeItem', () => {
  it('snoozes an item, and an old row with no snooze reads as not snoozed', async () => {
    // A row written before snoozing existed has no field at all.
    const item = makeItem({ content: 'Book the dentist' });
    expect('snoozedUntil' in item).toBe(false);
    await db.items.add(item);

    await snoozeItem(db, item.id, T0 + 3 * HOUR, T0);

    expect((await db.items.get(item.id))?.snoozedUntil).toBe(T0 + 3 * HOUR);
    expect(await log(item.id)).toEqual([
      {
        action: 'snooze',
        from: 'open',
        to: 'open',
        times: { from: null, to: T0 + 3 * HOUR },
        cause: { kind: 'user' },
      },
    ]);
  });

  it('un-snoozes with null, recorded too', async () => {
    const item = makeItem({ snoozedUntil: T0 + 3 * HOUR });
    await db.items.add(item);

    await snoozeItem(db, item.id, null, T0 + HOUR);

    expect((await db.items.get(item.id))?.snoozedUntil).toBeNull();
    expect((await log(item.id)).map((entry) => entry.times)).toEqual([
      { from: T0 + 3 * HOUR, to: null },
    ]);
  });

  it('writes nothing when un-snoozing an item that is not snoozed', async () => {
    const item = makeItem();
    await db.items.add(item);
    await snoozeItem(db, item.id, null, T0 + HOUR);
    expect(await db.items.get(item.id)).toEqual(item);
    expect(await db.transitions.count()).toBe(0);
  });

  it('refuses a time that is not a time, and writes nothing', async () => {
    const item = makeItem();
    await db.items.add(item);
    await expect(snoozeItem(db, item.id, Number.POSITIVE_INFINITY, T0)).rejects.toThrow(RangeError);
    expect(await db.items.get(item.id)).toEqual(item);
  });
});

describe('an edit that brings a new due date', () => {
  it('records the date it replaced beside the earlier text', async () => {
    const item = makeItem({ content: 'Call the plumber', dueAt: T0 + HOUR });
    await db.items.add(item);

    await editItemContent(
      db,
      item.id,
      { content: 'Call the plumber on Friday', dueAt: T0 + 48 * HOUR },
      { kind: 'user' },
      T0 + 5,
    );

    expect(await db.itemVersions.where('itemId').equals(item.id).count()).toBe(1);
    expect((await log(item.id)).map((entry) => entry.times)).toEqual([
      { from: T0 + HOUR, to: T0 + 48 * HOUR },
    ]);
  });

  it('records no date change when only the text changed', async () => {
    const item = makeItem({ content: 'Call the plumber', dueAt: T0 + HOUR });
    await db.items.add(item);
    await editItemContent(db, item.id, { content: 'Call Ana' }, { kind: 'user' }, T0 + 5);
    expect(await db.transitions.count()).toBe(0);
  });
});
