import {
  rankMemories,
  type MemoryRankOptions,
  type RankedMemory,
} from '../../domain/memory/memory-rank';
import { buildLexicalIndex, type LexicalIndex } from '../../domain/recall/lexical';
import { VectorIndex } from '../../domain/recall/vector-index';
import type { Embedder } from '../embedder';
import type { CallArgs, CallResult, MemoryEntry } from '../protocol';
import { upsertEmbedded } from './upsert-embedded';
import { ItemLanguages } from './item-languages';
import { isOtherLanguage } from '../../domain/recall/cross-lingual';
import { hanShare } from '../../domain/recall/language';
import { firstViewScore } from '../../domain/recall/pair-score';

/** How many of the best cosines, and of the best word matches, a list draws on. */
const POOL = 50;

/**
 * The accepted facts and habits, in the worker: texts, kinds, use counts and vectors
 * under the same embedder as the items. Small (thousands, not millions), so a flat scan
 * and a lexical index rebuilt after a change are enough.
 */
export class MemoryIndex {
  private readonly entries = new Map<string, MemoryEntry>();
  private readonly vectors: VectorIndex;
  private lexical: LexicalIndex | null = null;
  private readonly languages = new ItemLanguages();

  /**
   * `crossLingualOffset`: what a pair across languages gets added to its cosine
   * (cross-lingual.ts; the built-in model's, or 0 where it was not measured).
   */
  constructor(
    private readonly embedder: Embedder,
    private readonly crossLingualOffset = 0,
  ) {
    this.vectors = new VectorIndex(embedder.dims);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Replaces everything; returns the ids that have no stored vector yet. */
  load(args: CallArgs<'memories-load'>): CallResult<'memories-load'> {
    const { entries, vectorIds, vectors } = args;
    for (const id of this.entries.keys()) this.vectors.remove(id);
    this.entries.clear();
    for (const entry of entries) this.entries.set(entry.id, entry);
    const dims = this.vectors.dims;
    vectorIds.forEach((id, row) => {
      if (this.entries.has(id) && !this.vectors.has(id)) {
        this.vectors.add(id, vectors.slice(row * dims, (row + 1) * dims));
      }
    });
    this.lexical = null;
    this.languages.keepOnly(new Set(this.entries.keys()));
    const missing = [...this.entries.keys()].filter((id) => !this.vectors.has(id));
    return { count: this.entries.size, missing };
  }

  /** Adds or updates entries, embedding those new or whose text changed; returns those. */
  async upsert(entries: readonly MemoryEntry[]): Promise<CallResult<'memories-upsert'>> {
    const result = await upsertEmbedded(entries, this.entries, this.vectors, this.embedder);
    this.lexical = null;
    return result;
  }

  remove(ids: readonly string[]): number {
    let count = 0;
    for (const id of ids) {
      this.vectors.remove(id);
      this.languages.forget(id);
      if (this.entries.delete(id)) count += 1;
    }
    this.lexical = null;
    return count;
  }

  /** The memories for a query, per kind (memory-rank.ts). */
  search(
    vector: Float32Array,
    words: string,
    options: MemoryRankOptions & { isRendering?: boolean },
  ): RankedMemory[] {
    if (this.entries.size === 0) return [];
    // A rendering of another query (protocol.ts) is not calibrated: the query as typed was.
    const offset = options.isRendering === true ? 0 : this.crossLingualOffset;
    const draftShare = hanShare(words);
    const shareOf = (id: string) => this.languages.hanShareOf(id, this.entries.get(id)?.text ?? '');
    const isCrossLingual = (id: string) => isOtherLanguage(draftShare, shareOf(id));
    // Memories in the other language score lower before calibration: their best are found apart.
    const hits =
      offset > 0
        ? this.vectors.searchTwo(vector, POOL, () => true, isCrossLingual).flat()
        : this.vectors.search(vector, POOL);
    const dense = new Map(hits.map(({ id, score }) => [id, score]));
    this.lexical ??= buildLexicalIndex(
      [...this.entries.values()].map(({ id, text }) => ({ id, text })),
    );
    const lexical = new Map(
      this.lexical
        .score(words)
        .sort((a, b) => b.score - a.score)
        .slice(0, POOL)
        .map((hit) => [hit.id, hit.score]),
    );
    // Facts add no shared words to the cosine: rankMemories fuses the words itself.
    const draft = { hanShare: draftShare, wordsWeight: 0, crossLingualOffset: offset };
    const calibrated = (cosine: number, id: string) =>
      firstViewScore(draft, { cosine, lexical: 0, hanShare: shareOf(id) }).cosine;
    const candidates = [...new Set([...dense.keys(), ...lexical.keys()])].flatMap((id) => {
      const entry = this.entries.get(id);
      if (!entry) return [];
      const { kind, lastUsedAt, useCount } = entry;
      return [
        {
          id,
          kind,
          lastUsedAt,
          useCount,
          dense: calibrated(dense.get(id) ?? this.vectors.scoreOf(id, vector) ?? 0, id),
          lexical: lexical.get(id) ?? 0,
        },
      ];
    });
    return rankMemories(candidates, options);
  }

  /** For each text, the nearest memories by cosine (consolidation's "already known?"). */
  async nearest(args: CallArgs<'memories-nearest'>): Promise<CallResult<'memories-nearest'>> {
    if (this.entries.size === 0) return { nearest: args.texts.map(() => []) };
    const vectors = await this.embedder.embed(args.texts);
    return {
      nearest: vectors.map((vector) =>
        this.vectors.search(vector, args.k).map(({ id, score }) => ({ id, score })),
      ),
    };
  }
}
