import { describe, expect, it } from 'vitest';

import type { Embedder } from '../embedder';
import { MemoryIndex } from './memory-index';

/** An embedder that gives each known text a unit vector whose cosine with (1, 0) is given. */
function embedderOf(cosines: Record<string, number>): Embedder {
  return {
    modelId: 'test-cosines',
    dims: 2,
    embed: (texts) =>
      Promise.resolve(
        texts.map((text) => {
          const cosine = cosines[text] ?? 0;
          return Float32Array.from([cosine, Math.sqrt(1 - cosine * cosine)]);
        }),
      ),
    dispose: () => undefined,
  };
}

const DRAFT = 'what snacks should I bring to the party';
const COSINES = { [DRAFT]: 1, 我对花生过敏: 0.25, 'I like jazz on Sundays': 0.3 };
const fact = (id: string, text: string) => ({
  id,
  kind: 'fact' as const,
  text,
  lastUsedAt: 0,
  useCount: 0,
});
const OPTIONS = {
  thresholds: { fact: { dense: 0.35, lexical: 0.9 }, habit: { dense: 0.35, lexical: 0.9 } },
  k: 3,
  now: 0,
  widthDays: { fact: 365, habit: 365 },
};

async function searchWith(offset: number) {
  const embedder = embedderOf(COSINES);
  const index = new MemoryIndex(embedder, offset);
  index.load({ entries: [], vectorIds: [], vectors: new Float32Array() });
  await index.upsert([fact('peanuts', '我对花生过敏'), fact('jazz', 'I like jazz on Sundays')]);
  const [vector] = await embedder.embed([DRAFT]);
  return index.search(vector as Float32Array, DRAFT, OPTIONS);
}

describe('MemoryIndex across languages', () => {
  it('leaves a fact in the other language under the bar on the raw cosine', async () => {
    expect(await searchWith(0)).toEqual([]);
  });

  it('adds the offset to a fact in the other language only', async () => {
    const shown = await searchWith(0.2);
    expect(shown.map((memory) => [memory.id, Math.round(memory.dense * 100) / 100])).toEqual([
      ['peanuts', 0.45],
    ]);
  });
});
