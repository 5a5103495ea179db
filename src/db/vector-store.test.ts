import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { EMBEDDING_CHUNK_SIZE, episodeVectorsKey } from '../domain/embedding';
import type { ForethoughtDb } from './database';
import { makeEpisode, makeItem } from '../test/factories';
import { deleteTestDb, openTestDb } from '../test/test-db';
import { wipeAllData } from './backup-repo';
import { archive, deleteForever } from './items-repo';
import { deleteRetiredBuiltinVectors, keptVectors, VectorStore } from './vector-store';

const DIMS = 3;

function row(id: string, version: number, seed: number) {
  return { id, version, vector: new Float32Array([seed, seed + 0.5, seed + 0.25]) };
}

/** Vectors are kept only for items that exist: the tests store their owners first. */
async function addItems(db: ForethoughtDb, ids: readonly string[]): Promise<void> {
  await db.items.bulkAdd(ids.map((id) => makeItem({ id })));
}

describe('VectorStore', () => {
  let db: ForethoughtDb;
  beforeEach(async () => {
    db = openTestDb();
    await addItems(db, ['x', 'y', 'z', 'b0']);
  });
  afterEach(async () => {
    await deleteTestDb(db);
  });

  it('saves packed vectors and loads them back in order, per model', async () => {
    const store = new VectorStore(db, 'model-a', DIMS);
    await store.load();
    await store.save([row('x', 1, 1), row('y', 1, 2)], 10);
    await new VectorStore(db, 'model-b', DIMS).load().then((other) => {
      expect(other.ids).toEqual([]);
    });

    const loaded = await new VectorStore(db, 'model-a', DIMS).load();
    expect(loaded.ids).toEqual(['x', 'y']);
    expect(loaded.versions).toEqual([1, 1]);
    expect(Array.from(loaded.vectors)).toEqual([1, 1.5, 1.25, 2, 2.5, 2.25]);
  });

  it('replaces a vector in place when its item is embedded again', async () => {
    const store = new VectorStore(db, 'model-a', DIMS);
    await store.load();
    await store.save([row('x', 1, 1), row('y', 1, 2)], 10);
    await store.save([row('x', 2, 7)], 11);

    const loaded = await new VectorStore(db, 'model-a', DIMS).load();
    expect(loaded.ids).toEqual(['x', 'y']);
    expect(loaded.versions).toEqual([2, 1]);
    expect(Array.from(loaded.vectors.subarray(0, DIMS))).toEqual([7, 7.5, 7.25]);
  });

  it('starts a new chunk when one is full, and a reloaded store keeps appending', async () => {
    const store = new VectorStore(db, 'model-a', DIMS);
    await store.load();
    const first = Array.from({ length: EMBEDDING_CHUNK_SIZE }, (_, i) => row(`a${i}`, 1, i));
    await addItems(
      db,
      first.map(({ id }) => id),
    );
    await store.save(first, 10);

    const reopened = new VectorStore(db, 'model-a', DIMS);
    await reopened.load();
    await reopened.save([row('b0', 1, 5)], 11);

    expect(await db.embeddings.count()).toBe(2);
    const loaded = await new VectorStore(db, 'model-a', DIMS).load();
    expect(loaded.ids.length).toBe(EMBEDDING_CHUNK_SIZE + 1);
    expect(loaded.ids.at(-1)).toBe('b0');
    expect(Array.from(loaded.vectors.subarray(-DIMS))).toEqual([5, 5.5, 5.25]);
  });

  it('ignores chunks written with other dimensions', async () => {
    await new VectorStore(db, 'model-a', 2).load().then(async () => {
      const other = new VectorStore(db, 'model-a', 2);
      await other.load();
      await other.save([{ id: 'z', version: 1, vector: new Float32Array([1, 0]) }], 1);
    });
    const loaded = await new VectorStore(db, 'model-a', DIMS).load();
    expect(loaded.ids).toEqual([]);
  });

  it('drops the vector of an item deleted while it was being computed', async () => {
    const store = new VectorStore(db, 'model-a', DIMS);
    await store.load();
    await store.save([row('x', 1, 1)], 10);
    // "Delete forever" lands between the worker's embedding and the save.
    await archive(db, 'y', 11);
    await deleteForever(db, 'y');

    expect(await store.save([row('y', 1, 2), row('z', 1, 3)], 12)).toBe(1);

    const loaded = await new VectorStore(db, 'model-a', DIMS).load();
    expect(loaded.ids).toEqual(['x', 'z']);
    expect(Array.from(loaded.vectors.subarray(DIMS))).toEqual([3, 3.5, 3.25]);
  });

  it('writes nothing when a wipe removed every item of the batch', async () => {
    const store = new VectorStore(db, 'model-a', DIMS);
    await store.load();
    await store.save([row('x', 1, 1)], 10);
    await wipeAllData(db);

    expect(await store.save([row('x', 2, 4), row('y', 1, 2)], 11)).toBe(0);
    expect(await db.embeddings.count()).toBe(0);
  });

  it('erases the vectors of an item deleted forever, under every model', async () => {
    const a = new VectorStore(db, 'model-a', DIMS);
    const b = new VectorStore(db, 'model-b', DIMS);
    await Promise.all([a.load(), b.load()]);
    await a.save([row('x', 1, 1), row('y', 1, 2)], 10);
    await b.save([row('y', 1, 5)], 10);
    await archive(db, 'y', 11);
    await deleteForever(db, 'y');

    const [fromA, fromB] = await Promise.all([
      new VectorStore(db, 'model-a', DIMS).load(),
      new VectorStore(db, 'model-b', DIMS).load(),
    ]);
    expect(fromA.ids).toEqual(['x', '']);
    expect(fromB.ids).toEqual(['']);
    expect(Array.from(fromB.vectors)).toEqual([0, 0, 0]);
  });

  it("drops an earlier built-in model's vectors, keeping the current one's and the Hub tier's", async () => {
    const now = Date.now();
    for (const modelId of ['use-lite-en@1+zh-table@1', 'builtin@2', 'hub:some/model@wasm']) {
      await new VectorStore(db, modelId, DIMS).save([row('x', 1, 1)], now);
    }
    expect(await deleteRetiredBuiltinVectors(db, 'builtin@2')).toBe(1);
    const left = await db.embeddings.toArray();
    expect(left.map((chunk) => chunk.modelId).sort()).toEqual(['builtin@2', 'hub:some/model@wasm']);
  });

  it("keeps episodes' vectors apart, owned by episodes, and retires them with their model", async () => {
    const now = Date.now();
    await db.episodes.bulkAdd([
      makeEpisode('source-1', { id: 'ep-1' }),
      makeEpisode('source-1', { id: 'ep-2' }),
    ]);
    const episodes = new VectorStore(db, episodeVectorsKey('builtin@2'), DIMS);
    // An item's id is no episode: its vector is dropped, as for a deleted owner.
    expect(await episodes.save([row('ep-1', 0, 1), row('x', 0, 2), row('ep-2', 0, 3)], now)).toBe(
      2,
    );
    expect((await episodes.load()).ids).toEqual(['ep-1', 'ep-2']);
    expect((await new VectorStore(db, 'builtin@2', DIMS).load()).ids).toEqual([]);

    await new VectorStore(db, episodeVectorsKey('builtin@1'), DIMS).save([row('ep-1', 0, 4)], now);
    await new VectorStore(db, episodeVectorsKey('hub:m@wasm'), DIMS).save([row('ep-1', 0, 5)], now);
    expect(await deleteRetiredBuiltinVectors(db, 'builtin@2')).toBe(1);
    const left = await db.embeddings.toArray();
    expect(left.map((chunk) => chunk.modelId).sort()).toEqual([
      episodeVectorsKey('builtin@2'),
      episodeVectorsKey('hub:m@wasm'),
    ]);
  });
});

describe('keptVectors', () => {
  it('packs again the rows kept, in their order, with their ids', () => {
    const stored = {
      ids: ['a', 'b', 'c'],
      versions: [1, 2, 1],
      vectors: new Float32Array([1, 1, 2, 2, 3, 3]),
      dims: 2,
    };
    const kept = keptVectors(stored, (id, version) => id !== 'a' && version === 1);
    expect(kept.ids).toEqual(['c']);
    expect(Array.from(kept.vectors)).toEqual([3, 3]);
  });
});
