import type { ItemStatus } from '../../domain/item';
import { buildLexicalIndex, type LexicalIndex } from '../../domain/recall/lexical';
import { rankForRecall, type RecallCandidate } from '../../domain/recall/rank';
import { chooseBuiltinScorer, isEnglishReadable } from '../../domain/recall/scorer-choice';
import { VectorIndex } from '../../domain/recall/vector-index';
import type { Embedder } from '../embedder';
import type { CallArgs, CallResult, IndexEntry } from '../protocol';
import type { Reranker } from './hub/hub-reranker';

/**
 * The worker's recall state: the items' texts and statuses, their vectors, and a lexical
 * index for text the encoder cannot read. Pure computation — it is handed everything it
 * knows and persists nothing, so tests drive it directly with a fake embedder.
 */
export class RecallEngine {
  private readonly entries = new Map<string, IndexEntry>();
  private readonly vectors: VectorIndex;
  private lexical: LexicalIndex | null = null;

  private readonly reranker: Reranker | null;
  private readonly isMultilingual: boolean;

  /**
   * `isMultilingual`: the embedder reads every language (Hub tier), so no text is routed to
   * the lexical fallback; otherwise Chinese text is (the built-in encoder is English-only).
   */
  constructor(
    private readonly embedder: Embedder,
    options: { reranker?: Reranker | null; isMultilingual?: boolean } = {},
  ) {
    this.vectors = new VectorIndex(embedder.dims);
    this.reranker = options.reranker ?? null;
    this.isMultilingual = options.isMultilingual ?? false;
  }

  dispose(): void {
    this.embedder.dispose();
    this.reranker?.dispose();
  }

  get size(): number {
    return this.entries.size;
  }

  get embedderInfo(): { modelId: string; dims: number } {
    return { modelId: this.embedder.modelId, dims: this.embedder.dims };
  }

  /** Embeds texts without indexing them, packed row-major. */
  async embedPacked(texts: readonly string[]): Promise<CallResult<'embed'>> {
    const vectors = await this.embedder.embed(texts);
    const dims = this.embedder.dims;
    const packed = new Float32Array(vectors.length * dims);
    vectors.forEach((vector, i) => packed.set(vector, i * dims));
    return { vectors: packed, dims };
  }

  /** Replaces everything; returns the ids that have no stored vector yet. */
  load(args: CallArgs<'index-load'>): CallResult<'index-load'> {
    for (const id of this.entries.keys()) this.vectors.remove(id);
    this.entries.clear();
    for (const entry of args.entries) this.entries.set(entry.id, entry);
    const dims = this.embedder.dims;
    const rows = args.vectorIds
      .map((id, row) => ({ id, row }))
      .filter(({ id }) => this.entries.has(id));
    // Usually every stored vector belongs to a loaded entry: then the packed array is used as it is.
    const packed =
      rows.length === args.vectorIds.length ? args.vectors : new Float32Array(rows.length * dims);
    if (packed !== args.vectors) {
      rows.forEach(({ row }, i) =>
        packed.set(args.vectors.subarray(row * dims, (row + 1) * dims), i * dims),
      );
    }
    this.vectors.addPacked(
      rows.map(({ id }) => id),
      packed,
    );
    this.lexical = null;
    const missing = args.entries
      .filter((entry) => !this.vectors.has(entry.id))
      .map((entry) => entry.id);
    return { count: this.entries.size, missing };
  }

  /** Adds or updates entries, embedding those that are new or whose text changed. */
  async upsert(entries: readonly IndexEntry[]): Promise<CallResult<'index-upsert'>> {
    const toEmbed = entries.filter((entry) => {
      const before = this.entries.get(entry.id);
      return !before || before.text !== entry.text || !this.vectors.has(entry.id);
    });
    const vectors = await this.embedder.embed(toEmbed.map((entry) => entry.text));
    for (const entry of entries) this.entries.set(entry.id, entry);
    toEmbed.forEach((entry, i) => {
      const vector = vectors[i];
      if (!vector) return;
      if (this.vectors.has(entry.id)) this.vectors.replace(entry.id, vector);
      else this.vectors.add(entry.id, vector);
    });
    this.lexical = null;
    const packed = new Float32Array(toEmbed.length * this.embedder.dims);
    vectors.forEach((vector, i) => packed.set(vector, i * this.embedder.dims));
    return {
      embeddedIds: toEmbed.map((entry) => entry.id),
      vectors: packed,
      dims: this.embedder.dims,
    };
  }

  remove(ids: readonly string[]): number {
    let count = 0;
    for (const id of ids) {
      this.vectors.remove(id);
      if (this.entries.delete(id)) count += 1;
    }
    this.lexical = null;
    return count;
  }

  async search(args: CallArgs<'search'>): Promise<CallResult<'search'>> {
    const started = performance.now();
    const scorer = this.isMultilingual ? 'dense' : chooseBuiltinScorer(args.query);
    const statuses = new Set<ItemStatus>(args.statuses);
    const isWanted = (id: string) => {
      const entry = this.entries.get(id);
      return entry !== undefined && statuses.has(entry.status);
    };
    const scored =
      scorer === 'dense'
        ? await this.denseScores(args.query, args.k, isWanted)
        : this.lexicalScores(args.query, isWanted);
    const candidates: RecallCandidate[] = scored.map(({ id, score }) => ({
      id,
      relevance: score,
      saidAt: this.entries.get(id)?.saidAt ?? 0,
    }));
    const ranked = rankForRecall(candidates, { threshold: args.thresholds[scorer], k: args.k });
    const hits = ranked.map(({ id, relevance }) => ({ id, score: relevance }));
    return { hits, scorer, tookMs: performance.now() - started };
  }

  private async denseScores(query: string, k: number, isWanted: (id: string) => boolean) {
    const [vector] = await this.embedder.embed([query]);
    if (!vector) return [];
    // Items the English encoder cannot read would be ranked by a meaningless cosine.
    const isReadable = (id: string) =>
      isWanted(id) && isEnglishReadable(this.entries.get(id)?.text ?? '');
    // A few more than k, so that ties at the cut can still be ordered by recency.
    return this.vectors.search(vector, k * 2, isReadable);
  }

  /** The cross-encoder's score orders the final list; without one, the list is refused. */
  async rerank(args: CallArgs<'rerank'>): Promise<CallResult<'rerank'>> {
    const started = performance.now();
    if (!this.reranker) throw new Error('No cross-encoder is loaded.');
    const known = args.ids.filter((id) => this.entries.has(id));
    const scores = await this.reranker.score(
      args.query,
      known.map((id) => this.entries.get(id)?.text ?? ''),
    );
    const candidates = known.map((id, i) => ({
      id,
      relevance: scores[i] ?? 0,
      saidAt: this.entries.get(id)?.saidAt ?? 0,
    }));
    const ranked = rankForRecall(candidates, { threshold: args.threshold, k: known.length });
    return {
      hits: ranked.map(({ id, relevance }) => ({ id, score: relevance })),
      tookMs: performance.now() - started,
    };
  }

  private lexicalScores(query: string, isWanted: (id: string) => boolean) {
    this.lexical ??= buildLexicalIndex(
      [...this.entries.values()].map((entry) => ({ id: entry.id, text: entry.text })),
    );
    return this.lexical.score(query).filter((hit) => isWanted(hit.id));
  }
}
