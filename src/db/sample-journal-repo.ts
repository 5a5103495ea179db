import { eraseFromChunk, readVectorsKey } from '../domain/embedding';
import { newId } from '../domain/ids';
import type { ProspectiveItem } from '../domain/item';
import { createItem } from '../domain/item-edit';
import { DAY_MS } from '../domain/lifecycle';
import { sampleJournal, type SampleRecord } from '../domain/sample-journal';
import type { UiLanguage } from '../domain/settings';
import type { Episode, JournalSource } from '../domain/source';
import type { ForethoughtDb } from './database';
import { eraseItem, itemTables } from './items-repo';

/** Where the ids of the loaded sample are kept (a settings row of its own). */
export const SAMPLE_KEY = 'sample-journal';

/** The sample's ids while it is loaded; null when it never was, or was removed. */
export async function readSampleRecord(db: ForethoughtDb): Promise<SampleRecord | null> {
  const row = await db.settings.get(SAMPLE_KEY);
  return (row?.value as SampleRecord | undefined) ?? null;
}

/**
 * Loads the sample journal in `language`: its entries (each a source with its episode, dated
 * over the last weeks) and the items filed from them, some with due dates — all at once, and
 * only once (a second call while it is loaded adds nothing). Nothing goes through capture:
 * the sample's items are filed as it lists them.
 */
export async function addSampleJournal(
  db: ForethoughtDb,
  language: UiLanguage,
  now: number,
): Promise<SampleRecord> {
  return db.transaction('rw', [db.sources, db.episodes, db.items, db.settings], async () => {
    const loaded = await readSampleRecord(db);
    if (loaded) return loaded;
    const record: SampleRecord = { sourceIds: [], itemIds: [] };
    for (const entry of sampleJournal(language)) {
      const createdAt = now - entry.daysAgo * DAY_MS;
      const source: JournalSource = { id: newId(), kind: 'journal', text: entry.text, createdAt };
      const episode: Episode = {
        id: newId(),
        kind: 'journal-entry',
        text: entry.text,
        at: createdAt,
        sourceId: source.id,
        turnIndex: null,
        speaker: null,
      };
      const items: ProspectiveItem[] = entry.items.map((sample) =>
        createItem(
          {
            content: sample.content,
            type: sample.type,
            context: entry.text,
            saidAt: createdAt,
            sourceId: source.id,
            dueAt: sample.dueInDays === undefined ? null : now + sample.dueInDays * DAY_MS,
          },
          now,
        ),
      );
      await db.sources.add(source);
      await db.episodes.add(episode);
      await db.items.bulkAdd(items);
      record.sourceIds.push(source.id);
      record.itemIds.push(...items.map((item) => item.id));
    }
    await db.settings.put({ key: SAMPLE_KEY, value: record });
    return record;
  });
}

export type SampleRemoval = {
  removedEntries: number;
  removedItems: number;
  /** Sample items the person edited, and entries they corrected or filed from: kept. */
  keptItems: number;
  keptEntries: number;
};

/**
 * Removes the sample journal: its entries (with their episodes and episode vectors), the
 * items filed from them, and facts or habits still proposed from them. What the person made
 * their own stays — an item they edited, an entry they corrected or filed an item from —
 * and is no longer counted as the sample. One transaction: all or nothing.
 */
export async function removeSampleJournal(db: ForethoughtDb): Promise<SampleRemoval> {
  const tables = [db.sources, db.episodes, db.settings, ...itemTables(db)];
  return db.transaction('rw', tables, async () => {
    const record = await readSampleRecord(db);
    const removal = { removedEntries: 0, removedItems: 0, keptItems: 0, keptEntries: 0 };
    if (!record) return removal;
    for (const item of await db.items.bulkGet(record.itemIds)) {
      if (!item) continue;
      if (item.version > 1) removal.keptItems += 1;
      else {
        await eraseItem(db, item.id);
        removal.removedItems += 1;
      }
    }
    const removedEpisodes = new Set<string>();
    for (const source of await db.sources.bulkGet(record.sourceIds)) {
      if (source?.kind !== 'journal') continue;
      const filedFrom = await db.items.where('sourceId').equals(source.id).count();
      if ((source.revisions?.length ?? 0) > 0 || filedFrom > 0) {
        removal.keptEntries += 1;
        continue;
      }
      const episodes = await db.episodes.where('sourceId').equals(source.id).primaryKeys();
      for (const id of episodes) removedEpisodes.add(id);
      await db.episodes.bulkDelete(episodes);
      await db.sources.delete(source.id);
      removal.removedEntries += 1;
    }
    await eraseEpisodeVectors(db, removedEpisodes);
    await removeProposalsFrom(db, removedEpisodes);
    // Whatever stays is the person's own now; the sample is gone.
    await db.settings.delete(SAMPLE_KEY);
    return removal;
  });
}

/** Erases the removed episodes' vectors under every model. */
async function eraseEpisodeVectors(db: ForethoughtDb, episodeIds: ReadonlySet<string>) {
  if (episodeIds.size === 0) return;
  const chunks = await db.embeddings
    .filter((chunk) => readVectorsKey(chunk.modelId).owners === 'episodes')
    .toArray();
  const changed = chunks.filter((chunk) =>
    [...episodeIds].map((id) => eraseFromChunk(chunk, id)).some(Boolean),
  );
  await db.embeddings.bulkPut(changed);
}

/** Facts and habits proposed only from the removed episodes, not yet accepted, go too. */
async function removeProposalsFrom(db: ForethoughtDb, episodeIds: ReadonlySet<string>) {
  if (episodeIds.size === 0) return;
  const proposed = await db.memories.where('status').equals('proposed').toArray();
  const fromSample = proposed.filter(
    (memory) => memory.episodeIds.length > 0 && memory.episodeIds.every((id) => episodeIds.has(id)),
  );
  await db.memories.bulkDelete(fromSample.map((memory) => memory.id));
}
