import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { ForethoughtDb } from './database';
import {
  makeConversationSource,
  makeEpisode,
  makeItem,
  makeItemVersion,
  makeJournalSource,
  makeMemory,
  makeTransition,
  T0,
} from '../test/factories';
import { deleteTestDb, openTestDb } from '../test/test-db';
import { checkIntegrity } from './integrity';
import { archive, deleteForever } from './items-repo';
import { VectorStore } from './vector-store';
import { episodeVectorsKey } from '../domain/embedding';

const vector = () => new Float32Array([1, 0, 0]);

/** A sound profile: a conversation with an item on its turn, its history and its vectors. */
async function seedSound(db: ForethoughtDb) {
  const chat = makeConversationSource({
    turns: [
      { index: 0, speaker: 'Me', text: 'We decided on Lisbon.', at: T0 },
      { index: 1, speaker: 'Sam', text: 'Great.', at: T0 },
    ],
  });
  const turn = makeEpisode(chat.id, { kind: 'chat-turn', turnIndex: 0, speaker: 'Me' });
  const item = makeItem({ id: 'lisbon', sourceId: chat.id, turnIndex: 0, version: 2 });
  const entry = makeJournalSource();
  await db.sources.bulkAdd([chat, entry]);
  await db.episodes.bulkAdd([turn, makeEpisode(entry.id)]);
  await db.items.add(item);
  await db.itemVersions.add(makeItemVersion(item.id));
  await db.transitions.add(
    makeTransition(item.id, { cause: { kind: 'message', episodeId: turn.id } }),
  );
  const store = new VectorStore(db, 'model-a', 3);
  await store.load();
  await store.save([{ id: item.id, version: 2, vector: vector() }], T0);
  // The episodic log's vectors are owned by episodes, not items.
  const episodes = new VectorStore(db, episodeVectorsKey('model-a'), 3);
  await episodes.load();
  await episodes.save([{ id: turn.id, version: 0, vector: vector() }], T0);
  return { chat, entry, item };
}

describe('checkIntegrity', () => {
  let db: ForethoughtDb;
  beforeEach(() => {
    db = openTestDb();
  });
  afterEach(async () => {
    await deleteTestDb(db);
  });

  it('finds nothing wrong in a sound profile, and counts what it holds', async () => {
    await seedSound(db);
    const report = await checkIntegrity(db);
    expect(report.orphanTotal).toBe(0);
    expect(report.counts).toEqual({
      items: 1,
      itemVersions: 1,
      transitions: 1,
      sources: 2,
      turns: 2,
      episodes: 2,
      memories: 0,
      vectors: 2,
    });
    expect(report.invalidTotal).toBe(0);
  });

  it('counts every kind of orphan in a broken profile', async () => {
    const { chat } = await seedSound(db);
    // Written around the repositories, as a torn write or an old bug would leave them.
    await db.itemVersions.add(makeItemVersion('gone-1', { id: 'v-orphan' }));
    await db.transitions.bulkAdd([
      makeTransition('gone-1', { id: 't-orphan' }),
      makeTransition('lisbon', { id: 't-cause', cause: { kind: 'message', episodeId: 'e-gone' } }),
    ]);
    await db.episodes.add(makeEpisode('source-gone', { id: 'e-orphan' }));
    await db.items.bulkAdd([
      makeItem({ id: 'i-no-source', sourceId: 'source-gone' }),
      makeItem({ id: 'i-bad-turn', sourceId: chat.id, turnIndex: 7 }),
    ]);
    await db.embeddings.add({
      modelId: 'model-b',
      chunkIndex: 0,
      dims: 3,
      itemIds: ['lisbon', 'gone-2', ''],
      itemVersions: [2, 1, 0],
      vectors: new Float32Array(9),
      updatedAt: T0,
    });

    const report = await checkIntegrity(db);
    expect(report.orphans).toEqual({
      itemSource: 1,
      itemTurn: 1,
      versionItem: 1,
      versionCause: 0,
      transitionItem: 1,
      transitionCause: 1,
      episodeSource: 1,
      episodeTurn: 0,
      memoryEpisode: 0,
      memoryItem: 0,
      memoryLink: 0,
      vectorsWithoutOwner: 1,
    });
    expect(report.orphanTotal).toBe(7);
    expect(report.examples.vectorsWithoutOwner).toEqual(['gone-2']);
    expect(report.examples.itemTurn).toEqual(['i-bad-turn']);
  });

  it('counts a fact that points at an entry, an item or a fact that is gone', async () => {
    await seedSound(db);
    await db.memories.add(
      makeMemory({
        id: 'm-ana',
        content: 'My sister Ana lives round the corner.',
        episodeIds: ['entry-removed'],
        itemIds: ['item-removed'],
        supersedesId: 'fact-removed',
      }),
    );
    const report = await checkIntegrity(db);
    expect(report.orphans.memoryEpisode).toBe(1);
    expect(report.orphans.memoryItem).toBe(1);
    expect(report.orphans.memoryLink).toBe(1);
    expect(report.examples.memoryEpisode).toEqual(['m-ana']);
  });

  it('counts rows a backup of the profile would refuse, as the backup checker reads them', async () => {
    await seedSound(db);
    const chat = makeConversationSource({ id: 'long-title', title: 'T'.repeat(5_000) });
    await db.sources.add(chat);
    await db.items.add(makeItem({ id: 'number-text', content: 12345 as unknown as string }));
    const report = await checkIntegrity(db);
    expect(report.invalidRows.sources).toBe(1);
    expect(report.invalidRows.items).toBe(1);
    expect(report.invalidTotal).toBe(2);
    expect(report.examples.sources).toEqual(['long-title']);
  });

  it('finds nothing left behind by "delete forever"', async () => {
    const { item } = await seedSound(db);
    await archive(db, item.id, T0 + 10);
    await deleteForever(db, item.id);
    const report = await checkIntegrity(db);
    expect(report.orphanTotal).toBe(0);
    expect(report.counts.items).toBe(0);
    // The item's vector went; the turn it was said in stays in the log, with its vector.
    expect(report.counts.vectors).toBe(1);
    expect(report.counts.episodes).toBe(2);
  });
});
