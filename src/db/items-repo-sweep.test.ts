import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { DAY_MS } from '../domain/lifecycle';
import { T0, makeItem } from '../test/factories';
import { hasSettled } from '../test/settled';
import { deleteTestDb, openTestDb } from '../test/test-db';
import type { ForethoughtDb } from './database';
import { sweepStaleItems } from './items-repo';
import { whenTablesWritten } from './tables-written';

let db: ForethoughtDb;

beforeEach(() => {
  db = openTestDb();
});
afterEach(async () => {
  await deleteTestDb(db);
});

describe('sweepStaleItems', () => {
  it('moves only old open and referenced items and records the rule', async () => {
    const now = T0 + 40 * DAY_MS;
    const old = T0;
    const fresh = now - DAY_MS;
    await db.items.bulkAdd([
      makeItem({ id: 'old-open', status: 'open', lastMentionedAt: old }),
      makeItem({ id: 'old-referenced', status: 'referenced', lastMentionedAt: old }),
      makeItem({ id: 'fresh-open', status: 'open', lastMentionedAt: fresh }),
      makeItem({ id: 'old-closed', status: 'closed', lastMentionedAt: old }),
      makeItem({ id: 'old-archived', status: 'open', lastMentionedAt: old, archivedAt: old }),
    ]);

    expect(await sweepStaleItems(db, now)).toBe(2);

    const statuses = Object.fromEntries((await db.items.toArray()).map((i) => [i.id, i.status]));
    expect(statuses).toEqual({
      'old-open': 'stale',
      'old-referenced': 'stale',
      'fresh-open': 'open',
      'old-closed': 'closed',
      'old-archived': 'open',
    });
    const transitions = await db.transitions.orderBy('itemId').toArray();
    expect(transitions.map((t) => [t.itemId, t.from, t.to, t.at, t.cause])).toEqual([
      ['old-open', 'open', 'stale', now, { kind: 'rule', rule: 'not-mentioned-for-30-days' }],
      [
        'old-referenced',
        'referenced',
        'stale',
        now,
        { kind: 'rule', rule: 'not-mentioned-for-30-days' },
      ],
    ]);
  });

  it('does nothing when nothing is old, and writes nothing (no live query wakes)', async () => {
    await db.items.add(makeItem({ lastMentionedAt: T0 }));
    const { written, cancel } = whenTablesWritten(db, ['items', 'transitions']);
    expect(await sweepStaleItems(db, T0 + DAY_MS)).toBe(0);
    expect(await hasSettled(written)).toBe(false);
    cancel();
    expect(await db.transitions.count()).toBe(0);
  });

  it('keeps to each kind’s period, and reads nothing when no kind goes stale', async () => {
    const now = T0 + 20 * DAY_MS;
    await db.items.bulkAdd([
      makeItem({ id: 'plan', type: 'plan', lastMentionedAt: T0 }),
      makeItem({ id: 'idea', type: 'idea', lastMentionedAt: T0 }),
      makeItem({ id: 'decision', type: 'decision', lastMentionedAt: T0 }),
    ]);
    const never = { plan: null, idea: null, decision: null, question: null, insight: null };
    expect(await sweepStaleItems(db, now, never)).toBe(0);
    expect(await sweepStaleItems(db, now, { ...never, plan: 20, idea: 21 })).toBe(1);
    expect((await db.items.get('plan'))?.status).toBe('stale');
    expect((await db.items.get('idea'))?.status).toBe('open');
  });
});
