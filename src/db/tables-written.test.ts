import { afterEach, describe, expect, it } from 'vitest';

import { makeItem } from '../test/factories';
import { hasSettled } from '../test/settled';
import { ForethoughtDb } from './database';
import { whenTablesWritten } from './tables-written';

const opened: ForethoughtDb[] = [];
function freshDb(): ForethoughtDb {
  const db = new ForethoughtDb(`tables-written-${opened.length}-${Math.random()}`);
  opened.push(db);
  return db;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.delete()));
});

describe('whenTablesWritten', () => {
  it('resolves at a write to a table it watches', async () => {
    const db = freshDb();
    await db.open();
    const { written } = whenTablesWritten(db, ['items', 'memories']);
    await db.items.add(makeItem({ id: 'kite', content: 'fly the kite' }));
    await expect(written).resolves.toBeUndefined();
  });

  it('stays waiting for reads, for writes to other tables, and for another database', async () => {
    const db = freshDb();
    const other = freshDb();
    // Creating a database reports every table as written: that is done first.
    await Promise.all([db.open(), other.open()]);
    const { written, cancel } = whenTablesWritten(db, ['items']);
    await db.items.toArray();
    await db.dismissals.add({ id: 'd1', itemId: 'kite', draft: 'wind', at: 1 });
    await other.items.add(makeItem({ id: 'kite', content: 'fly the kite' }));
    expect(await hasSettled(written)).toBe(false);
    await db.items.add(makeItem({ id: 'kite', content: 'fly the kite' }));
    expect(await hasSettled(written)).toBe(true);
    cancel();
  });

  it('stops listening when cancelled', async () => {
    const db = freshDb();
    await db.open();
    const { written, cancel } = whenTablesWritten(db, ['items']);
    cancel();
    await db.items.add(makeItem({ id: 'kite', content: 'fly the kite' }));
    expect(await hasSettled(written)).toBe(false);
  });
});
