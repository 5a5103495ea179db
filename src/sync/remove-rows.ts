import type { ForethoughtDb, SyncedTable } from '../db/database';
import { eraseItem, itemTables } from '../db/items-repo';
import {
  eraseFromChunk,
  readVectorsKey,
  type EmbeddingChunk,
  type VectorOwners,
} from '../domain/embedding';
import { rowTable } from './mirror-rows';

/** Every table a removal from the room can touch. */
export function removalTables(db: ForethoughtDb) {
  return [...itemTables(db), db.sources, db.episodes];
}

/**
 * Erases the vectors of `ids` (owned by `owners`) under every model. Vectors are derived
 * from the text: a row removed on another device (delete forever) must not leave them here.
 */
async function eraseVectors(db: ForethoughtDb, owners: VectorOwners, ids: readonly string[]) {
  const changed = new Map<string, EmbeddingChunk>();
  for (const id of ids) {
    for (const found of await db.embeddings.where('itemIds').equals(id).toArray()) {
      if (readVectorsKey(found.modelId).owners !== owners) continue;
      // One chunk can hold several of the ids: erase them all from the same copy.
      const key = `${found.modelId}|${found.chunkIndex}`;
      const chunk = changed.get(key) ?? found;
      changed.set(key, chunk);
      eraseFromChunk(chunk, id);
    }
  }
  await db.embeddings.bulkPut([...changed.values()]);
}

async function removeEpisodes(db: ForethoughtDb, ids: readonly string[]) {
  await db.episodes.bulkDelete([...ids]);
  await eraseVectors(db, 'episodes', ids);
}

/**
 * Removes rows the room no longer holds, with what is derived from them here; call inside a
 * transaction over `removalTables`. An item goes the way "delete forever" takes it on the
 * device that deleted it (eraseItem: its history, dismissals and vectors); a source takes its
 * logged episodes with it, so that none is left pointing at nothing.
 */
export async function removeRows(db: ForethoughtDb, table: SyncedTable, ids: readonly string[]) {
  switch (table) {
    case 'items':
      for (const id of ids) await eraseItem(db, id);
      return;
    case 'sources':
      await removeEpisodes(db, await db.episodes.where('sourceId').anyOf(ids).primaryKeys());
      await db.sources.bulkDelete([...ids]);
      return;
    case 'episodes':
      await removeEpisodes(db, ids);
      return;
    case 'memories':
      await db.memories.bulkDelete([...ids]);
      await eraseVectors(db, 'memories', ids);
      return;
    default:
      await rowTable(db, table).bulkDelete([...ids]);
  }
}
