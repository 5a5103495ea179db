import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { makeItem, T0 } from '../test/factories';
import { deleteTestDb, openTestDb } from '../test/test-db';
import type { ForethoughtDb } from './database';
import { deleteForever } from './items-repo';
import {
  acceptProposal,
  addOwnMemory,
  archiveMemoryRow,
  editMemoryText,
  markMemoriesUsed,
  proposeMemories,
  rejectProposal,
  restoreMemoryRow,
  supersedeMemory,
  undoAccept,
} from './memories-repo';

const reconsiderText = (older: string) => `Reconsider: ${older}`;

describe('memories', () => {
  let db: ForethoughtDb;
  beforeEach(() => {
    db = openTestDb();
  });
  afterEach(async () => {
    await deleteTestDb(db);
  });

  it('proposes once: a text already known in any status is not proposed again', async () => {
    const [first] = await proposeMemories(
      db,
      [{ kind: 'fact', content: "I'm vegetarian.", origin: 'consolidation', episodeIds: ['e1'] }],
      T0,
    );
    if (!first) throw new Error('no proposal');
    await rejectProposal(db, first.id, T0 + 1);
    const again = await proposeMemories(
      db,
      [
        { kind: 'fact', content: "i'm vegetarian", origin: 'consolidation' },
        { kind: 'habit', content: "I'm vegetarian", origin: 'consolidation' },
      ],
      T0 + 2,
    );
    expect(again.map((memory) => memory.kind)).toEqual(['habit']);
    expect((await db.memories.get(first.id))?.status).toBe('rejected');
    expect(first.episodeIds).toEqual(['e1']);
  });

  it('accepts with the person’s own words and keeps the proposed text as a revision', async () => {
    const [proposal] = await proposeMemories(
      db,
      [{ kind: 'habit', content: 'I run at 8pm', origin: 'consolidation' }],
      T0,
    );
    const { memory } = await acceptProposal(db, proposal?.id ?? '', T0 + 5, {
      content: 'I run at 8pm on weekdays',
      reconsiderText,
    });
    expect(memory).toMatchObject({
      status: 'active',
      content: 'I run at 8pm on weekdays',
      acceptedAt: T0 + 5,
      revisions: [{ content: 'I run at 8pm', replacedAt: T0 + 5 }],
    });
  });

  it('graduates an idea: the fact links the item, the item closes as "graduated", undo restores both', async () => {
    await db.items.add(makeItem({ id: 'idea', type: 'idea', status: 'referenced' }));
    const [offer] = await proposeMemories(
      db,
      [
        {
          kind: 'fact',
          content: 'Standups are async',
          origin: 'graduation',
          itemIds: ['idea'],
          fromType: 'idea',
        },
      ],
      T0,
    );
    const outcome = await acceptProposal(db, offer?.id ?? '', T0 + 10, { reconsiderText });
    expect(outcome.memory.itemIds).toEqual(['idea']);
    expect((await db.items.get('idea'))?.status).toBe('closed');
    const [closing] = await db.transitions.where('itemId').equals('idea').toArray();
    expect(closing?.cause).toEqual({ kind: 'rule', rule: 'graduated' });

    await undoAccept(db, outcome, T0 + 20);
    expect((await db.items.get('idea'))?.status).toBe('referenced');
    expect((await db.memories.get(outcome.memory.id))?.status).toBe('proposed');
  });

  it('supersedes a decision: the older stays linked, a Reconsider question opens; undo removes it', async () => {
    const older = await addOwnMemory(db, 'fact', 'We decided to use PostgreSQL', T0);
    const [newer] = await proposeMemories(
      db,
      [
        {
          kind: 'fact',
          content: "We're moving off PostgreSQL",
          origin: 'consolidation',
          supersedesId: older.id,
        },
      ],
      T0 + 1,
    );
    const outcome = await acceptProposal(db, newer?.id ?? '', T0 + 2, { reconsiderText });
    const question = outcome.reconsider;
    expect(question).toMatchObject({
      type: 'question',
      content: 'Reconsider: We decided to use PostgreSQL',
    });
    const stored = await db.memories.get(older.id);
    expect(stored).toMatchObject({ status: 'superseded', supersededById: outcome.memory.id });
    expect(stored?.itemIds).toEqual([question?.id]);
    expect(outcome.memory.itemIds).toEqual([question?.id]);
    expect(outcome.memory.supersedesId).toBe(older.id);

    await undoAccept(db, outcome, T0 + 3);
    expect(await db.items.count()).toBe(0);
    expect((await db.memories.get(older.id))?.status).toBe('active');
    expect((await db.memories.get(outcome.memory.id))?.status).toBe('proposed');
  });

  it('loses the link, not the fact, when its item is deleted forever', async () => {
    await db.items.add(makeItem({ id: 'idea', type: 'idea', archivedAt: T0 }));
    await proposeMemories(
      db,
      [{ kind: 'fact', content: 'Standups are async', origin: 'graduation', itemIds: ['idea'] }],
      T0,
    );
    await deleteForever(db, 'idea');
    const [memory] = await db.memories.toArray();
    expect(memory).toMatchObject({ content: 'Standups are async', itemIds: [] });
  });

  it('replaces a plain fact by hand without opening a question', async () => {
    const older = await addOwnMemory(db, 'fact', 'I live in Leeds', T0);
    const outcome = await supersedeMemory(db, older.id, 'I live in Berlin', T0 + 1, reconsiderText);
    expect(outcome.reconsider).toBeNull();
    expect((await db.memories.get(older.id))?.status).toBe('superseded');
    await expect(
      supersedeMemory(db, older.id, 'I live in Paris', T0 + 2, reconsiderText),
    ).rejects.toThrow('Only a current memory');
    expect(await db.memories.count()).toBe(2);
  });

  it('edits keep the earlier text; archive and restore return it to where it was', async () => {
    const memory = await addOwnMemory(db, 'fact', 'My daughter is Xiaomi', T0);
    await editMemoryText(db, memory.id, '我女儿叫小米', T0 + 1);
    await expect(editMemoryText(db, memory.id, '我女儿叫小米 ', T0 + 2)).rejects.toThrow();
    await archiveMemoryRow(db, memory.id, T0 + 3);
    const restored = await restoreMemoryRow(db, memory.id, T0 + 4);
    expect(restored).toMatchObject({
      status: 'active',
      content: '我女儿叫小米',
      revisions: [{ content: 'My daughter is Xiaomi', replacedAt: T0 + 1 }],
    });
  });

  it('counts a use only for accepted memories', async () => {
    const active = await addOwnMemory(db, 'habit', 'I write the tests first', T0);
    const [proposed] = await proposeMemories(
      db,
      [{ kind: 'fact', content: 'We use Kotlin', origin: 'consolidation' }],
      T0,
    );
    await markMemoriesUsed(db, [active.id, active.id, proposed?.id ?? ''], T0 + 9);
    expect(await db.memories.get(active.id)).toMatchObject({ useCount: 1, lastUsedAt: T0 + 9 });
    expect((await db.memories.get(proposed?.id ?? ''))?.useCount).toBe(0);
  });
});
