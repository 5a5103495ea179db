import {
  EMBEDDING_CHUNK_SIZE,
  ERASED_SLOT_ID,
  readVectorsKey,
  type EmbeddingChunk,
} from '../domain/embedding';
import type { ForethoughtDb } from './database';

/** One vector to keep: whose, from which version of its text, and the floats. */
export type VectorRow = { id: string; version: number; vector: Float32Array };

/** Everything stored for one model, packed: `ids[i]` owns `vectors[i*dims … (i+1)*dims)`. */
export type LoadedVectors = {
  ids: string[];
  versions: number[];
  vectors: Float32Array;
  dims: number;
};

/**
 * The stored rows that `isKept` accepts (by owner id and text version), packed again: what
 * a sync hands the worker when some owners are gone or their text has changed since.
 */
export function keptVectors(
  stored: LoadedVectors,
  isKept: (id: string, version: number) => boolean,
): { ids: string[]; vectors: Float32Array } {
  const { dims } = stored;
  const rows = stored.ids.flatMap((id, row) =>
    isKept(id, stored.versions[row] ?? 0) ? [row] : [],
  );
  const vectors = new Float32Array(rows.length * dims);
  rows.forEach((row, i) =>
    vectors.set(stored.vectors.subarray(row * dims, (row + 1) * dims), i * dims),
  );
  return { ids: rows.map((row) => stored.ids[row] ?? ''), vectors };
}

type Slot = { chunkIndex: number; position: number };

/**
 * The stored vectors of one model. It remembers where each id lives, so saving a batch
 * rewrites only the chunks it touches. The main thread owns it; the worker never sees
 * IndexedDB and receives the packed arrays instead.
 */
export class VectorStore {
  private readonly slots = new Map<string, Slot>();
  private chunkCount = 0;
  private lastChunkSize = 0;

  /** `modelId` is the chunks' key: a model id, or `episodeVectorsKey(model id)`. */
  constructor(
    private readonly db: ForethoughtDb,
    readonly modelId: string,
    readonly dims: number,
  ) {}

  /** The table whose rows own these vectors: items, the episodic log, or the memories. */
  private get owners() {
    const { owners } = readVectorsKey(this.modelId);
    if (owners === 'episodes') return this.db.episodes;
    return owners === 'memories' ? this.db.memories : this.db.items;
  }

  /** Reads every chunk of the model (in chunk order) into one packed array. */
  async load(): Promise<LoadedVectors> {
    const chunks = await this.db.embeddings
      .where('modelId')
      .equals(this.modelId)
      .sortBy('chunkIndex');
    const usable = chunks.filter((chunk) => chunk.dims === this.dims);
    const total = usable.reduce((sum, chunk) => sum + chunk.itemIds.length, 0);
    const vectors = new Float32Array(total * this.dims);
    const ids: string[] = [];
    const versions: number[] = [];
    this.slots.clear();
    for (const chunk of usable) {
      vectors.set(
        chunk.vectors.subarray(0, chunk.itemIds.length * this.dims),
        ids.length * this.dims,
      );
      chunk.itemIds.forEach((id, position) => {
        if (id !== ERASED_SLOT_ID) this.slots.set(id, { chunkIndex: chunk.chunkIndex, position });
      });
      ids.push(...chunk.itemIds);
      versions.push(...chunk.itemVersions);
    }
    const last = usable.at(-1);
    this.chunkCount = last ? last.chunkIndex + 1 : 0;
    this.lastChunkSize = last ? last.itemIds.length : 0;
    return { ids, versions, vectors, dims: this.dims };
  }

  /**
   * Writes vectors in place (same id) or appended, in one transaction. A vector whose item
   * (or episode) no longer exists (deleted forever, or wiped, while it was being computed)
   * is dropped inside that transaction, so no vector can outlive its owner. Returns how
   * many were kept.
   */
  async save(rows: readonly VectorRow[], now: number): Promise<number> {
    const ownerTable = this.owners;
    // Reads and writes only: no other awaits inside the transaction.
    return this.db.transaction('rw', ownerTable, this.db.embeddings, async () => {
      const owners = await ownerTable.bulkGet(rows.map((row) => row.id));
      const kept = rows.filter((_, index) => owners[index] !== undefined);
      if (kept.length === 0) return 0;
      // Slots are given out only to kept rows, so a dropped one leaves no gap in a chunk.
      const placed = kept.map((row) => ({
        row,
        slot: this.slots.get(row.id) ?? this.appendSlot(row.id),
      }));
      const indexes = [...new Set(placed.map(({ slot }) => slot.chunkIndex))];
      const stored = await this.db.embeddings.bulkGet(
        indexes.map((index) => [this.modelId, index]),
      );
      const chunks = new Map(
        indexes.map((index, i) => [index, stored[i] ?? this.emptyChunk(index, now)]),
      );
      for (const { row, slot } of placed) {
        const chunk = chunks.get(slot.chunkIndex);
        if (!chunk) continue;
        chunk.itemIds[slot.position] = row.id;
        chunk.itemVersions[slot.position] = row.version;
        chunk.vectors.set(row.vector, slot.position * this.dims);
        chunk.updatedAt = now;
      }
      await this.db.embeddings.bulkPut([...chunks.values()]);
      return kept.length;
    });
  }

  private appendSlot(id: string): Slot {
    if (this.chunkCount === 0 || this.lastChunkSize === EMBEDDING_CHUNK_SIZE) {
      this.chunkCount += 1;
      this.lastChunkSize = 0;
    }
    const slot = { chunkIndex: this.chunkCount - 1, position: this.lastChunkSize };
    this.lastChunkSize += 1;
    this.slots.set(id, slot);
    return slot;
  }

  private emptyChunk(chunkIndex: number, now: number): EmbeddingChunk {
    return {
      modelId: this.modelId,
      chunkIndex,
      dims: this.dims,
      itemIds: [],
      itemVersions: [],
      vectors: new Float32Array(EMBEDDING_CHUNK_SIZE * this.dims),
      updatedAt: now,
    };
  }
}

/**
 * Deletes the stored vectors (items' and episodes') of built-in models the app no longer
 * ships (an upgrade brought a new one: its vectors are computed again under its own id).
 * The Hub tier's vectors (`hub:` ids) stay, for the person may switch back to it. Returns
 * how many chunks went.
 */
export async function deleteRetiredBuiltinVectors(
  db: ForethoughtDb,
  builtinModelId: string,
): Promise<number> {
  return db.embeddings
    .filter((chunk) => {
      const { modelId } = readVectorsKey(chunk.modelId);
      return !modelId.startsWith('hub:') && modelId !== builtinModelId;
    })
    .delete();
}
