import type { ItemStatus } from '../../domain/item';
import { readTimeRange } from '../../domain/memory/time-range';
import { applyDismissals } from '../../domain/recall/dismissal';
import { buildLexicalIndex, type LexicalIndex } from '../../domain/recall/lexical';
import { sharedWordsWeight } from '../../domain/recall/shared-words';
import { VectorIndex } from '../../domain/recall/vector-index';
import type { FloatRows } from '../../domain/memory/float-rows';
import type { Embedder } from '../embedder';
import type { CallArgs, CallResult, IndexEntry, RecallStageMs } from '../protocol';
import { DismissalIndex } from './dismissal-index';
import { EpisodeIndex } from './episode-index';
import { rankItemsDense, rankItemsFused, type ItemPool } from './item-ranking';
import { rerankItems } from './item-rerank';
import { fuseMemoryLists } from './memory-fusion';
import { MemoryIndex } from './memory-index';
import { noStageTimes, timeStage, timeStageAsync } from './stage-times';
import { packVectors, upsertEmbedded } from './upsert-embedded';
import type { Reranker } from './hub/hub-reranker';
import { activeFirst, SecondViewIndex } from './second-view-index';
import { ItemLanguages } from './item-languages';
import { CROSS_LINGUAL_OFFSET } from '../../domain/recall/cross-lingual';
import type { SyncEmbedder } from '../use/use-embedder';

/**
 * The worker's recall state: the items' texts and statuses, their vectors, and a lexical
 * index (built when first needed) for the fused lists capture asks for. Pure computation
 * — it is handed everything it knows and persists nothing of its own (a long episodic log's
 * float rows go to a file it is given, a cache of what IndexedDB holds), so tests drive it
 * directly with a fake embedder.
 */
export class RecallEngine {
  private readonly entries = new Map<string, IndexEntry>();
  private readonly vectors: VectorIndex;
  private lexical: LexicalIndex | null = null;
  /** The episodic log, under the same embedder. */
  private readonly episodes: EpisodeIndex;
  /** "Not now": per item, the drafts it was dismissed for. */
  private readonly dismissals: DismissalIndex;
  /** The accepted facts and habits (semantic and procedural memory). */
  readonly memories: MemoryIndex;
  private readonly reranker: Reranker | null;

  /** What ranking the items reads (item-ranking.ts). */
  private readonly itemPool: ItemPool;
  /** The items in recall's second view, on the built-in tier (second-view.ts). */
  private secondView: SecondViewIndex | null = null;
  /** Each item's Han share (pairs across languages are calibrated). */
  private readonly languages = new ItemLanguages();

  /** Both tiers' models read Chinese and English: the panel ranks by the cosine (item-ranking.ts). */
  constructor(
    private readonly embedder: Embedder,
    options: {
      reranker?: Reranker | null;
      /** Where a long episodic log keeps its floats for an exact order (none: 4-bit only). */
      openFloatRows?: (dims: number) => Promise<FloatRows | null>;
      /** The built-in model's own calibrations: shared-words.ts and cross-lingual.ts. */
      isBuiltinTier?: boolean;
      /** Order the panel's items by a second view as well (second-view.ts): built-in tier. */
      secondView?: SyncEmbedder | null;
    } = {},
  ) {
    this.vectors = new VectorIndex(embedder.dims);
    this.itemPool = {
      vectors: this.vectors,
      saidAtOf: (id) => this.entries.get(id)?.saidAt ?? 0,
      wordsWeightOf: options.isBuiltinTier === true ? sharedWordsWeight : () => 0,
      crossLingualOffset: options.isBuiltinTier === true ? CROSS_LINGUAL_OFFSET : 0,
      hanShareOf: (id) => this.languages.hanShareOf(id, this.entries.get(id)?.text ?? ''),
      lexicalScores: (query, isWanted) => this.lexicalScores(query, isWanted),
      secondView: null,
    };
    if (options.secondView) this.attachSecondView(options.secondView);
    const { openFloatRows } = options;
    this.episodes = new EpisodeIndex(
      embedder.dims,
      openFloatRows ? () => openFloatRows(embedder.dims) : undefined,
    );
    this.dismissals = new DismissalIndex(embedder);
    this.memories = new MemoryIndex(embedder, this.itemPool.crossLingualOffset);
    this.reranker = options.reranker ?? null;
  }

  /**
   * The second view joins (it loads after the first, so recall answers sooner): from now on
   * it orders the panel's items too, and embeds the items already here in the background.
   */
  attachSecondView(view: SyncEmbedder): void {
    const index = new SecondViewIndex(view);
    this.secondView?.dispose();
    this.secondView = index;
    this.itemPool.secondView = (query, ids) =>
      index.cosines(query, ids, (id) => this.entries.get(id)?.text);
    index.warm(activeFirst([...this.entries.values()]));
  }

  dispose(): void {
    this.secondView?.dispose();
    this.episodes.close();
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
    const { dims } = this.embedder;
    return { vectors: packVectors(vectors, dims), dims };
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
    const ids = new Set(this.entries.keys());
    this.secondView?.keepOnly(ids);
    this.languages.keepOnly(ids);
    this.secondView?.warm(activeFirst(args.entries));
    const missing = args.entries
      .filter((entry) => !this.vectors.has(entry.id))
      .map((entry) => entry.id);
    return { count: this.entries.size, missing };
  }

