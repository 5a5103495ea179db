import { fnv1a } from './hash';
import type { SentencePair } from './load-data';

/** The three parts of the data: fitting, tuning choices, and the final held-out number. */
export type Split = {
  readonly train: SentencePair[];
  readonly dev: SentencePair[];
  readonly test: SentencePair[];
};

/** One in this many English sentences goes to dev, and one to test. */
const BUCKETS = 20;

/**
 * Splits Tatoeba by a fixed hash of the English sentence, so that every translation of one
 * English sentence lands on the same side (no near-copy of a test target is fitted).
 * MemoryBank is all training data: its turns are not the short sentences the eval is about.
 */
export function splitPairs(pairs: readonly SentencePair[]): Split {
  const split: Split = { train: [], dev: [], test: [] };
  for (const pair of pairs) {
    const bucket =
      pair.source === 'tatoeba' ? fnv1a(pair.english.toLowerCase()) % BUCKETS : BUCKETS;
    (bucket === 0 ? split.test : bucket === 1 ? split.dev : split.train).push(pair);
  }
  return split;
}

/**
 * The retrieval set: the first pair of each distinct English sentence, in file order, up
 * to `size`; the English sentences are the candidates, each Chinese sentence a query.
 */
export function retrievalSet(pairs: readonly SentencePair[], size: number): SentencePair[] {
  const seen = new Set<string>();
  const out: SentencePair[] = [];
  for (const pair of pairs) {
    if (out.length === size) break;
    if (seen.has(pair.english)) continue;
    seen.add(pair.english);
    out.push(pair);
  }
  if (out.length < size) {
    throw new Error(`Only ${out.length} distinct English sentences for a set of ${size}`);
  }
  return out;
}
