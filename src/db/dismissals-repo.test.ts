import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { makeItem, T0 } from '../test/factories';
import { deleteTestDb, openTestDb } from '../test/test-db';
import type { ForethoughtDb } from './database';
import { addDismissal, removeDismissal } from './dismissals-repo';
import { archive, deleteForever } from './items-repo';

describe('dismissals', () => {
  let db: ForethoughtDb;
  beforeEach(async () => {
    db = openTestDb();
    await db.items.add(makeItem({ id: 'poetry' }));
  });
  afterEach(async () => {
    await deleteTestDb(db);
  });

  it('remembers the draft a "Not now" was said for, and forgets it on Show again', async () => {
    const dismissal = await addDismissal(db, 'poetry', '  poems for readers? ', T0);
    expect(await db.dismissals.toArray()).toEqual([
      { id: dismissal.id, itemId: 'poetry', draft: 'poems for readers?', at: T0 },
    ]);
    await removeDismissal(db, dismissal.id);
    expect(await db.dismissals.count()).toBe(0);
  });

  it('goes with its item when the item is deleted forever', async () => {
    await addDismissal(db, 'poetry', 'poems', T0);
    await archive(db, 'poetry', T0 + 1);
    await deleteForever(db, 'poetry');
    expect(await db.dismissals.count()).toBe(0);
  });
});
