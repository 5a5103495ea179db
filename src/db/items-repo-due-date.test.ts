import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { T0, makeItem } from '../test/factories';
import { deleteTestDb, openTestDb } from '../test/test-db';
import type { ForethoughtDb } from './database';
import { ItemNotFoundError, setDueDate } from './items-repo';

let db: ForethoughtDb;

beforeEach(() => {
  db = openTestDb();
});
afterEach(async () => {
  await deleteTestDb(db);
});

describe('setDueDate', () => {
  it('sets, changes and clears the due date, leaving text and version alone', async () => {
    const item = makeItem({ content: 'Renew the gym card', dueAt: null });
    await db.items.add(item);
    const first = T0 + 5 * 86_400_000;
    const second = T0 + 9 * 86_400_000;

    await setDueDate(db, item.id, first, T0 + 1);
    expect(await db.items.get(item.id)).toMatchObject({ dueAt: first, updatedAt: T0 + 1 });
    await setDueDate(db, item.id, second, T0 + 2);
    expect((await db.items.get(item.id))?.dueAt).toBe(second);
    await setDueDate(db, item.id, null, T0 + 3);

    const stored = await db.items.get(item.id);
    expect(stored).toMatchObject({
      dueAt: null,
      content: 'Renew the gym card',
      version: item.version,
      updatedAt: T0 + 3,
    });
    expect(await db.itemVersions.count()).toBe(0);
    // Each change is in the history, with the date it replaced.
    const log = await db.transitions.where('itemId').equals(item.id).sortBy('at');
    expect(log.map(({ action, times, at }) => ({ action, times, at }))).toEqual([
      { action: 'due', times: { from: null, to: first }, at: T0 + 1 },
      { action: 'due', times: { from: first, to: second }, at: T0 + 2 },
      { action: 'due', times: { from: second, to: null }, at: T0 + 3 },
    ]);
  });

  it('records nothing when the date is the one the item has', async () => {
    const item = makeItem({ dueAt: T0 });
    await db.items.add(item);
    await setDueDate(db, item.id, T0, T0 + 1);
    expect(await db.items.get(item.id)).toEqual(item);
    expect(await db.transitions.count()).toBe(0);
  });

  it('refuses a due date that is not a time, and writes nothing', async () => {
    const item = makeItem({ dueAt: T0 });
    await db.items.add(item);
    await expect(setDueDate(db, item.id, Number.NaN, T0 + 1)).rejects.toThrow(RangeError);
    expect(await db.items.get(item.id)).toEqual(item);
  });

  it('refuses an item that does not exist', async () => {
    await expect(setDueDate(db, 'missing', T0, T0)).rejects.toThrow(ItemNotFoundError);
  });
});
