import { tokenize } from './tokens';

/** A text to score, e.g. an item's content. */
export type LexicalDoc = { id: string; text: string };

/** A lexical score in [0, 1]: the share of the query's weight that the document matches. */
export type LexicalHit = { id: string; score: number };

/** BM25's term-frequency saturation (k1) and length normalisation (b). */
export type Bm25Params = { k1: number; b: number };

export const DEFAULT_BM25: Bm25Params = { k1: 1.2, b: 0.75 };

/**
 * The lexical side of recall: BM25 over a fixed candidate set (fused with the dense side
 * for Chinese drafts).
 */
export type LexicalIndex = {
  readonly size: number;
  /** Documents sharing at least one token with `query`, in document order, scored in [0, 1]. */
  score(query: string): LexicalHit[];
};

type Postings = { docs: number[]; tfs: number[] };

/**
 * Builds a BM25 index over `docs`. Document frequencies come from this set, so a word that
 * every candidate shares (the person's own name, 开心) weighs almost nothing.
 *
 * The score is normalised by the query's ideal score — what a document of average length
 * holding every query token once would get — and clamped to [0, 1]. Unlike dividing by the
 * best hit, that keeps an absolute scale, so a show-nothing threshold means the same thing
 * for every query.
 */
export function buildLexicalIndex(
  docs: readonly LexicalDoc[],
  params: Bm25Params = DEFAULT_BM25,
): LexicalIndex {
  const postings = new Map<string, Postings>();
  const lengths = new Float64Array(docs.length);
  docs.forEach((doc, index) => {
    for (const [term, count] of termCounts(tokenize(doc.text))) {
      let list = postings.get(term);
      if (list === undefined) {
        list = { docs: [], tfs: [] };
        postings.set(term, list);
      }
      list.docs.push(index);
      list.tfs.push(count);
      lengths[index] = (lengths[index] ?? 0) + count;
    }
  });
  const averageLength = docs.length === 0 ? 0 : lengths.reduce((a, b) => a + b, 0) / docs.length;
  const context: ScoreContext = { docs, postings, lengths, averageLength, params };
  return { size: docs.length, score: (query) => scoreQuery(context, query) };
}

type ScoreContext = {
  docs: readonly LexicalDoc[];
  postings: Map<string, Postings>;
  lengths: Float64Array;
  averageLength: number;
  params: Bm25Params;
};

function scoreQuery(context: ScoreContext, query: string): LexicalHit[] {
  const { docs, postings, lengths, averageLength, params } = context;
  const total = docs.length;
  const sums = new Float64Array(total);
  let ideal = 0;
  // Query terms count once each: repeating a word in a draft should not double its pull.
  for (const term of new Set(tokenize(query))) {
    const list = postings.get(term);
    const frequency = list?.docs.length ?? 0;
    const idf = Math.log(1 + (total - frequency + 0.5) / (frequency + 0.5));
    ideal += idf;
    if (list === undefined) continue;
    list.docs.forEach((doc, i) => {
      const tf = list.tfs[i] ?? 0;
      const lengthNorm = 1 - params.b + (params.b * (lengths[doc] ?? 0)) / (averageLength || 1);
      const saturated = (tf * (params.k1 + 1)) / (tf + params.k1 * lengthNorm);
      sums[doc] = (sums[doc] ?? 0) + idf * saturated;
    });
  }
  const hits: LexicalHit[] = [];
  sums.forEach((sum, doc) => {
    const id = docs[doc]?.id;
    if (sum > 0 && id !== undefined) hits.push({ id, score: Math.min(1, sum / ideal) });
  });
  return hits;
}

/** Term → how often it occurs. */
function termCounts(tokens: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
  return counts;
}
