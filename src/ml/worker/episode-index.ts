import { EpisodeLexicalIndex } from '../../domain/memory/episode-lexical';
import type { FloatRows } from '../../domain/memory/float-rows';
import {
  rankEpisodes,
  type EpisodeCandidate,
  type RankedEpisode,
} from '../../domain/memory/episodic-rank';
import { QuantisedIndex } from '../../domain/memory/quantised-index';
import type { TimeRange } from '../../domain/memory/time-range';
import { isSlightTurn } from '../../domain/search/slight-turn';
import type { ScoreThresholds } from '../../domain/recall/scorer-choice';
import { VectorIndex } from '../../domain/recall/vector-index';
import type { EpisodeEntry } from '../protocol';

/** How many of the best cosines, and of the best word matches, a list draws on. */
const DENSE_POOL = 50;

/**
 * From this many vectors on, the log's vectors are held as 4-bit codes (192 B at 384 dims)
 * instead of floats (1,536 B). Below it the exact scan is fast and its floats are small
 * (77 MB at 50k × 384); above it the floats would pass the 200 MB the log may take at a
 * million turns. The codes rank by an estimate, so their best few hundred are read back
 * from float rows on disk and ordered exactly (float-row-file.ts), where the browser can
 * keep such a file; recall@10 either way is in ARCHITECTURE.md (episodic memory).
 */
export const QUANTISE_FROM = 50_000;

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
  /** Where the search's time goes, added to (the bench reads it). */
  stageMs?: { episodesDense: number; episodesLexical: number };
};

/**
 * The episodic log's index in the worker: texts and times, vectors under the same embedder
 * as the items (exact floats, or quantised codes for a long log), and a BM25 index that
 * grows with the log. Episodes are never edited, so an id's vector never changes once
 * embedded. A slight turn ("ok", "👍", 哈哈: isSlightTurn) gets no vector and is found by its
 * words only, after every fuller turn.
 */
export class EpisodeIndex {
  private readonly dims: number;
  private readonly entries = new Map<string, EpisodeEntry>();
  private vectors: VectorIndex | QuantisedIndex;
  private lexical = new EpisodeLexicalIndex();
  private readonly openFloatRows: () => Promise<FloatRows | null>;
  /** Opened when the log first needs codes; undefined until then, null if it cannot be. */
  private floatRows: FloatRows | null | undefined;

