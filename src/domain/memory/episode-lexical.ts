import { DEFAULT_BM25, type Bm25Params, type LexicalHit } from '../recall/lexical';
import { tokenize } from '../recall/tokens';
import { TopK } from '../recall/top-k';

/** A posting packs the document and its term frequency in one number: doc × 256 + tf. */
const TF_BITS = 8;
const TF_SLOTS = 1 << TF_BITS;
const TF_MASK = TF_SLOTS - 1;

/**
 * BM25 over the episodic log, with the same scores as `buildLexicalIndex` (recall/lexical.ts:
 * normalised by the query's ideal score, clamped to [0, 1]) but built for a log of a
 * million turns:
 * - it grows a turn at a time (the log is append-only), so a new turn never rebuilds it,
 *   and the tokenising — seconds at 1M turns — is paid when turns arrive, not by a query;
 * - a query keeps only the best `k` hits in a fixed-size heap, where the general index
 *   returns every matching document (hundreds of thousands for a common word) to be sorted.
 * Document frequencies and the average length are read at query time, so scores equal a
 * rebuild's. A term frequency above 255 counts as 255 (BM25 has long saturated by then).
 */
export class EpisodeLexicalIndex {
  private readonly params: Bm25Params;
  private readonly ids: string[] = [];
  private readonly docOf = new Set<string>();
  private readonly postings = new Map<string, number[]>();
  private lengths = new Float64Array(1024);
  private totalLength = 0;
  /** Per-document sums for one query; zero between queries. */
  private sums = new Float64Array(1024);

  constructor(params: Bm25Params = DEFAULT_BM25) {
    this.params = params;
  }

  get size(): number {
    return this.ids.length;
  }

  /** Adds a document; an id already indexed is left as it is (episodes never change). */
  add(id: string, text: string): void {
    if (this.docOf.has(id)) return;
    const doc = this.ids.length;
    if (doc >= this.lengths.length) this.grow(2 * this.lengths.length);
    const counts = new Map<string, number>();
    for (const token of tokenize(text)) counts.set(token, (counts.get(token) ?? 0) + 1);
    let length = 0;
    for (const [term, count] of counts) {
      let list = this.postings.get(term);
      if (list === undefined) {
        list = [];
        this.postings.set(term, list);
      }
      list.push(doc * TF_SLOTS + Math.min(count, TF_SLOTS - 1));
      length += count;
    }
    this.lengths[doc] = length;
    this.totalLength += length;
    this.ids.push(id);
    this.docOf.add(id);
  }

  /**
   * The `k` best-scoring documents sharing a token with `query`, best first. `filter` is
   * asked only about documents that would enter the top k.
   */
  topK(query: string, k: number, filter?: (id: string) => boolean): LexicalHit[] {
    const total = this.ids.length;
    const { k1, b } = this.params;
    const averageLength = total === 0 ? 1 : this.totalLength / total || 1;
    const { sums, lengths } = this;
    // Query terms count once each, as in recall/lexical.ts.
    const lists = [...new Set(tokenize(query))].map((term) => this.postings.get(term) ?? []);
    // A common word touches much of the log: then every sum is walked in document order
    // afterwards (cheaper than listing and sorting the touched documents), so none are listed.
    const isWalkingAll = lists.reduce((sum, list) => sum + list.length, 0) > total / 8;
    const touched: number[] = [];
    let ideal = 0;
    for (const list of lists) {
      const frequency = list.length;
      const idf = Math.log(1 + (total - frequency + 0.5) / (frequency + 0.5));
      ideal += idf;
      // Shifts and masks, not division: a common word's list is a tenth of the log.
      for (let i = 0; i < list.length; i += 1) {
        const posting = list[i] as number;
        const doc = posting >>> TF_BITS;
        const tf = posting & TF_MASK;
        const lengthNorm = 1 - b + (b * (lengths[doc] as number)) / averageLength;
        const previous = sums[doc] as number;
        if (previous === 0 && !isWalkingAll) touched.push(doc);
        sums[doc] = previous + idf * ((tf * (k1 + 1)) / (tf + k1 * lengthNorm));
      }
    }
    const top = new TopK(k);
    const offer = (doc: number) => {
      const score = Math.min(1, (sums[doc] as number) / ideal);
      sums[doc] = 0;
      if (!top.accepts(score)) return;
      if (filter !== undefined && !filter(this.ids[doc] as string)) return;
      top.offer(score, doc);
    };
    // In document order, so that equal scores keep the earlier turn as a stable sort of
    // the general index's hits would.
    if (isWalkingAll) {
      for (let doc = 0; doc < total; doc += 1) if ((sums[doc] as number) > 0) offer(doc);
    } else {
      touched.sort((x, y) => x - y).forEach(offer);
    }
    return top.drain().map(({ slot, score }) => ({ id: this.ids[slot] as string, score }));
  }

  private grow(capacity: number): void {
    const lengths = new Float64Array(capacity);
    lengths.set(this.lengths);
    this.lengths = lengths;
    this.sums = new Float64Array(capacity);
  }
}
