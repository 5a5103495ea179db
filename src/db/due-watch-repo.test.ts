import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { makeItem } from '../test/factories';
import { deleteTestDb, openTestDb } from '../test/test-db';
import type { ForethoughtDb } from './database';
import {
  claimDueNotices,
  DUE_WATCH_KEY,
  forgetDueWatch,
  itemsWithDueDates,
} from './due-watch-repo';

let db: ForethoughtDb;
const NOW = new Date(2026, 11, 2, 15).getTime();

beforeEach(() => {
  db = openTestDb();
});
afterEach(async () => {
  await deleteTestDb(db);
});

describe('claimDueNotices', () => {
  it('tells an overdue item once, even to two checks at the same moment', async () => {
    await db.items.bulkPut([
      makeItem({ id: 'late', dueAt: new Date(2026, 11, 1).getTime() }),
      makeItem({ id: 'undated', dueAt: null }),
    ]);
    const items = await itemsWithDueDates(db);
    expect(items.map((item) => item.id)).toEqual(['late']);
    const [first, second] = await Promise.all([
      claimDueNotices(db, items, NOW),
      claimDueNotices(db, items, NOW),
    ]);
    expect([...first, ...second]).toMatchObject([{ kind: 'item', itemId: 'late' }]);
    expect(await claimDueNotices(db, items, NOW + 60_000)).toEqual([]);
  });

  it('tells it again after being forgotten (notifications turned off and on)', async () => {
    const items = [makeItem({ id: 'late', dueAt: new Date(2026, 11, 1).getTime() })];
    await claimDueNotices(db, items, NOW);
    await forgetDueWatch(db);
    expect(await db.settings.get(DUE_WATCH_KEY)).toBeUndefined();
    expect(await claimDueNotices(db, items, NOW)).toHaveLength(1);
  });
});