  /** `openFloatRows` gives the quantised index its floats for an exact final order. */
  constructor(
    dims: number,
    openFloatRows: () => Promise<FloatRows | null> = () => Promise.resolve(null),
  ) {
    this.dims = dims;
    this.vectors = new VectorIndex(dims);
    this.openFloatRows = openFloatRows;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Which store holds the vectors, and its bytes per vector (for the bench and tests). */
  get vectorStore(): { kind: 'float' | 'quantised'; bytesPerVector: number; count: number } {
    const { vectors } = this;
    return vectors instanceof QuantisedIndex
      ? { kind: 'quantised', bytesPerVector: vectors.bytesPerVector, count: vectors.size }
      : { kind: 'float', bytesPerVector: 4 * this.dims, count: vectors.size };
  }

  /** Whether a search ends in an exact order (floats in memory, or float rows read back). */
  get isExact(): boolean {
    return !(this.vectors instanceof QuantisedIndex) || this.vectors.isExact;
  }

  /** Replaces everything; returns the ids that have no stored vector yet. */
  async load(
    entries: readonly EpisodeEntry[],
    vectorIds: readonly string[],
    vectors: Float32Array,
  ): Promise<string[]> {
    this.entries.clear();
    this.lexical = new EpisodeLexicalIndex();
    for (const entry of entries) this.remember(entry);
    const { ids, packed } = this.knownRows(vectorIds, vectors, (id) => this.isDense(id));
    if (ids.length >= QUANTISE_FROM) {
      this.vectors = await this.quantised(ids, packed);
    } else {
      this.vectors = new VectorIndex(this.dims, ids.length);
      this.vectors.addPacked(ids, packed);
      // A log emptied (a wipe) or cut short leaves no floats of its turns on disk.
      this.floatRows?.truncate(0);
    }
    return [...this.entries.values()]
      .filter((entry) => !isSlightTurn(entry.text) && !this.vectors.has(entry.id))
      .map((entry) => entry.id);
  }

  /**
   * The entries of `entries` that still need a vector (new ones, or never embedded). The
   * slight ones need none: they are indexed by their words here and now.
   */
  needingVectors(entries: readonly EpisodeEntry[]): EpisodeEntry[] {
    return entries.filter((entry) => {
      if (!isSlightTurn(entry.text)) return !this.vectors.has(entry.id);
      this.remember(entry);
      return false;
    });
  }

  /** Holds an episode's text and time, and indexes its words (once: ids are kept). */
  private remember(entry: EpisodeEntry): void {
    this.entries.set(entry.id, entry);
    this.lexical.add(entry.id, entry.text);
  }

  /** Whether an episode belongs in the vector index: loaded, and not a slight turn. */
  private isDense(id: string): boolean {
    const entry = this.entries.get(id);
    return entry !== undefined && !isSlightTurn(entry.text);
  }

  async add(entries: readonly EpisodeEntry[], vectors: readonly Float32Array[]): Promise<void> {
    entries.forEach((entry, i) => {
      this.remember(entry);
      const vector = vectors[i];
      if (vector && !this.vectors.has(entry.id) && !isSlightTurn(entry.text)) {
        this.vectors.add(entry.id, vector);
      }
    });
    if (this.vectors instanceof VectorIndex && this.vectors.size >= QUANTISE_FROM) {
      // A long import crossed the line: the codes are fitted to the floats held so far.
      const { ids, vectors: packed } = this.vectors.exportPacked();
      this.vectors = await this.quantised(ids, packed);
    }
  }

  /** Codes fitted to `packed`, over the float rows (opened on first use) where there are any. */
  private async quantised(ids: readonly string[], packed: Float32Array): Promise<QuantisedIndex> {
    if (this.floatRows === undefined) this.floatRows = await this.openFloatRows();
    return QuantisedIndex.build(ids, packed, this.dims, { exact: this.floatRows });
  }

  /** Lets the float rows go (the worker's model slot is being dropped). */
  close(): void {
    this.floatRows?.close();
    this.floatRows = null;
  }

  search(query: EpisodeQuery): RankedEpisode[] {
    const { range, excludeSourceId } = query;
    const isInRange = (id: string) => {
      const entry = this.entries.get(id);
      if (entry === undefined || entry.sourceId === excludeSourceId) return false;
      return range === null || (entry.at >= range.from && entry.at < range.to);
    };
    // With no range and nothing on screen to leave out every turn passes: asking a million-
    // row index about each candidate cost several ms a search (a map lookup apiece).
    const filter = range === null && excludeSourceId === null ? undefined : isInRange;
    const pool = Math.max(DENSE_POOL, query.k * 4);
    const denseStarted = performance.now();
    const dense = new Map(
      this.vectors.search(query.vector, pool, filter).map(({ id, score }) => [id, score]),
    );
    const lexicalStarted = performance.now();
    // The best word matches only, as for the cosines: in a long log a common word is in
    // tens of thousands of turns, and scoring each of them both ways cost over 100 ms.
    const lexical = new Map(
      this.lexical.topK(query.topic, pool, filter).map((hit) => [hit.id, hit.score]),
    );
    const lexicalEnded = performance.now();
    const lexicalOnly = [...lexical.keys()].filter((id) => !dense.has(id));
    const denseOfLexical = this.scoresOf(lexicalOnly, query.vector);
    if (query.stageMs) {
      query.stageMs.episodesDense +=
        lexicalStarted - denseStarted + performance.now() - lexicalEnded;
      query.stageMs.episodesLexical += lexicalEnded - lexicalStarted;
    }
    const candidates = [...new Set([...dense.keys(), ...lexical.keys()])].map((id) => ({
      id,
      at: this.entries.get(id)?.at ?? 0,
      dense: dense.get(id) ?? denseOfLexical.get(id) ?? 0,
      lexical: lexical.get(id) ?? 0,
    }));
    return this.fullerFirst(candidates, query);
  }

  /**
   * The fuller turns ranked, then — only where they leave room — the slight ones, scored
   * below the last fuller one so that lists merged by score keep them last.
   */
  private fullerFirst(candidates: EpisodeCandidate[], query: EpisodeQuery): RankedEpisode[] {
    const isSlight = (id: string) => !this.isDense(id);
    const fuller = rankEpisodes(
      candidates.filter((candidate) => !isSlight(candidate.id)),
      query,
    );
    const room = query.k - fuller.length;
    if (room <= 0) return fuller;
    const slight = rankEpisodes(
      candidates.filter((candidate) => isSlight(candidate.id)),
      { ...query, k: room },
    );
    const floor = fuller.at(-1)?.score ?? Infinity;
    return [
      ...fuller,
      ...slight.map((episode) => ({ ...episode, score: Math.min(episode.score, floor * 0.99) })),
    ];
  }

  private scoresOf(ids: readonly string[], vector: Float32Array): Map<string, number> {
    const { vectors } = this;
    if (vectors instanceof QuantisedIndex) return vectors.scoresOf(ids, vector);
    const scores = new Map<string, number>();
    for (const id of ids) {
      const score = vectors.scoreOf(id, vector);
      if (score !== null) scores.set(id, score);
    }
    return scores;
  }

  /** The stored rows whose episode is loaded, once each, packed; `vectors` itself if all are. */
  private knownRows(
    vectorIds: readonly string[],
    vectors: Float32Array,
    isKept: (id: string) => boolean,
  ) {
    const { dims } = this;
    const seen = new Set<string>();
    const rows: number[] = [];
    vectorIds.forEach((id, row) => {
      if (isKept(id) && !seen.has(id)) {
        seen.add(id);
        rows.push(row);
      }
    });
    if (rows.length === vectorIds.length && vectors.length === rows.length * dims)
      return { ids: [...vectorIds], packed: vectors };
    const packed = new Float32Array(rows.length * dims);
    rows.forEach((row, i) => packed.set(vectors.subarray(row * dims, (row + 1) * dims), i * dims));
    return { ids: rows.map((row) => vectorIds[row] as string), packed };
  }
}
