import { ForethoughtDb, getDb } from '../src/db/database';
import { VectorStore } from '../src/db/vector-store';
import { createItem } from '../src/domain/item-edit';
import type { ProspectiveItem } from '../src/domain/item';
import type { BenchParams, Measured, SeedSummary } from './bench-api';
import { shortSentences } from './corpus';
import { modelReady, topicVectors } from './ml';
import { repeat, timeMs } from './repeat';
import { seedItems, seedVectors } from './seed-data';

function records(count: number): ProspectiveItem[] {
  const texts = shortSentences(count);
  return texts.map((content) =>
    createItem({ content, type: 'plan', context: content }, Date.now()),
  );
}

/** 1,000 items in one transaction vs 1,000 transactions of one item, each awaited. */
export async function dexieWrite(params: BenchParams<'dexie-write'>): Promise<Measured> {
  // A database of its own, with the app's schema: the app's data is not touched.
  const db = new ForethoughtDb('forethought-bench-writes');
  try {
    const real = await repeat(params.real, async () => {
      await db.items.clear();
      const rows = records(params.records);
      return timeMs(() => db.transaction('rw', db.items, () => db.items.bulkAdd(rows)));
    });
    const naive = await repeat(params.naive, async () => {
      await db.items.clear();
      const rows = records(params.records);
      return timeMs(async () => {
        for (const row of rows) await db.items.add(row);
      });
    });
    const stored = await db.items.count();
    return {
      unit: 'ms',
      real,
      naive,
      notes: [`${params.records} item records per run; ${stored} stored after the last`],
    };
  } finally {
    await db.delete();
  }
}

/**
 * Fills the app's own database, as the app would hold it after use: `size` items and a
 * vector for each (near its topic's real embedding), saved packed through VectorStore, so
 * that the app starts with nothing left to embed.
 */
export async function seedApp(params: BenchParams<'seed-app'>): Promise<SeedSummary> {
  const model = await modelReady();
  const topics = await topicVectors();
  const started = performance.now();
  const db = getDb();
  await db.transaction('rw', db.items, db.embeddings, async () => {
    await db.items.clear();
    await db.embeddings.clear();
  });
  const items = seedItems(params.size, Date.now());
  await db.items.bulkAdd(items);
  const vectors = seedVectors(items, topics, model.dims);
  const store = new VectorStore(db, model.modelId, model.dims);
  const rows = items.map((item, row) => ({
    id: item.id,
    version: item.version,
    vector: vectors.subarray(row * model.dims, (row + 1) * model.dims),
  }));
  await store.save(rows, Date.now());
  const [count, stored] = await Promise.all([db.items.count(), store.load()]);
  db.close();
  return { items: count, vectors: stored.ids.length, ms: performance.now() - started };
}
