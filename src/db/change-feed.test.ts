import { afterEach, beforeEach, expect, it } from 'vitest';

import { makeItem } from '../test/factories';
import { deleteTestDb, openTestDb } from '../test/test-db';
import { followCommittedChanges, quietTransaction, type CommittedChange } from './change-feed';
import type { ForethoughtDb } from './database';

let db: ForethoughtDb;
let seen: CommittedChange[];
let unfollow: () => void;

beforeEach(() => {
  db = openTestDb();
  seen = [];
  unfollow = followCommittedChanges(db, (change) => seen.push(change));
});
afterEach(async () => {
  unfollow();
  await deleteTestDb(db);
});

const flushed = () => new Promise((resolve) => setTimeout(resolve, 20));

it('reports the rows a committed transaction wrote, per table, once', async () => {
  await db.transaction('rw', db.items, db.settings, async () => {
    await db.items.bulkAdd([makeItem({ id: 'a' }), makeItem({ id: 'b' })]);
    await db.items.update('a', { content: 'changed' });
    await db.settings.put({ key: 'app', value: {} });
  });
  await flushed();
  expect(seen).toHaveLength(1);
  expect([...(seen[0]?.get('items') ?? [])].sort()).toEqual(['a', 'b']);
  expect(seen[0]?.has('settings')).toBe(false);
});

it('reports deletions, and nothing for an aborted transaction', async () => {
  await db.items.add(makeItem({ id: 'a' }));
  await db.items.delete('a');
  await db
    .transaction('rw', db.items, async () => {
      await db.items.add(makeItem({ id: 'lost' }));
      throw new Error('abort');
    })
    .catch(() => undefined);
  await flushed();
  expect(seen.map((change) => [...(change.get('items') ?? [])])).toEqual([['a'], ['a']]);
});

it('says nothing of a quiet transaction (writes that came from sync)', async () => {
  await db.transaction('rw', db.items, async (tx) => {
    quietTransaction(db, tx.idbtrans);
    await db.items.add(makeItem({ id: 'from-elsewhere' }));
  });
  await flushed();
  expect(seen).toEqual([]);
});
