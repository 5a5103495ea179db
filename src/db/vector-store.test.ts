import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { EMBEDDING_CHUNK_SIZE } from '../domain/embedding';
import type { ForethoughtDb } from './database';
import { deleteTestDb, openTestDb } from '../test/test-db';
import { VectorStore } from './vector-store';

const DIMS = 3;

function row(id: string, version: number, seed: number) {
  return { id, version, vector: new Float32Array([seed, seed + 0.5, seed + 0.25]) };
}

describe('VectorStore', () => {
  let db: ForethoughtDb;
  beforeEach(() => {
    db = openTestDb();
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
});
