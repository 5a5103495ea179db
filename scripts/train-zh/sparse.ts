/** A sparse matrix in compressed rows: row r's entries are at `rowStart[r]…rowStart[r+1]`. */
export type CsrMatrix = {
  readonly rows: number;
  readonly cols: number;
  readonly rowStart: Int32Array;
  readonly colIndex: Int32Array;
  readonly values: Float64Array;
};

/**
 * The sentence × token design matrix: row i holds the SIF weights of sentence i's known
 * tokens (repeats summed), divided by their sum, so a row times the table is the weighted
 * mean that `chineseCoefficients` computes at runtime. A sentence with no known token is an
 * empty row, which the fit ignores.
 */
export function buildSentenceMatrix(
  tokenLists: readonly (readonly string[])[],
  rowOf: ReadonlyMap<string, number>,
  weights: Float64Array,
): CsrMatrix {
  const rowStart = new Int32Array(tokenLists.length + 1);
  const cols: number[] = [];
  const values: number[] = [];
  tokenLists.forEach((tokens, i) => {
    const inRow = new Map<number, number>();
    let sum = 0;
    for (const token of tokens) {
      const col = rowOf.get(token);
      if (col === undefined) continue;
      const weight = weights[col] ?? 0;
      inRow.set(col, (inRow.get(col) ?? 0) + weight);
      sum += weight;
    }
    // Ascending columns: the same matrix, and so the same sums, on every run.
    for (const [col, weight] of [...inRow].sort((a, b) => a[0] - b[0])) {
      cols.push(col);
      values.push(weight / sum);
    }
    rowStart[i + 1] = cols.length;
  });
  return {
    rows: tokenLists.length,
    cols: weights.length,
    rowStart,
    colIndex: Int32Array.from(cols),
    values: Float64Array.from(values),
  };
}

/** `out = X · v`, with v `cols × k` and out `rows × k`, both row-major. */
export function multiply(x: CsrMatrix, v: Float64Array, k: number, out: Float64Array): void {
  out.fill(0);
  for (let r = 0; r < x.rows; r++) {
    const to = r * k;
    for (let e = x.rowStart[r] ?? 0; e < (x.rowStart[r + 1] ?? 0); e++) {
      const value = x.values[e] ?? 0;
      const from = (x.colIndex[e] ?? 0) * k;
      for (let c = 0; c < k; c++) out[to + c] = (out[to + c] ?? 0) + value * (v[from + c] ?? 0);
    }
  }
}

/** `out = Xᵀ · u`, with u `rows × k` and out `cols × k`, both row-major. */
export function multiplyTransposed(
  x: CsrMatrix,
  u: Float64Array,
  k: number,
  out: Float64Array,
): void {
  out.fill(0);
  for (let r = 0; r < x.rows; r++) {
    const from = r * k;
    for (let e = x.rowStart[r] ?? 0; e < (x.rowStart[r + 1] ?? 0); e++) {
      const value = x.values[e] ?? 0;
      const to = (x.colIndex[e] ?? 0) * k;
      for (let c = 0; c < k; c++) out[to + c] = (out[to + c] ?? 0) + value * (u[from + c] ?? 0);
    }
  }
}
