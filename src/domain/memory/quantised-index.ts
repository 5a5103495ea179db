import { TopK } from '../recall/top-k';
import type { VectorHit } from '../recall/vector-index';
import type { FloatRows } from './float-rows';
import {
  DEFAULT_EXACT_POOL,
  DEFAULT_RESCORE,
  JS_RESCORE,
  type QuantisedOptions,
} from './quantised-options';
import { createCodePlanes, type CodePlanes } from './code-planes';
import { firstPass } from './first-pass';
import { queryPlanes } from './query-planes';
import {
  codeScore,
  encodeInto,
  fitQuantiser,
  PLANES,
  queryTables,
  type QueryTables,
  type Quantiser,
} from './quantiser';

const MIN_CAPACITY = 1024;
/** Candidates past k kept, without float rows, to re-rank by the unrounded estimate. */
const ROUNDING_MARGIN = 16;

/**
 * A vector index for a log too long to hold in floats (a million turns: 1.5 GB at 384
 * dims). Each vector is kept as a 4-bit code in bit-planes (quantiser.ts), 192 B at 384
 * dims. A search ranks every vector by the Hamming distance of its sign plane to the
 * query's signs (12 words and popcounts a vector), keeps the best `rescore`, and orders
 * those by the 4-bit dot product. Given float rows (float-rows.ts: in the worker a file, not
 * memory), the estimate's best `exactPool` are read back and ordered, and scored, exactly;
 * without them the 4-bit estimate is the score (ARCHITECTURE.md, episodic memory).
 *
 * The quantiser is fitted once, to the vectors the index is built with; later additions
 * are encoded with it (a log's spread moves slowly, and refitting would re-encode all).
 * Row order carries no meaning: removal moves the last row into the hole.
 */
export class QuantisedIndex {
  readonly dims: number;
  readonly quantiser: Quantiser;
  private readonly rescore: number;
  private readonly exact: FloatRows | null;
  private readonly exactPool: number;
  /** One float row read back at a time by the exact rescoring. */
  private readonly row: Float32Array;
  private readonly ids: string[] = [];
  private readonly slotOf = new Map<string, number>();
  /** Every code's planes, with the Hamming scan and scoring (WebAssembly SIMD where it runs). */
  private readonly plane: CodePlanes;

  /** Fits the quantiser to `count` packed vectors and indexes them under `ids`. */
  static build(
    ids: readonly string[],
    vectors: Float32Array,
    dims: number,
    options: QuantisedOptions = {},
  ): QuantisedIndex {
    const index = new QuantisedIndex(fitQuantiser(vectors, ids.length, dims), ids.length, options);
    index.addPacked(ids, vectors);
    return index;
  }

  constructor(
    quantiser: Quantiser,
    initialCapacity = MIN_CAPACITY,
    options: QuantisedOptions = {},
  ) {
    this.dims = quantiser.dims;
    this.quantiser = quantiser;
    this.exact = options.exact ?? null;
    this.exactPool = options.exactPool ?? DEFAULT_EXACT_POOL;
    this.row = new Float32Array(this.dims);
    // A store handed over may hold rows of an earlier index: this one starts empty.
    this.exact?.truncate(0);
    const capacity = Math.max(MIN_CAPACITY, initialCapacity);
    this.plane = createCodePlanes(quantiser.words, capacity, options.plane ?? 'auto');
    this.rescore = options.rescore ?? (this.plane.kind === 'simd' ? DEFAULT_RESCORE : JS_RESCORE);
  }

  get size(): number {
    return this.ids.length;
  }

  /** Bytes of one vector's code: 192 at 384 dims. */
  get bytesPerVector(): number {
    return this.quantiser.words * 4 * PLANES;
  }

  /** Whether searches end in an exact order from float rows. */
  get isExact(): boolean {
    return this.exact !== null;
  }

  /** Bytes the codes and the scan's scratch hold (capacity, not size: what is allocated). */
  get byteLength(): number {
    return this.plane.byteLength;
  }

  /** How the Hamming scan runs here. */
  get scanKind(): 'simd' | 'js' {
    return this.plane.kind;
  }

  has(id: string): boolean {
    return this.slotOf.has(id);
  }

  add(id: string, vector: Float32Array): void {
    this.addPacked([id], vector);
  }

  /** Adds `ids.length` vectors packed row-major. A duplicate id changes nothing and throws. */
  addPacked(ids: readonly string[], vectors: Float32Array): void {
    const { dims, words } = this.quantiser;
    if (vectors.length !== ids.length * dims) {
      throw new RangeError(`Expected ${ids.length * dims} floats, got ${vectors.length}`);
    }
    const fresh = new Set<string>();
    for (const id of ids) {
      if (this.slotOf.has(id) || fresh.has(id)) throw new Error(`Already indexed: ${id}`);
      fresh.add(id);
    }
    for (let i = 0; i < vectors.length; i += 1) {
      if (!Number.isFinite(vectors[i])) throw new RangeError('Vector holds a non-finite value');
    }
    this.reserve(this.size + ids.length);
    this.exact?.writeRows(this.size, vectors);
    ids.forEach((id, row) => {
      const slot = this.ids.length;
      const lowAt = slot * words * (PLANES - 1);
      const { codes, low } = this.plane;
      encodeInto(this.quantiser, vectors, row * dims, codes, slot * words, low, lowAt);
      this.slotOf.set(id, slot);
      this.ids.push(id);
    });
  }

