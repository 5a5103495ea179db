/**
 * Float vectors kept by row number outside the index's codes, for an exact rescoring of the
 * quantised pass (quantised-index.ts). In the worker the rows live in an origin-private file
 * (ml/worker/float-row-file.ts), so a million turns' floats (1.5 GB at 384 dims) take disk,
 * not memory; a search reads back the few hundred rows it rescores.
 */
export interface FloatRows {
  readonly dims: number;
  /** Writes `vectors` (packed rows) as rows `from`, `from + 1`, …. */
  writeRows(from: number, vectors: Float32Array): void;
  /** Reads row `row` into `out`, which holds `dims` floats. */
  readRow(row: number, out: Float32Array): void;
  /** Copies row `from` over row `to` (removal moves the last row into the hole). */
  moveRow(from: number, to: number): void;
  /** Keeps the first `rows` rows. */
  truncate(rows: number): void;
  /** Lets the storage go; the rows are not read again. */
  close(): void;
}

/** The rows in one growing array: for tests, and for logs small enough to hold. */
export class MemoryFloatRows implements FloatRows {
  readonly dims: number;
  private data: Float32Array;
  /** How many reads since creation: tests check a search reads only its pool. */
  reads = 0;

  constructor(dims: number) {
    this.dims = dims;
    this.data = new Float32Array(dims * 16);
  }

  writeRows(from: number, vectors: Float32Array): void {
    const end = from * this.dims + vectors.length;
    if (end > this.data.length) {
      const grown = new Float32Array(Math.max(end, 2 * this.data.length));
      grown.set(this.data);
      this.data = grown;
    }
    this.data.set(vectors, from * this.dims);
  }

  readRow(row: number, out: Float32Array): void {
    this.reads += 1;
    out.set(this.data.subarray(row * this.dims, (row + 1) * this.dims));
  }

  moveRow(from: number, to: number): void {
    this.data.copyWithin(to * this.dims, from * this.dims, (from + 1) * this.dims);
  }

  truncate(rows: number): void {
    this.data.fill(0, rows * this.dims);
  }

  close(): void {
    this.data = new Float32Array(0);
  }
}
