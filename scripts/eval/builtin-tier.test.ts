// @vitest-environment node
// (builtin-tier.ts imports the Node model sources, which resolve files by file: URLs.)
import { describe, expect, it } from 'vitest';

import type { Embedder } from '../../src/ml/embedder';
import type { SyncEmbedder } from '../../src/ml/use/use-embedder';
import { createBuiltinScorerWith } from './builtin-tier';

/** An embedder that places each known text at a fixed unit vector (2 dims: cos, sin). */
function fixedEmbedder(angles: Record<string, number>, modelId: string): SyncEmbedder {
  const embedNow = (text: string) => {
    const angle = angles[text];
    if (angle === undefined) throw new Error(`No vector for "${text}"`);
    return Float32Array.from([Math.cos(angle), Math.sin(angle)]);
  };
  return {
    modelId,
    dims: 2,
    embedNow,
    embed: (texts) => Promise.resolve(texts.map(embedNow)),
    dispose() {},
  };
}

const QUERY = 'the brakes squeal';
const CANDIDATES = ['book the car service', 'fix the leaking tap'];

// The first view has the tap a little nearer; the second view has the car much nearer.
const first: Embedder = fixedEmbedder(
  { [QUERY]: 0, [CANDIDATES[0] as string]: 1.1, [CANDIDATES[1] as string]: 1.0 },
  'first@1',
);
const second = fixedEmbedder(
  { [QUERY]: 0, [CANDIDATES[0] as string]: 0.3, [CANDIDATES[1] as string]: 1.4 },
  'second@1',
);

describe('the built-in scorer as the app ranks', () => {
  it('keeps the first view’s cosine as the relevance and orders by both views', async () => {
    const scores = await createBuiltinScorerWith(first, null, second).score(QUERY, CANDIDATES);
    expect(scores.scorer).toBe('dense');
    if (scores.scorer !== 'dense') return;
    expect(scores.relevance[0]).toBeCloseTo(Math.cos(1.1));
    expect(scores.relevance[1]).toBeCloseTo(Math.cos(1.0));
    const [car = 0, tap = 0] = (scores.order ?? []).map(Number);
    expect(car).toBeCloseTo(0.6 * Math.cos(1.1) + 0.4 * Math.cos(0.3));
    expect(car).toBeGreaterThan(tap);
  });

  it('without a second view, or asked for the first view alone, gives no order', async () => {
    const alone = await createBuiltinScorerWith(first, null, null).score(QUERY, CANDIDATES);
    const firstView = await createBuiltinScorerWith(first, { kind: 'first-view' }, null).score(
      QUERY,
      CANDIDATES,
    );
    for (const scores of [alone, firstView]) {
      expect(scores.scorer === 'dense' && scores.order === undefined).toBe(true);
    }
  });

  it('asked for the second view alone, scores by its cosine', async () => {
    const scores = await createBuiltinScorerWith(first, { kind: 'second-view' }, second).score(
      QUERY,
      CANDIDATES,
    );
    expect(scores.scorer === 'dense' ? scores.relevance[0] : null).toBeCloseTo(Math.cos(0.3));
  });
});