  /** Adds or updates entries, embedding those that are new or whose text changed. */
  async upsert(entries: readonly IndexEntry[]): Promise<CallResult<'index-upsert'>> {
    const result = await upsertEmbedded(entries, this.entries, this.vectors, this.embedder);
    this.lexical = null;
    this.secondView?.warm(entries);
    return result;
  }

  remove(ids: readonly string[]): number {
    let count = 0;
    for (const id of ids) {
      this.vectors.remove(id);
      this.secondView?.forget(id);
      this.languages.forget(id);
      if (this.entries.delete(id)) count += 1;
    }
    this.lexical = null;
    return count;
  }

  async search(args: CallArgs<'search'>): Promise<CallResult<'search'>> {
    const started = performance.now();
    const { hits, scorer } = await this.searchItems(args);
    const secondViewWaiting = this.secondView?.waiting ?? 0;
    return { hits, scorer, tookMs: performance.now() - started, secondViewWaiting };
  }

  /** The items' list for a query, and the query's vector (for what else it is compared with). */
  private async searchItems(args: CallArgs<'search'>, stageMs?: RecallStageMs) {
    const scorer = args.withWords === true ? 'fused' : 'dense';
    const statuses = new Set<ItemStatus>(args.statuses);
    const isWanted = (id: string) => {
      const entry = this.entries.get(id);
      return entry !== undefined && statuses.has(entry.status);
    };
    const [vector] = await timeStageAsync(stageMs, 'embed', () =>
      this.embedder.embed([args.query]),
    );
    const ranked = timeStage(stageMs, 'items', () =>
      vector === undefined
        ? []
        : scorer === 'dense'
          ? rankItemsDense(this.itemPool, vector, args, isWanted)
          : rankItemsFused(this.itemPool, vector, args, isWanted),
    );
    const hits = ranked.map(({ id, relevance }) => ({ id, score: relevance }));
    // What the panel orders by, where a second view reordered the list (item-ranking.ts).
    const orderOf = new Map(ranked.map((candidate) => [candidate.id, candidate.order]));
    return { hits, scorer, vector, orderOf } as const;
  }

  async loadEpisodes(args: CallArgs<'episodes-load'>): Promise<CallResult<'episodes-load'>> {
    const missing = await this.episodes.load(args.entries, args.vectorIds, args.vectors);
    return { count: this.episodes.size, missing };
  }

  /** Indexes episodes, embedding those it holds no vector for (episodes never change). */
  async upsertEpisodes(args: CallArgs<'episodes-upsert'>): Promise<CallResult<'episodes-upsert'>> {
    const toEmbed = this.episodes.needingVectors(args.entries);
    const vectors = await this.embedder.embed(toEmbed.map((entry) => entry.text));
    await this.episodes.add(toEmbed, vectors);
    const { dims } = this.embedder;
    return {
      embeddedIds: toEmbed.map((entry) => entry.id),
      vectors: packVectors(vectors, dims),
      dims,
    };
  }

  /**
   * The panel's recall: prospective items for the whole draft, and past conversations for
   * its topic — the draft without the time phrase, which names when, not what.
   */
  async recallMemory(args: CallArgs<'recall-memory'>): Promise<CallResult<'recall-memory'>> {
    const started = performance.now();
    const stageMs = noStageTimes();
    const found = await this.searchItems(args, stageMs);
    const { scorer, vector: queryVector, orderOf } = found;
    const hits =
      queryVector === undefined
        ? found.hits
        : applyDismissals(
            found.hits,
            (itemId) => this.dismissals.similarity(itemId, queryVector),
            args.thresholds.dense,
            (hit) => orderOf.get(hit.id) ?? hit.score,
          );
    const { range, topic } = readTimeRange(args.query, args.now);
    // Most drafts name no time: their topic is the draft, whose vector is at hand.
    const topicVector =
      topic === args.query && queryVector !== undefined
        ? queryVector
        : (await timeStageAsync(stageMs, 'embed', () => this.embedder.embed([topic])))[0];
    const episodes =
      this.episodes.size > 0 && topicVector
        ? this.episodes.search({
            vector: topicVector,
            topic,
            range,
            now: args.now,
            ...args.episodic,
            stageMs,
          })
        : [];
    // Facts and habits are timeless: read against the whole draft, not its topic.
    const { now, isRendering } = args;
    const memories = timeStage(stageMs, 'memories', () =>
      args.memories && queryVector
        ? this.memories.search(queryVector, args.query, { now, isRendering, ...args.memories })
        : [],
    );
    const fused = fuseMemoryLists({ hits, memories, episodes }, args.weights);
    return {
      hits,
      scorer,
      episodes,
      memories,
      fused,
      timeRange: range,
      tookMs: performance.now() - started,
      stageMs,
    };
  }

  /** Replaces the remembered "Not now"s (dismissal-index.ts). */
  async loadDismissals(args: CallArgs<'dismissals-load'>): Promise<CallResult<'dismissals-load'>> {
    await this.dismissals.load(args.entries);
    return { count: args.entries.length };
  }

  /** The cross-encoder's order of the panel's list (item-rerank.ts). */
  rerank(args: CallArgs<'rerank'>): Promise<CallResult<'rerank'>> {
    return rerankItems(this.reranker, (id) => this.entries.get(id), args);
  }

  private lexicalScores(query: string, isWanted: (id: string) => boolean) {
    this.lexical ??= buildLexicalIndex(
      [...this.entries.values()].map((entry) => ({ id: entry.id, text: entry.text })),
    );
    return this.lexical.score(query).filter((hit) => isWanted(hit.id));
  }
}
