import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { makeBackup, makeItem, makeTransition, T0 } from '../test/factories';
import { deleteTestDb, openTestDb } from '../test/test-db';
import { importBackup } from './backup-repo';
import type { ForethoughtDb } from './database';

let db: ForethoughtDb;
beforeEach(() => {
  db = openTestDb();
});
afterEach(async () => {
  await deleteTestDb(db);
});

describe('importBackup of an item changed in both places', () => {
  it('numbers the later copy past the text it replaced, so the history reads in order', async () => {
    await db.items.add(makeItem({ id: 'desk', content: 'Buy the oak desk', version: 3 }));
    const backup = makeBackup();
    backup.data.itemVersions = [];
    backup.data.transitions = [];
    backup.data.items = [
      makeItem({ id: 'desk', content: 'Buy the cheap desk', version: 2, updatedAt: T0 + 50 }),
    ];

    await importBackup(db, backup, T0 + 100);

    expect(await db.items.get('desk')).toMatchObject({ content: 'Buy the cheap desk', version: 4 });
    expect(await db.itemVersions.toArray()).toMatchObject([
      { content: 'Buy the oak desk', version: 3 },
    ]);
  });

  it('undoes an archive only by a restore the file records', async () => {
    const archivedAt = T0 + 10;
    const boat = makeItem({
      id: 'boat',
      content: 'Sell the boat',
      archivedAt,
      updatedAt: archivedAt,
    });
    const car = makeItem({ id: 'car', content: 'Sell the car', archivedAt, updatedAt: archivedAt });
    await db.items.bulkAdd([boat, car]);
    const backup = makeBackup();
    backup.data.itemVersions = [];
    const later = { archivedAt: null, updatedAt: T0 + 20, lastMentionedAt: T0 + 20 };
    backup.data.items = [
      { ...boat, ...later },
      { ...car, ...later },
    ];
    // Only the car's copy says how it came back.
    backup.data.transitions = [
      makeTransition('car', { id: 'restore-car', action: 'restore', at: T0 + 15 }),
    ];

    await importBackup(db, backup, T0 + 100);

    expect((await db.items.get('boat'))?.archivedAt).toBe(archivedAt);
    expect((await db.items.get('car'))?.archivedAt).toBeNull();
  });
});
