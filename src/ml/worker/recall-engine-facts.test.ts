import { describe, expect, it } from 'vitest';

import { engineWith, entry, THRESHOLDS } from '../../test/recall-engine-fixtures';
import type { MemoryEntry } from '../protocol';

const NOW = new Date(2026, 11, 3, 12).getTime();
const DAY = 24 * 60 * 60 * 1000;

const memory = (
  id: string,
  kind: MemoryEntry['kind'],
  text: string,
  lastUsedAt = NOW,
  useCount = 0,
): MemoryEntry => ({ id, kind, text, lastUsedAt, useCount });

const MEMORIES = {
  k: 3,
  thresholds: { fact: THRESHOLDS, habit: THRESHOLDS },
  widthDays: { fact: 1825, habit: 365 },
};

async function engineWithMemories(memories: MemoryEntry[]) {
  const { engine } = await engineWith([entry('plan', 'cook dinner for the team on friday')]);
  await engine.loadEpisodes({ entries: [], vectorIds: [], vectors: new Float32Array() });
  engine.memories.load({ entries: [], vectorIds: [], vectors: new Float32Array() });
  await engine.memories.upsert(memories);
  return engine;
}

const recall = (engine: Awaited<ReturnType<typeof engineWithMemories>>, query: string) =>
  engine.recallMemory({
    query,
    k: 5,
    statuses: ['open'],
    thresholds: THRESHOLDS,
    now: NOW,
    episodic: { k: 3, widthDays: 180, thresholds: THRESHOLDS, excludeSourceId: null },
    memories: MEMORIES,
  });

describe('recall_memory over facts and habits', () => {
  it('returns each kind with why it is there, and fuses all indexes labelled by index', async () => {
    const engine = await engineWithMemories([
      memory('veg', 'fact', 'i am vegetarian and cook dinner without meat'),
      memory('run', 'habit', 'i run at 8pm every evening'),
      memory('kotlin', 'fact', 'we write the backend in kotlin'),
    ]);
    const result = await recall(engine, 'what to cook for dinner friday');
    expect(result.memories.map((hit) => [hit.kind, hit.id])).toEqual([['fact', 'veg']]);
    const [veg] = result.memories;
    expect(veg?.dense).toBeGreaterThan(THRESHOLDS.dense);
    expect(veg?.decay).toBe(1);
    expect(result.fused.map((hit) => [hit.index, hit.id])).toEqual([
      ['prospective', 'plan'],
      ['fact', 'veg'],
    ]);
  });

  it('lowers a memory unused for long below one used lately', async () => {
    const engine = await engineWithMemories([
      memory('old', 'habit', 'i run at 8pm', NOW - 700 * DAY),
      memory('new', 'habit', 'i run at 8pm on weekdays', NOW - DAY),
    ]);
    const result = await recall(engine, 'i run at 8pm');
    expect(result.memories.map((hit) => hit.id)).toEqual(['new', 'old']);
    expect(result.memories[1]?.decay).toBeLessThan(0.3);
  });

  it('weights the fused list per index', async () => {
    const engine = await engineWithMemories([memory('veg', 'fact', 'cook dinner without meat')]);
    const result = await engine.recallMemory({
      query: 'cook dinner friday',
      k: 5,
      statuses: ['open'],
      thresholds: THRESHOLDS,
      now: NOW,
      episodic: { k: 3, widthDays: 180, thresholds: THRESHOLDS, excludeSourceId: null },
      memories: MEMORIES,
      weights: { prospective: 1, fact: 3, habit: 1, episodic: 1 },
    });
    expect(result.fused.map((hit) => hit.id)).toEqual(['veg', 'plan']);
  });

  it('re-embeds a memory whose text changed, and forgets a removed one', async () => {
    const engine = await engineWithMemories([memory('a', 'fact', 'we use postgres')]);
    const same = await engine.memories.upsert([memory('a', 'fact', 'we use postgres', NOW, 2)]);
    expect(same.embeddedIds).toEqual([]);
    const edited = await engine.memories.upsert([memory('a', 'fact', 'we use mysql now')]);
    expect(edited.embeddedIds).toEqual(['a']);
    const near = await engine.memories.nearest({ texts: ['mysql now'], k: 1 });
    expect(near.nearest[0]?.[0]?.id).toBe('a');
    expect(engine.memories.remove(['a'])).toBe(1);
    expect((await recall(engine, 'mysql')).memories).toEqual([]);
  });
});
