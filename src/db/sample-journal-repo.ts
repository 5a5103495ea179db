import { eraseFromChunk, readVectorsKey } from '../domain/embedding';
import { newId } from '../domain/ids';
import type { ProspectiveItem } from '../domain/item';
import { createItem } from '../domain/item-edit';
import {
  sampleDueAt,
  sampleJournal,
  sampleWrittenAt,
  type SampleRecord,
} from '../domain/sample-journal';
import type { UiLanguage } from '../domain/settings';
import type { Episode, JournalSource } from '../domain/source';
import type { MemoryRecord } from '../domain/memory/memory-record';
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
      const createdAt = sampleWrittenAt(entry, now);
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
            dueAt: sampleDueAt(sample, entry, createdAt, now),
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
  /** Facts and habits read only from the sample's entries, accepted or not: removed. */
  removedMemories: number;
  /** Sample items the person edited, and entries they corrected or filed from: kept. */
  keptItems: number;
  keptEntries: number;
};

/**
 * Removes the sample journal: its entries (with their episodes and episode vectors), the
 * items filed from them, and the facts and habits read only from them — proposed or
 * accepted, since they describe the sample's imagined person. What the person made their own
 * stays — an item they edited, an entry they corrected or filed an item from, a fact they
 * edited or that was also read from their own writing, a change to their own item made from
 * a sample entry — and with it every entry it points at, so nothing kept points at a
 * removed entry. One transaction: all or nothing.
 */
export async function removeSampleJournal(db: ForethoughtDb): Promise<SampleRemoval> {
  const tables = [db.sources, db.episodes, db.settings, ...itemTables(db)];
  return db.transaction('rw', tables, async () => {
    const record = await readSampleRecord(db);
    const removal = {
      removedEntries: 0,
      removedItems: 0,
      removedMemories: 0,
      keptItems: 0,
      keptEntries: 0,
    };
    if (!record) return removal;
    for (const item of await db.items.bulkGet(record.itemIds)) {
      if (!item) continue;
      if (item.version > 1) removal.keptItems += 1;
      else {
        await eraseItem(db, item.id);
        removal.removedItems += 1;
      }
    }
    const entries = await removableEntries(db, record);
    removal.keptEntries = entries.kept;
    const memories = await planMemories(db, entries.episodeIds);
    const causes = await episodesNamedAsCause(db, entries.episodeIds);
    // An entry a kept fact was read from, or a kept change was made from, stays.
    const isPinned = (id: string) => memories.pinnedEpisodes.has(id) || causes.has(id);
    const removedSources = entries.removable.filter((entry) => !entry.episodeIds.some(isPinned));
    removal.keptEntries += entries.removable.length - removedSources.length;
    const removedEpisodes = new Set(removedSources.flatMap((entry) => entry.episodeIds));
    await db.episodes.bulkDelete([...removedEpisodes]);
    await db.sources.bulkDelete(removedSources.map((entry) => entry.id));
    removal.removedEntries = removedSources.length;
    await eraseMemories(db, memories.removed);
    removal.removedMemories = memories.removed.length;
    await eraseVectorsOf(db, 'episodes', removedEpisodes);
    // Whatever stays is the person's own now; the sample is gone.
    await db.settings.delete(SAMPLE_KEY);
    return removal;
  });
}

type RemovableEntry = { id: string; episodeIds: string[] };

/** The sample's entries nobody made their own (not corrected, nothing filed from them). */
async function removableEntries(db: ForethoughtDb, record: SampleRecord) {
  const removable: RemovableEntry[] = [];
  let kept = 0;
  for (const source of await db.sources.bulkGet(record.sourceIds)) {
    if (source?.kind !== 'journal') continue;
    const filedFrom = await db.items.where('sourceId').equals(source.id).count();
    if ((source.revisions?.length ?? 0) > 0 || filedFrom > 0) {
      kept += 1;
      continue;
    }
    const episodeIds = await db.episodes.where('sourceId').equals(source.id).primaryKeys();
    removable.push({ id: source.id, episodeIds });
  }
  return { removable, kept, episodeIds: new Set(removable.flatMap((e) => e.episodeIds)) };
}

/**
 * Which facts and habits go with the sample: those read only from its removable entries and
 * never edited. The others stay, and pin the sample entries they were read from.
 */
async function planMemories(db: ForethoughtDb, sampleEpisodes: ReadonlySet<string>) {
  const touched = await db.memories
    .where('episodeIds')
    .anyOf([...sampleEpisodes])
    .toArray();
  const unique = [...new Map(touched.map((memory) => [memory.id, memory])).values()];
  const isSampleOnly = (memory: MemoryRecord) =>
    memory.revisions.length === 0 && memory.episodeIds.every((id) => sampleEpisodes.has(id));
  const removed = unique.filter(isSampleOnly);
  const pinnedEpisodes = new Set(
    unique.filter((memory) => !isSampleOnly(memory)).flatMap((memory) => memory.episodeIds),
  );
  return { removed, pinnedEpisodes };
}

/** Which of `episodeIds` a remaining transition or earlier text names as its cause. */
async function episodesNamedAsCause(db: ForethoughtDb, episodeIds: ReadonlySet<string>) {
  const named = new Set<string>();
  if (episodeIds.size === 0) return named;
  const rows = [...(await db.transitions.toArray()), ...(await db.itemVersions.toArray())];
  for (const { cause } of rows) {
    if (cause.kind === 'message' && episodeIds.has(cause.episodeId)) named.add(cause.episodeId);
  }
  return named;
}

/**
 * Deletes memories with their vectors; a kept memory linked to one of them (as what it
 * replaced, or what replaced it) loses only that link.
 */
async function eraseMemories(db: ForethoughtDb, memories: readonly MemoryRecord[]) {
  if (memories.length === 0) return;
  const ids = new Set(memories.map((memory) => memory.id));
  await db.memories.bulkDelete([...ids]);
  const linked = await db.memories
    .filter(
      (memory) =>
        (memory.supersedesId !== null && ids.has(memory.supersedesId)) ||
        (memory.supersededById !== null && ids.has(memory.supersededById)),
    )
    .toArray();
  const unlink = (id: string | null) => (id !== null && ids.has(id) ? null : id);
  await db.memories.bulkPut(
    linked.map((memory) => {
      const isReplacedBySample = memory.supersededById !== null && ids.has(memory.supersededById);
      return {
        ...memory,
        supersedesId: unlink(memory.supersedesId),
        supersededById: unlink(memory.supersededById),
        // Replaced only by a fact of the sample's: it holds again.
        status: isReplacedBySample && memory.status === 'superseded' ? 'active' : memory.status,
      };
    }),
  );
  await eraseVectorsOf(db, 'memories', ids);
}

/** Erases the vectors of removed episodes or memories, under every model. */
async function eraseVectorsOf(
  db: ForethoughtDb,
  owners: 'episodes' | 'memories',
  ids: ReadonlySet<string>,
) {
  if (ids.size === 0) return;
  const chunks = await db.embeddings
    .filter((chunk) => readVectorsKey(chunk.modelId).owners === owners)
    .toArray();
  const changed = chunks.filter((chunk) =>
    [...ids].map((id) => eraseFromChunk(chunk, id)).some(Boolean),
  );
  await db.embeddings.bulkPut(changed);
}