  /** Removes an id; returns whether it was there. */
  remove(id: string): boolean {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return false;
    const { words } = this.quantiser;
    const last = this.ids.length - 1;
    const lastId = this.ids[last] as string;
    const { codes: signs, low } = this.plane;
    const lowWords = words * (PLANES - 1);
    if (slot !== last) {
      signs.copyWithin(slot * words, last * words, (last + 1) * words);
      low.copyWithin(slot * lowWords, last * lowWords, (last + 1) * lowWords);
      this.ids[slot] = lastId;
      this.slotOf.set(lastId, slot);
      this.exact?.moveRow(last, slot);
    }
    this.exact?.truncate(last);
    // A vacated row is zeroed: encodeInto only sets bits.
    signs.fill(0, last * words, (last + 1) * words);
    low.fill(0, last * lowWords, (last + 1) * lowWords);
    this.ids.pop();
    this.slotOf.delete(id);
    return true;
  }

  /**
   * The `k` ids with the highest dot product with `query`, best first: exact with float rows,
   * else the 4-bit estimate. `filter` is asked in first-pass order until `rescore`
   * candidates pass it (or none are left).
   */
  search(query: Float32Array, k: number, filter?: (id: string) => boolean): VectorHit[] {
    this.assertQuery(query);
    if (!(k >= 1) || this.size === 0) return [];
    const tables = queryTables(this.quantiser, query);
    const planes = this.plane.scoreBand ? queryPlanes(tables, this.quantiser.words) : null;
    // Scores from rounded weights order the last few of k loosely: keep a margin to re-rank.
    const estimatePool = planes ? k + ROUNDING_MARGIN : k;
    const pool = this.exact ? Math.max(k, this.exactPool) : estimatePool;
    const top = new TopK(Math.min(pool, this.size));
    firstPass(
      {
        plane: this.plane,
        ids: this.ids,
        bits: this.quantiser.words * 32,
        signs: tables.signs,
        planes,
        scoreRow: (slot) => this.scoreSlot(tables, slot),
        filter,
      },
      Math.max(this.rescore, k),
      top,
    );
    const estimated = top.drain();
    const scoreOf = (slot: number) =>
      this.exact ? this.exactScore(slot, query) : this.scoreSlot(tables, slot);
    const hits =
      this.exact || planes
        ? estimated
            .map(({ slot }) => ({ slot, score: scoreOf(slot) }))
            .sort((a, b) => b.score - a.score)
            .slice(0, k)
        : estimated;
    return hits.map(({ slot, score }) => ({ id: this.ids[slot] as string, score }));
  }

  /** One indexed vector's dot product with `query` (exact, or the estimate); null if absent. */
  scoreOf(id: string, query: Float32Array): number | null {
    return this.scoresOf([id], query).get(id) ?? null;
  }

  /** `scoreOf` for many ids at once: the query's tables are built once, not per id. */
  scoresOf(ids: readonly string[], query: Float32Array): Map<string, number> {
    this.assertQuery(query);
    const tables = this.exact ? null : queryTables(this.quantiser, query);
    const scores = new Map<string, number>();
    for (const id of ids) {
      const slot = this.slotOf.get(id);
      if (slot === undefined) continue;
      scores.set(id, tables ? this.scoreSlot(tables, slot) : this.exactScore(slot, query));
    }
    return scores;
  }

  /** Closes the float rows (the index is not searched again). */
  close(): void {
    this.exact?.close();
  }

  private exactScore(slot: number, query: Float32Array): number {
    const { row } = this;
    (this.exact as FloatRows).readRow(slot, row);
    let score = 0;
    for (let d = 0; d < row.length; d += 1) score += (row[d] as number) * (query[d] as number);
    return score;
  }

  private scoreSlot(tables: QueryTables, slot: number): number {
    const { words } = this.quantiser;
    return codeScore(
      tables,
      words,
      this.plane.codes,
      slot * words,
      this.plane.low,
      slot * words * (PLANES - 1),
    );
  }

  private reserve(rows: number): void {
    if (rows <= this.plane.capacity) return;
    // Doubling keeps a million additions, one batch at a time, to a handful of copies.
    this.plane.reserve(Math.max(rows, 2 * this.plane.capacity));
  }

  private assertQuery(query: Float32Array): void {
    if (query.length !== this.dims) {
      throw new RangeError(`Expected ${this.dims} dims, got ${query.length}`);
    }
  }
}
