import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { episodeVectorsKey, memoryVectorsKey } from '../domain/embedding';
import { sampleJournal } from '../domain/sample-journal';
import { T0, makeEpisode, makeJournalSource, makeMemory } from '../test/factories';
import { deleteTestDb, openTestDb } from '../test/test-db';
import type { ForethoughtDb } from './database';
import { checkIntegrity } from './integrity';
import { addItem, editItemContent, mention } from './items-repo';
import { addJournalEntry, correctJournalEntry, makeItemFromEntry } from './journal-repo';
import { addSampleJournal, readSampleRecord, removeSampleJournal } from './sample-journal-repo';

let db: ForethoughtDb;

beforeEach(() => {
  db = openTestDb();
});
afterEach(async () => {
  await deleteTestDb(db);
});

const DAY = 86_400_000;

describe('the sample journal', () => {
  it('loads its entries, their episodes and items with due dates, once', async () => {
    const record = await addSampleJournal(db, 'en', T0);
    const entries = sampleJournal('en');
    expect(record.sourceIds).toHaveLength(entries.length);
    expect(await db.episodes.count()).toBe(entries.length);
    const items = await db.items.toArray();
    expect(items).toHaveLength(entries.flatMap((entry) => entry.items).length);
    expect(items.some((item) => item.dueAt !== null && item.dueAt < T0)).toBe(true);
    const oldest = await db.sources.get(record.sourceIds[0] ?? '');
    expect(oldest?.createdAt).toBe(T0 - (entries[0]?.daysAgo ?? NaN) * DAY);

    await addSampleJournal(db, 'en', T0 + DAY);
    expect(await db.items.count()).toBe(items.length);
    expect((await checkIntegrity(db)).orphanTotal).toBe(0);
  });

  it('removes all of it, leaving what the person wrote untouched', async () => {
    const own = await addJournalEntry(db, 'My own entry', T0);
    await addSampleJournal(db, 'zh-CN', T0);
    const removal = await removeSampleJournal(db);

    expect(removal).toMatchObject({ keptItems: 0, keptEntries: 0 });
    expect(await db.items.count()).toBe(0);
    expect((await db.sources.toArray()).map((source) => source.id)).toEqual([own.id]);
    expect(await db.episodes.count()).toBe(1);
    expect(await readSampleRecord(db)).toBeNull();
    expect((await checkIntegrity(db)).orphanTotal).toBe(0);
  });

  it('keeps the items the person edited and the entries they corrected or filed from', async () => {
    const record = await addSampleJournal(db, 'en', T0);
    const [firstItem] = record.itemIds;
    const [, corrected, filedFrom] = record.sourceIds;
    await editItemContent(
      db,
      firstItem ?? '',
      { content: 'Book the flights this week' },
      { kind: 'user' },
      T0 + 1,
    );
    await correctJournalEntry(db, corrected ?? '', 'Retro: Fridays, thirty minutes.', T0 + 2);
    const mine = await makeItemFromEntry(db, filedFrom ?? '', 'basil', 'idea', T0 + 3);

    const removal = await removeSampleJournal(db);

    expect(removal.keptItems).toBe(1);
    // The edited item's entry, the corrected one, and the one filed from.
    expect(removal.keptEntries).toBe(3);
    const left = await db.items.toArray();
    expect(left.map((item) => item.id).sort()).toEqual([firstItem, mine.id].sort());
    expect((await checkIntegrity(db)).orphanTotal).toBe(0);
  });

  it("erases the removed episodes' vectors and the proposals read only from them", async () => {
    const record = await addSampleJournal(db, 'en', T0);
    const episodes = await db.episodes.toArray();
    const [first] = episodes;
    await db.embeddings.put({
      modelId: episodeVectorsKey('m'),
      chunkIndex: 0,
      dims: 2,
      itemIds: episodes.map((episode) => episode.id),
      itemVersions: episodes.map(() => 1),
      vectors: new Float32Array(episodes.length * 2).fill(1),
      updatedAt: T0,
    });
    await db.memories.bulkPut([
      makeMemory({ id: 'proposed', status: 'proposed', episodeIds: [first?.id ?? ''] }),
      makeMemory({ id: 'accepted', status: 'active', episodeIds: [first?.id ?? ''] }),
    ]);
    await db.embeddings.put({
      modelId: memoryVectorsKey('m'),
      chunkIndex: 0,
      dims: 2,
      itemIds: ['proposed', 'accepted'],
      itemVersions: [1, 1],
      vectors: new Float32Array(4).fill(1),
      updatedAt: T0,
    });
    expect(record.sourceIds).toHaveLength(episodes.length);

    const removal = await removeSampleJournal(db);

    for (const chunk of await db.embeddings.toArray()) {
      expect(chunk.itemIds.every((id) => id === '')).toBe(true);
      expect(chunk.vectors.every((value) => value === 0)).toBe(true);
    }
    // Accepted or not, a fact read only from the sample describes the sample's person.
    expect(await db.memories.count()).toBe(0);
    expect(removal.removedMemories).toBe(2);
    expect(await checkIntegrity(db)).toMatchObject({ orphanTotal: 0, invalidTotal: 0 });
  });

  it('keeps a fact the person edited, and the entry it was read from', async () => {
    await addSampleJournal(db, 'en', T0);
    const [entry] = await db.sources.toArray();
    const [episode] = await db.episodes
      .where('sourceId')
      .equals(entry?.id ?? '')
      .toArray();
    await db.memories.put(
      makeMemory({
        id: 'edited',
        status: 'active',
        content: 'My sister Ana lives two streets away.',
        revisions: [{ content: 'My sister Ana lives round the corner.', replacedAt: T0 + 1 }],
        episodeIds: [episode?.id ?? ''],
      }),
    );

    const removal = await removeSampleJournal(db);

    expect(await db.memories.get('edited')).toBeDefined();
    expect(await db.sources.get(entry?.id ?? '')).toBeDefined();
    expect(await db.episodes.get(episode?.id ?? '')).toBeDefined();
    expect(removal.keptEntries).toBe(1);
    expect(await checkIntegrity(db)).toMatchObject({ orphanTotal: 0, invalidTotal: 0 });
  });

  it('keeps a fact also read from the person’s own entry, with the sample entry it names', async () => {
    await addSampleJournal(db, 'en', T0);
    const [entry] = await db.sources.toArray();
    const [episode] = await db.episodes
      .where('sourceId')
      .equals(entry?.id ?? '')
      .toArray();
    const own = makeJournalSource({ id: 'own', text: 'Ana is my sister; she lives near me.' });
    const ownEpisode = makeEpisode(own.id, { id: 'own-episode', text: own.text });
    await db.sources.add(own);
    await db.episodes.add(ownEpisode);
    await db.memories.put(
      makeMemory({ id: 'both', status: 'active', episodeIds: [episode?.id ?? '', ownEpisode.id] }),
    );

    await removeSampleJournal(db);

    expect(await db.memories.get('both')).toBeDefined();
    expect(await checkIntegrity(db)).toMatchObject({ orphanTotal: 0, invalidTotal: 0 });
  });

  it('keeps a sample entry that a change to the person’s own item was made from', async () => {
    await addSampleJournal(db, 'en', T0);
    const [episode] = await db.episodes.toArray();
    const own = await addItem(
      db,
      { content: 'Ring the council about the streetlight', type: 'plan' },
      T0,
    );
    await mention(db, own.id, { kind: 'message', episodeId: episode?.id ?? '' }, T0 + 5);

    await removeSampleJournal(db);

    expect(await db.episodes.get(episode?.id ?? '')).toBeDefined();
    expect(await checkIntegrity(db)).toMatchObject({ orphanTotal: 0, invalidTotal: 0 });
  });

  it('restores a fact of the person’s that only a sample fact had replaced', async () => {
    await addSampleJournal(db, 'en', T0);
    const [episode] = await db.episodes.toArray();
    await db.memories.bulkPut([
      makeMemory({
        id: 'sample-fact',
        status: 'active',
        episodeIds: [episode?.id ?? ''],
        supersedesId: 'mine',
      }),
      makeMemory({ id: 'mine', status: 'superseded', supersededById: 'sample-fact' }),
    ]);

    await removeSampleJournal(db);

    expect(await db.memories.get('mine')).toMatchObject({
      status: 'active',
      supersededById: null,
    });
    expect(await checkIntegrity(db)).toMatchObject({ orphanTotal: 0, invalidTotal: 0 });
  });
});
