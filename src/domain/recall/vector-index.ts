import { createScanKernel, type ScanKernel } from './scan-kernel';
import { TopK } from './top-k';

/** One search result: an item id and its dot product with the query. */
export type VectorHit = { id: string; score: number };

const MIN_CAPACITY = 64;

/**
 * The vector stage of recall: unit-length vectors of one model, packed row after row in a
 * single Float32Array, with the owners' ids in the same order. A search is one flat scan
 * (WebAssembly SIMD where the engine has it, see scan-kernel.ts) and one pass of a
 * fixed-size heap over the scores, so it allocates nothing per item (DESIGN.md: ≤ 2 ms at
 * 10k × 512). Row order carries no meaning: removal moves the last row into the hole.
 * Vectors are not re-normalised here; the embedder's contract is that they are unit length.
 */
export class VectorIndex {
  readonly dims: number;
  private readonly kernel: ScanKernel;
  private readonly ids: string[] = [];
  private readonly slotOf = new Map<string, number>();

  /** `kernel: 'js'` forces the scalar scan, so tests can check both give the same hits. */
  constructor(dims: number, initialCapacity = MIN_CAPACITY, kernel: 'auto' | 'js' = 'auto') {
    if (!Number.isInteger(dims) || dims <= 0) throw new RangeError(`Bad dims: ${dims}`);
    this.dims = dims;
    this.kernel = createScanKernel(dims, Math.max(MIN_CAPACITY, initialCapacity), kernel);
  }

  /** Which scan this index runs: 'simd' (WebAssembly) or the 'js' fallback. */
  get kernelKind(): ScanKernel['kind'] {
    return this.kernel.kind;
  }

  get size(): number {
    return this.ids.length;
  }

  has(id: string): boolean {
    return this.slotOf.has(id);
  }

  /** Adds one vector. Throws if the id is already indexed or the vector is malformed. */
  add(id: string, vector: Float32Array): void {
    this.addPacked([id], vector);
  }

  /**
   * Adds many vectors packed row-major (`ids.length × dims` floats), as stored in an
   * embedding chunk. All-or-nothing: a duplicate id or a bad vector changes nothing.
   */
  addPacked(ids: readonly string[], vectors: Float32Array): void {
    if (vectors.length !== ids.length * this.dims) {
      throw new RangeError(`Expected ${ids.length * this.dims} floats, got ${vectors.length}`);
    }
    const fresh = new Set<string>();
    for (const id of ids) {
      if (this.slotOf.has(id) || fresh.has(id)) throw new Error(`Already indexed: ${id}`);
      fresh.add(id);
    }
    assertFinite(vectors);
    this.reserve(this.size + ids.length);
    this.kernel.rows.set(vectors, this.size * this.dims);
    for (const id of ids) {
      this.slotOf.set(id, this.ids.length);
      this.ids.push(id);
    }
  }

  /** Overwrites the vector of an indexed id (after an edit re-embedded it). */
  replace(id: string, vector: Float32Array): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) throw new Error(`Not indexed: ${id}`);
    this.assertVector(vector);
    this.kernel.rows.set(vector, slot * this.dims);
  }

  /** Removes an id; returns whether it was there. */
  remove(id: string): boolean {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return false;
    const last = this.ids.length - 1;
    const lastId = this.ids[last] as string;
    if (slot !== last) {
      this.kernel.rows.copyWithin(slot * this.dims, last * this.dims, (last + 1) * this.dims);
      this.ids[slot] = lastId;
      this.slotOf.set(lastId, slot);
    }
    this.ids.pop();
    this.slotOf.delete(id);
    return true;
  }

  /**
   * The `k` ids with the highest dot product with `query`, best first. `filter` (e.g. "is
   * the item open?") is asked only about vectors that would enter the top k, so a cheap
   * scan stays cheap even with an expensive filter.
   */
  search(query: Float32Array, k: number, filter?: (id: string) => boolean): VectorHit[] {
    this.assertVector(query);
    const top = new TopK(Math.min(k, this.size));
    if (top.capacity === 0) return [];
    const { ids } = this;
    const scores = this.kernel.scan(query, ids.length);
    for (let slot = 0; slot < ids.length; slot += 1) {
      const score = scores[slot] as number;
      if (!top.accepts(score)) continue;
      if (filter !== undefined && !filter(ids[slot] as string)) continue;
      top.offer(score, slot);
    }
    return top.drain().map(({ slot, score }) => ({ id: ids[slot] as string, score }));
  }

  /**
   * Two top-k lists from one scan: the `k` best passing `filter`, and the `k` best passing
   * `filter` and `apart` (recall's items in the other language, which score lower and would
   * fall out of the first list). The scan is the cost; the second list nearly free.
   */
  searchTwo(
    query: Float32Array,
    k: number,
    filter: (id: string) => boolean,
    apart: (id: string) => boolean,
  ): [VectorHit[], VectorHit[]] {
    this.assertVector(query);
    const capacity = Math.min(k, this.size);
    if (capacity === 0) return [[], []];
    const [top, topApart] = [new TopK(capacity), new TopK(capacity)];
    const { ids } = this;
    const scores = this.kernel.scan(query, ids.length);
    for (let slot = 0; slot < ids.length; slot += 1) {
      const score = scores[slot] as number;
      const [inTop, inApart] = [top.accepts(score), topApart.accepts(score)];
      if (!inTop && !inApart) continue;
      const id = ids[slot] as string;
      if (!filter(id)) continue;
      if (inTop) top.offer(score, slot);
      if (inApart && apart(id)) topApart.offer(score, slot);
    }
    const hits = (list: TopK) =>
      list.drain().map(({ slot, score }) => ({ id: ids[slot] as string, score }));
    return [hits(top), hits(topApart)];
  }

  /** The dot product of one indexed vector with `query`; null if the id is not indexed. */
  scoreOf(id: string, query: Float32Array): number | null {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return null;
    this.assertVector(query);
    const { rows } = this.kernel;
    const offset = slot * this.dims;
    let score = 0;
    for (let d = 0; d < this.dims; d += 1)
      score += (rows[offset + d] as number) * (query[d] as number);
    return score;
  }

  /** Every id and a copy of its vector, packed in the same order (to rebuild elsewhere). */
  exportPacked(): { ids: string[]; vectors: Float32Array } {
    return { ids: [...this.ids], vectors: this.kernel.rows.slice(0, this.size * this.dims) };
  }

  private reserve(rows: number): void {
    // Doubling keeps bulk loading of 100k vectors to a handful of copies.
    if (rows > this.kernel.capacity) this.kernel.reserve(Math.max(rows, 2 * this.kernel.capacity));
  }

  private assertVector(vector: Float32Array): void {
    if (vector.length !== this.dims) {
      throw new RangeError(`Expected ${this.dims} dims, got ${vector.length}`);
    }
    assertFinite(vector);
  }
}

/** NaN would break the heap's ordering, so non-finite values are refused at the door. */
function assertFinite(values: Float32Array): void {
  // An indexed loop: for…of over 51M floats (100k × 512) costs several times as much.
  for (let i = 0; i < values.length; i += 1) {
    if (!Number.isFinite(values[i])) throw new RangeError('Vector holds a non-finite value');
  }
}
