import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { TEXT_LIMITS } from '../domain/integrity/text-limits';
import {
  makeConversationSource,
  makeEpisode,
  makeItem,
  makeItemVersion,
  makeMemory,
  makeTransition,
  T0,
} from '../test/factories';
import { deleteTestDb, openTestDb } from '../test/test-db';
import type { ForethoughtDb } from './database';
import { checkIntegrity } from './integrity';
import { CAUSE_LOST, repairProfile } from './integrity-repair';

let db: ForethoughtDb;
beforeEach(() => {
  db = openTestDb();
});
afterEach(async () => {
  await deleteTestDb(db);
});

/** Every text a profile holds, to show a repair lost none of them. */
async function allTexts(): Promise<string> {
  const tables = await Promise.all([
    db.items.toArray(),
    db.itemVersions.toArray(),
    db.sources.toArray(),
    db.episodes.toArray(),
    db.memories.toArray(),
  ]);
  return JSON.stringify(tables);
}

describe('repairProfile', () => {
  it('rebuilds an entry that is gone from the log of what was written in it', async () => {
    await db.episodes.bulkAdd([
      makeEpisode('lost-entry', { id: 'e1', text: 'Ring the council.', at: T0 }),
      makeEpisode('lost-entry', {
        id: 'e2',
        kind: 'journal-correction',
        text: 'Ring the council about the streetlight.',
        at: T0 + 60_000,
      }),
    ]);
    await db.items.add(makeItem({ id: 'council', sourceId: 'lost-entry' }));

    const outcome = await repairProfile(db, T0 + 1);

    expect(outcome.before.orphans).toMatchObject({ episodeSource: 2, itemSource: 1 });
    expect(outcome.after).toMatchObject({ orphanTotal: 0, invalidTotal: 0 });
    expect(outcome.recoveredSources).toBe(1);
    expect(await db.sources.get('lost-entry')).toEqual({
      id: 'lost-entry',
      kind: 'journal',
      text: 'Ring the council about the streetlight.',
      createdAt: T0,
      revisions: [{ text: 'Ring the council.', replacedAt: T0 + 60_000 }],
    });
    // The item points at the rebuilt entry again.
    expect((await db.items.get('council'))?.sourceId).toBe('lost-entry');
  });

  it('rebuilds a conversation from its turns, numbered by position', async () => {
    await db.episodes.bulkAdd([
      makeEpisode('lost-chat', {
        id: 't3',
        kind: 'chat-turn',
        turnIndex: 3,
        speaker: 'Sam',
        text: 'Friday?',
      }),
      makeEpisode('lost-chat', {
        id: 't1',
        kind: 'chat-turn',
        turnIndex: 1,
        speaker: 'Me',
        text: 'Let us meet.',
      }),
    ]);
    await db.items.add(makeItem({ id: 'meet', sourceId: 'lost-chat', turnIndex: 1 }));

    const outcome = await repairProfile(db, T0);

    expect(outcome.after).toMatchObject({ orphanTotal: 0, invalidTotal: 0 });
    const chat = await db.sources.get('lost-chat');
    expect(chat?.kind === 'conversation' && chat.turns.map((turn) => turn.text)).toEqual([
      'Let us meet.',
      'Friday?',
    ]);
    expect(await db.items.get('meet')).toMatchObject({ turnIndex: 0 });
    expect(await db.episodes.get('t3')).toMatchObject({ turnIndex: 1 });
  });

  it('brings back, archived, an item whose earlier texts outlived it', async () => {
    await db.itemVersions.bulkAdd([
      makeItemVersion('gone', { id: 'v1', version: 1, content: 'Sell the boat' }),
      makeItemVersion('gone', { id: 'v2', version: 2, content: 'Sell the boat to Jonas' }),
    ]);
    await db.transitions.bulkAdd([
      makeTransition('gone', { id: 'kept-move' }),
      makeTransition('nothing-left', { id: 'bare-move' }),
    ]);

    const outcome = await repairProfile(db, T0 + 5);

    expect(outcome.recoveredItems).toBe(1);
    expect(await db.items.get('gone')).toMatchObject({
      content: 'Sell the boat to Jonas',
      version: 3,
      archivedAt: T0 + 5,
    });
    expect(await db.transitions.get('kept-move')).toBeDefined();
    // A move of an item with no text left anywhere holds nothing to keep.
    expect(await db.transitions.get('bare-move')).toBeUndefined();
    expect(outcome.after).toMatchObject({ orphanTotal: 0, invalidTotal: 0 });
  });

  it('drops only the links to what is gone, and says a change’s message was lost', async () => {
    await db.items.add(makeItem({ id: 'desk' }));
    await db.transitions.add(
      makeTransition('desk', { id: 'moved', cause: { kind: 'message', episodeId: 'gone' } }),
    );
    await db.memories.add(
      makeMemory({
        id: 'fact',
        content: 'My sister Ana lives round the corner.',
        episodeIds: ['gone'],
        itemIds: ['desk', 'gone-item'],
        supersedesId: 'gone-fact',
      }),
    );

    const outcome = await repairProfile(db, T0);

    expect(outcome.after).toMatchObject({ orphanTotal: 0, invalidTotal: 0 });
    expect((await db.transitions.get('moved'))?.cause).toEqual(CAUSE_LOST);
    expect(await db.memories.get('fact')).toMatchObject({
      content: 'My sister Ana lives round the corner.',
      episodeIds: [],
      itemIds: ['desk'],
      supersedesId: null,
    });
  });

  it('mends rows a backup would refuse without losing a word of them', async () => {
    const long = 'Plan the garden: '.repeat(400);
    await db.items.bulkAdd([
      makeItem({ id: 'long', content: long, context: 'From the entry.' }),
      makeItem({ id: 'number', content: 12345 as unknown as string }),
    ]);
    await db.sources.add(makeConversationSource({ id: 'titled', title: 'T'.repeat(5_000) }));

    const outcome = await repairProfile(db, T0);

    expect(outcome.before.invalidTotal).toBe(3);
    expect(outcome.after).toMatchObject({ orphanTotal: 0, invalidTotal: 0 });
    const mended = await db.items.get('long');
    expect(mended?.content.length).toBeLessThanOrEqual(TEXT_LIMITS.item);
    expect(mended?.context).toBe(`${long}\n\nFrom the entry.`.trim());
    expect((await db.items.get('number'))?.content).toBe('12345');
  });

  it('erases vectors whose owner is gone, and changes nothing in a sound profile', async () => {
    await db.items.add(makeItem({ id: 'here' }));
    await db.embeddings.add({
      modelId: 'model',
      chunkIndex: 0,
      dims: 1,
      itemIds: ['here', 'gone'],
      itemVersions: [1, 1],
      vectors: new Float32Array([1, 1]),
      updatedAt: T0,
    });
    const outcome = await repairProfile(db, T0);
    expect(outcome.before.orphans.vectorsWithoutOwner).toBe(1);
    expect(outcome.after.orphanTotal).toBe(0);

    const texts = await allTexts();
    const again = await repairProfile(db, T0 + 1);
    expect(again.before).toEqual(again.after);
    expect(await allTexts()).toBe(texts);
    expect((await checkIntegrity(db)).orphanTotal).toBe(0);
  });
});
