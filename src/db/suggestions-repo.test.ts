import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type {
  CloseSuggestion,
  NewItemSuggestion,
  UpdateSuggestion,
} from '../domain/capture/suggestion';
import { T0, makeItem } from '../test/factories';
import { deleteTestDb, openTestDb } from '../test/test-db';
import type { ForethoughtDb } from './database';
import {
  addSuggestions,
  clearSuggestions,
  getSuggestion,
  pendingSuggestions,
  removeSuggestion,
} from './suggestions-repo';

let db: ForethoughtDb;

beforeEach(() => {
  db = openTestDb();
});
afterEach(async () => {
  await deleteTestDb(db);
});

const base = { episodeId: 'episode-1' };

function newItemOffer(id: string, createdAt: number): NewItemSuggestion {
  return {
    ...base,
    kind: 'new-item',
    id,
    createdAt,
    candidate: {
      key: id,
      text: 'Renew the gym card before it expires.',
      type: 'plan',
      confidence: 0.7,
      turnIndex: null,
      saidAt: createdAt,
      dueAt: null,
      context: '',
      sourceId: 'entry-1',
    },
  };
}

function closeOffer(id: string, itemId: string): CloseSuggestion {
  return {
    ...base,
    kind: 'close',
    id,
    createdAt: T0 + 5,
    itemId,
    itemText: 'Book flights',
    outcome: 'done',
    sentence: 'Flights booked!',
  };
}

function updateOffer(id: string, itemId: string, itemText: string): UpdateSuggestion {
  return {
    ...base,
    kind: 'update',
    id,
    createdAt: T0 + 6,
    itemId,
    itemText,
    content: 'Dinner moved to Saturday.',
    dueAt: null,
    sentence: 'Dinner moved to Saturday.',
  };
}

describe('suggestions', () => {
  it('keeps offers newest first, and adding the same offer twice keeps one', async () => {
    await addSuggestions(db, [newItemOffer('a', T0), newItemOffer('b', T0 + 1)]);
    await addSuggestions(db, [newItemOffer('a', T0)]);
    expect((await pendingSuggestions(db)).map((s) => s.id)).toEqual(['b', 'a']);
    expect(await getSuggestion(db, 'a')).toEqual(newItemOffer('a', T0));
  });

  it('leaves out offers about an item that is gone, archived, closed or rewritten', async () => {
    const open = makeItem({ id: 'open', content: 'Book flights' });
    const closed = makeItem({ id: 'closed', content: 'Book flights', status: 'closed' });
    const archived = makeItem({ id: 'archived', content: 'Book flights', archivedAt: T0 });
    const rewritten = makeItem({ id: 'rewritten', content: 'Dinner on Sunday' });
    await db.items.bulkPut([open, closed, archived, rewritten]);
    await addSuggestions(db, [
      closeOffer('close-open', 'open'),
      closeOffer('close-closed', 'closed'),
      closeOffer('close-archived', 'archived'),
      closeOffer('close-gone', 'no-such-item'),
      updateOffer('update-open', 'open', 'Book flights'),
      updateOffer('update-rewritten', 'rewritten', 'Dinner on Friday'),
    ]);
    expect((await pendingSuggestions(db)).map((s) => s.id).sort()).toEqual([
      'close-open',
      'update-open',
    ]);
  });

  it('removes one offer, or all of them, and touches no item', async () => {
    await db.items.put(makeItem({ id: 'open', content: 'Book flights' }));
    await addSuggestions(db, [newItemOffer('a', T0), closeOffer('b', 'open')]);
    await removeSuggestion(db, 'a');
    expect((await pendingSuggestions(db)).map((s) => s.id)).toEqual(['b']);
    await clearSuggestions(db);
    expect(await pendingSuggestions(db)).toEqual([]);
    expect(await db.items.count()).toBe(1);
  });
});
