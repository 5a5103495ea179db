import { describe, expect, it } from 'vitest';

import { clusteredRows } from '../../domain/memory/clustered-vectors';
import { MemoryFloatRows } from '../../domain/memory/float-rows';
import { EpisodeIndex, QUANTISE_FROM } from './episode-index';

const DIMS = 384;
const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 11, 3, 12);
const THRESHOLDS = { dense: 0.5, lexical: 0.3 };

const entryOf = (i: number) => ({
  id: `e${i}`,
  text: i % 1000 === 0 ? `the passport renewal, turn ${i}` : `small talk number ${i}`,
  at: NOW - (i % 400) * DAY,
  sourceId: `chat-${i % 7}`,
});

const queryFor = (vector: Float32Array, topic: string) => ({
  vector,
  topic,
  range: null,
  excludeSourceId: null,
  thresholds: THRESHOLDS,
  k: 3,
  now: NOW,
  widthDays: 180,
});

// Each test builds an index of 50k vectors: seconds on a busy two-core machine.
describe('EpisodeIndex at the size where it quantises', { timeout: 30_000 }, () => {
  const count = QUANTISE_FROM + 10;
  const rows = clusteredRows({ dims: DIMS, topics: 10, subtopicsPerTopic: 10, seed: 3 }, count);
  const entries = Array.from({ length: count }, (_, i) => entryOf(i));
  const ids = entries.map((entry) => entry.id);

  it('keeps floats below the line and codes from it on, whether loaded or added', async () => {
    const index = new EpisodeIndex(DIMS);
    const below = QUANTISE_FROM - 1;
    const missing = await index.load(entries.slice(0, below + 1), ids.slice(0, below), rows);
    expect(missing).toEqual([`e${below}`]);
    expect(index.vectorStore).toEqual({ kind: 'float', bytesPerVector: 1536, count: below });
    const vector = rows.slice(below * DIMS, (below + 1) * DIMS);
    await index.add(entries.slice(below, below + 1), [vector]);
    expect(index.vectorStore).toEqual({ kind: 'quantised', bytesPerVector: 192, count: below + 1 });
    expect(index.needingVectors(entries.slice(0, below + 2)).map((e) => e.id)).toEqual([
      `e${below + 1}`,
    ]);

    const loaded = new EpisodeIndex(DIMS);
    expect(await loaded.load(entries, ids, rows)).toEqual([]);
    expect(loaded.vectorStore.kind).toBe('quantised');
    expect(loaded.size).toBe(count);
  });

  it('still finds an episode by meaning and by words once quantised', async () => {
    const index = new EpisodeIndex(DIMS);
    await index.load(entries, ids, rows);
    // Said today, so the decay leaves its rank to the cosine alone.
    const target = 12_400;
    const byMeaning = index.search(
      queryFor(rows.slice(target * DIMS, (target + 1) * DIMS), 'unrelated'),
    );
    expect(byMeaning[0]?.id).toBe(`e${target}`);
    expect(byMeaning[0]?.dense).toBeCloseTo(1, 1);
    const byWords = index.search(queryFor(new Float32Array(DIMS), 'passport renewal'));
    // Every thousandth turn names the passport; those said today lead.
    expect(byWords.map((hit) => hit.id)).toEqual(['e0', 'e2000', 'e4000']);
  });

  it("orders the codes' best exactly from float rows, and empties them with the log", async () => {
    const floats = new MemoryFloatRows(DIMS);
    const index = new EpisodeIndex(DIMS, () => Promise.resolve(floats));
    await index.load(entries, ids, rows);
    expect(index.isExact).toBe(true);
    const target = 32_400; // said today: the decay leaves the order to the cosine
    const query = rows.slice(target * DIMS, (target + 1) * DIMS);
    const [best] = index.search(queryFor(query, 'unrelated'));
    expect(best?.id).toBe(`e${target}`);
    // The exact cosine of a vector with itself, not a 4-bit estimate near it.
    expect(best?.dense).toBeCloseTo(1, 5);
    await index.load([], [], new Float32Array());
    const probe = new Float32Array(DIMS);
    floats.readRow(0, probe);
    expect(probe.every((value) => value === 0)).toBe(true);
    // Without a place for floats the codes' estimate is the order, as before.
    const estimated = new EpisodeIndex(DIMS);
    await estimated.load(entries, ids, rows);
    expect(estimated.isExact).toBe(false);
  });
});
