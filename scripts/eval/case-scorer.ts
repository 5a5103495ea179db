import { buildLexicalIndex } from '../../src/domain/recall/lexical';
import { VectorIndex } from '../../src/domain/recall/vector-index';
import type { RecallScorer } from '../../src/domain/recall/scorer-choice';

/**
 * Each candidate's scores for one case, in candidate order, and the scorer that gave them:
 * one relevance per candidate (null: the scorer leaves that candidate out, so it is never
 * shown), or for a fused list its cosine and its lexical score (see rankFused).
 */
export type CaseScores =
  | {
      scorer: Exclude<RecallScorer, 'fused'>;
      relevance: (number | null)[];
      /**
       * What orders the candidates that clear the bar, when a second view read them (null:
       * it did not; they follow the read ones by relevance, second-view.ts).
       */
      order?: (number | null)[];
      /**
       * The built-in model's cosines as facts and past conversations read them (they add no
       * shared words): `calibrated` with pairs across languages calibrated, as facts do
       * (cross-lingual.ts); `raw` as past conversations do.
       */
      firstView?: { raw: number[]; calibrated: number[] };
    }
  | {
      scorer: 'fused';
      dense: number[];
      lexical: number[];
      firstView?: { raw: number[]; calibrated: number[] };
    };

/** What a tier offers the eval: a label for the report and a per-case scoring function. */
export type CaseScorer = {
  /** Printed with the results, so a number is never read without knowing what made it. */
  readonly description: string;
  score(query: string, candidates: readonly string[]): Promise<CaseScores>;
  dispose(): void;
};

/**
 * The lexical scores of the app's fallback for one case. IDF comes from the case's own
 * candidates: they are the person's memories, as the app's item set would be.
 */
export function lexicalScores(query: string, candidates: readonly string[]): number[] {
  const index = buildLexicalIndex(candidates.map((text, i) => ({ id: String(i), text })));
  const relevance = candidates.map(() => 0);
  for (const hit of index.score(query)) relevance[Number(hit.id)] = hit.score;
  return relevance;
}

/** The lexical tier: the fallback scorer alone, for every case. */
export function createLexicalScorer(): CaseScorer {
  return {
    description: 'lexical (BM25 over each case’s candidates: words, CJK unigrams + bigrams)',
    score: (query, candidates) =>
      Promise.resolve({ scorer: 'lexical', relevance: lexicalScores(query, candidates) }),
    dispose: () => undefined,
  };
}

/**
 * Each candidate's cosine with the query through the app's vector index (unit vectors:
 * the dot product), in candidate order; `vectors` is the query's then the candidates'.
 */
export function queryCosines(dims: number, vectors: readonly Float32Array[]): number[] {
  const [queryVector, ...candidateVectors] = vectors;
  if (queryVector === undefined) throw new Error('The embedder returned no vectors.');
  const index = new VectorIndex(dims, candidateVectors.length);
  candidateVectors.forEach((vector, i) => index.add(String(i), vector));
  const relevance = candidateVectors.map(() => 0);
  for (const hit of index.search(queryVector, candidateVectors.length)) {
    relevance[Number(hit.id)] = hit.score;
  }
  return relevance;
}
