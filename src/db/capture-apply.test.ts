import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { NewItemSuggestion } from '../domain/capture/suggestion';
import { T0 } from '../test/factories';
import { deleteTestDb, openTestDb } from '../test/test-db';
import { applyCaptureDecisions } from './capture-apply';
import type { ForethoughtDb } from './database';
import { addItem } from './items-repo';

let db: ForethoughtDb;
beforeEach(() => {
  db = openTestDb();
});
afterEach(async () => {
  await deleteTestDb(db);
});

const cause = { kind: 'message', episodeId: 'e1' } as const;

function offer(text: string): NewItemSuggestion {
  return {
    id: `e1:${text}`,
    kind: 'new-item',
    createdAt: T0,
    episodeId: 'e1',
    candidate: {
      key: `e1:${text}`,
      text,
      type: 'plan',
      confidence: 0.9,
      turnIndex: null,
      saidAt: T0,
      dueAt: null,
      context: text,
      sourceId: 's1',
    },
  };
}

describe('applyCaptureDecisions', () => {
  it('mentions, changes (keeping the earlier text) and offers, together', async () => {
    const fence = await addItem(db, { content: 'Paint the fence on Saturday', type: 'plan' }, T0);
    const gym = await addItem(db, { content: 'Renew the gym card', type: 'plan' }, T0);
    const change = {
      itemId: fence.id,
      content: 'Paint the fence on Sunday',
      dueAt: null,
      before: { content: fence.content, dueAt: fence.dueAt },
    };

    const applied = await applyCaptureDecisions(
      db,
      [
        { kind: 'mention', itemId: gym.id },
        { kind: 'mention', itemId: gym.id },
        { kind: 'sure-change', change },
        { kind: 'offer', suggestion: offer('Call the bank') },
      ],
      cause,
      T0 + 1,
    );

    expect(applied.mentioned.map((item) => item.status)).toEqual(['referenced']);
    expect(await db.items.get(fence.id)).toMatchObject({
      content: 'Paint the fence on Sunday',
      status: 'referenced',
    });
    expect(await db.itemVersions.toArray()).toMatchObject([{ content: fence.content }]);
    expect(await db.suggestions.count()).toBe(1);
  });

  it('writes nothing of a message when one of its writes fails', async () => {
    const gym = await addItem(db, { content: 'Renew the gym card', type: 'plan' }, T0);
    vi.spyOn(db.suggestions, 'bulkPut').mockRejectedValue(new Error('quota exceeded'));
    vi.spyOn(db.suggestions, 'bulkAdd').mockRejectedValue(new Error('quota exceeded'));
    vi.spyOn(db.suggestions, 'put').mockRejectedValue(new Error('quota exceeded'));
    vi.spyOn(db.suggestions, 'add').mockRejectedValue(new Error('quota exceeded'));

    await expect(
      applyCaptureDecisions(
        db,
        [
          { kind: 'mention', itemId: gym.id },
          { kind: 'offer', suggestion: offer('Call the bank') },
        ],
        cause,
        T0 + 1,
      ),
    ).rejects.toThrow('quota exceeded');

    expect((await db.items.get(gym.id))?.status).toBe('open');
    expect(await db.transitions.count()).toBe(0);
  });
});
