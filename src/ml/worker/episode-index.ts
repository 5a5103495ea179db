import { rankEpisodes, type RankedEpisode } from '../../domain/memory/episodic-rank';
import type { TimeRange } from '../../domain/memory/time-range';
import { buildLexicalIndex, type LexicalIndex } from '../../domain/recall/lexical';
import type { ScoreThresholds } from '../../domain/recall/scorer-choice';
import { VectorIndex } from '../../domain/recall/vector-index';
import type { EpisodeEntry } from '../protocol';

/** How many of the best cosines, and of the best word matches, a list draws on. */
const DENSE_POOL = 50;

export type EpisodeQuery = {
  vector: Float32Array;
  /** The query's words without its time phrase, for the lexical score. */
  topic: string;
  range: TimeRange | null;
  /** Episodes of this source are left out (the conversation on screen). */
  excludeSourceId: string | null;
  thresholds: ScoreThresholds;
  k: number;
  now: number;
  widthDays: number;
};

/**
 * The episodic log's index in the worker: texts and times, vectors under the same embedder
 * as the items, and a lexical index built when first needed. Episodes are never edited, so
 * an id's vector never changes once embedded.
 */
export class EpisodeIndex {
  private readonly entries = new Map<string, EpisodeEntry>();
  private readonly vectors: VectorIndex;
  private lexical: LexicalIndex | null = null;

  constructor(dims: number) {
    this.vectors = new VectorIndex(dims);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Replaces everything; returns the ids that have no stored vector yet. */
  load(entries: readonly EpisodeEntry[], vectorIds: readonly string[], vectors: Float32Array) {
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
    return [...this.entries.keys()].filter((id) => !this.vectors.has(id));
  }

  /** The entries of `entries` that still need a vector (new ones, or never embedded). */
  needingVectors(entries: readonly EpisodeEntry[]): EpisodeEntry[] {
    return entries.filter((entry) => !this.vectors.has(entry.id));
  }

  add(entries: readonly EpisodeEntry[], vectors: readonly Float32Array[]): void {
    entries.forEach((entry, i) => {
      this.entries.set(entry.id, entry);
      const vector = vectors[i];
      if (vector && !this.vectors.has(entry.id)) this.vectors.add(entry.id, vector);
    });
    this.lexical = null;
  }

  search(query: EpisodeQuery): RankedEpisode[] {
    const { range, excludeSourceId } = query;
    const isInRange = (id: string) => {
      const entry = this.entries.get(id);
      if (entry === undefined || entry.sourceId === excludeSourceId) return false;
      return range === null || (entry.at >= range.from && entry.at < range.to);
    };
    const pool = Math.max(DENSE_POOL, query.k * 4);
    const dense = new Map(
      this.vectors.search(query.vector, pool, isInRange).map(({ id, score }) => [id, score]),
    );
    this.lexical ??= buildLexicalIndex(
      [...this.entries.values()].map(({ id, text }) => ({ id, text })),
    );
    // The best word matches only, as for the cosines: in a long log a common word is in
    // tens of thousands of turns, and scoring each of them both ways cost over 100 ms.
    const lexical = new Map(
      this.lexical
        .score(query.topic)
        .filter((hit) => isInRange(hit.id))
        .sort((a, b) => b.score - a.score)
        .slice(0, pool)
        .map((hit) => [hit.id, hit.score]),
    );
    const candidates = [...new Set([...dense.keys(), ...lexical.keys()])].map((id) => ({
      id,
      at: this.entries.get(id)?.at ?? 0,
      dense: dense.get(id) ?? this.vectors.scoreOf(id, query.vector) ?? 0,
      lexical: lexical.get(id) ?? 0,
    }));
    return rankEpisodes(candidates, query);
  }
}
