import { describe, expect, it } from 'vitest';

import { EpisodeIndex } from './episode-index';

const DIMS = 4;
const NOW = Date.UTC(2026, 11, 3, 12);
const unit = (...values: number[]) => {
  const norm = Math.hypot(...values);
  return Float32Array.from(values, (value) => value / norm);
};
const QUERY = unit(1, 0, 0, 0);

const entry = (id: string, text: string) => ({ id, text, at: NOW, sourceId: 'chat' });
// The slight turns' vectors sit right on the query, as a one-word turn's often sits near
// a great many queries; the passport turn is merely close.
const ENTRIES = [
  entry('amazing', 'amazing'),
  entry('thumbs', '👍'),
  entry('haha', '哈哈哈'),
  entry('passport', 'I will renew my passport before the trip, amazing as that sounds'),
];
const VECTORS = [QUERY, QUERY, QUERY, unit(1, 0.8, 0, 0)];

const search = (index: EpisodeIndex, topic: string) =>
  index.search({
    vector: QUERY,
    topic,
    range: null,
    excludeSourceId: null,
    thresholds: { dense: 0.5, lexical: 0.1 },
    k: 3,
    now: NOW,
    widthDays: 180,
  });

async function loaded(): Promise<EpisodeIndex> {
  const index = new EpisodeIndex(DIMS);
  const packed = new Float32Array(VECTORS.length * DIMS);
  VECTORS.forEach((vector, row) => packed.set(vector, row * DIMS));
  await index.load(
    ENTRIES,
    ENTRIES.map((e) => e.id),
    packed,
  );
  return index;
}

describe('slight turns in the episodic index', () => {
  it('keeps one-word and reaction turns out of a search by meaning', async () => {
    const index = await loaded();
    expect(search(index, 'trip').map((hit) => hit.id)).toEqual(['passport']);
    expect(index.vectorStore.count).toBe(1);
  });

  it('finds one by its word, ranked and scored below every fuller turn', async () => {
    const found = search(await loaded(), 'amazing');
    expect(found.map((hit) => hit.id)).toEqual(['passport', 'amazing']);
    expect(found[1]?.score).toBeLessThan(found[0]?.score ?? 0);
  });

  it('asks no vector for them, loaded or new, and still indexes their words', async () => {
    const index = new EpisodeIndex(DIMS);
    expect(await index.load(ENTRIES, [], new Float32Array(0))).toEqual(['passport']);
    const fresh = [entry('ok', 'ok 👌'), entry('train', 'Book the night train')];
    expect(index.needingVectors(fresh).map((e) => e.id)).toEqual(['train']);
    expect(search(index, 'ok').map((hit) => hit.id)).toEqual(['ok']);
  });
});
