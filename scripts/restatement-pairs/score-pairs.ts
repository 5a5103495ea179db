import { cosine } from '../../src/domain/capture/classifier';
import type { RestatementPair } from './pairs-en';

/** A pair's cosine under the built-in model, and whether the later sentence is the same item. */
export type ScoredPair = { cosine: number; same: boolean };

type Embeds = { embed(texts: readonly string[]): Promise<Float32Array[]> };

/** Each pair's cosine between the item and the later sentence (the model's vectors are unit). */
export async function scorePairs(
  embedder: Embeds,
  pairs: readonly RestatementPair[],
): Promise<ScoredPair[]> {
  const vectors = await embedder.embed(pairs.flatMap((pair) => [pair.item, pair.later]));
  return pairs.map((pair, i) => {
    const a = vectors[2 * i];
    const b = vectors[2 * i + 1];
    return { cosine: a && b ? cosine(a, b) : 0, same: pair.same };
  });
}
