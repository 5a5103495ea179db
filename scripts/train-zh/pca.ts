/**
 * `rows × dims` row-major data → its `dims × dims` second-moment matrix Σ rowᵀrow. Built
 * from the columns (a transposed copy), so each entry is one contiguous dot product, and
 * only once per symmetric pair: this runs on all ~23k English vectors.
 */
export function secondMoment(data: Float64Array, dims: number): Float64Array {
  const rows = data.length / dims;
  const columns = new Float64Array(data.length);
  for (let r = 0; r < rows; r++) {
    for (let d = 0; d < dims; d++) columns[d * rows + r] = data[r * dims + d] ?? 0;
  }
  const gram = new Float64Array(dims * dims);
  for (let i = 0; i < dims; i++) {
    const a = columns.subarray(i * rows, (i + 1) * rows);
    for (let j = i; j < dims; j++) {
      const b = columns.subarray(j * rows, (j + 1) * rows);
      let dot = 0;
      for (let r = 0; r < rows; r++) dot += (a[r] ?? 0) * (b[r] ?? 0);
      gram[i * dims + j] = dot;
      gram[j * dims + i] = dot;
    }
  }
  return gram;
}

/** Modified Gram–Schmidt on the `rank` rows (each `dims` long) of `basis`, in place. */
function orthonormaliseRows(basis: Float64Array, rank: number, dims: number): void {
  for (let a = 0; a < rank; a++) {
    for (let b = 0; b < a; b++) {
      let dot = 0;
      for (let d = 0; d < dims; d++) dot += (basis[a * dims + d] ?? 0) * (basis[b * dims + d] ?? 0);
      for (let d = 0; d < dims; d++) {
        basis[a * dims + d] = (basis[a * dims + d] ?? 0) - dot * (basis[b * dims + d] ?? 0);
      }
    }
    let norm = 0;
    for (let d = 0; d < dims; d++) norm += (basis[a * dims + d] ?? 0) ** 2;
    const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let d = 0; d < dims; d++) basis[a * dims + d] = (basis[a * dims + d] ?? 0) * scale;
  }
}

/**
 * An orthonormal basis (`rank × dims`, row-major) of the dominant `rank`-dimensional
 * subspace of a symmetric `gram`, by orthogonal (subspace) iteration from the first `rank`
 * unit vectors: deterministic, and only the subspace matters for reconstruction, not the
 * order of the vectors inside it. Also returns the share of the trace it captures.
 */
export function dominantSubspace(
  gram: Float64Array,
  dims: number,
  rank: number,
  iterations: number,
): { basis: Float64Array; captured: number } {
  let basis = new Float64Array(rank * dims);
  for (let a = 0; a < rank; a++) basis[a * dims + a] = 1;
  for (let it = 0; it < iterations; it++) {
    const next = new Float64Array(rank * dims);
    for (let a = 0; a < rank; a++) {
      for (let i = 0; i < dims; i++) {
        const v = basis[a * dims + i] ?? 0;
        if (v === 0) continue;
        const row = i * dims;
        for (let j = 0; j < dims; j++)
          next[a * dims + j] = (next[a * dims + j] ?? 0) + v * (gram[row + j] ?? 0);
      }
    }
    orthonormaliseRows(next, rank, dims);
    basis = next;
  }
  let trace = 0;
  for (let i = 0; i < dims; i++) trace += gram[i * dims + i] ?? 0;
  let captured = 0;
  for (let a = 0; a < rank; a++) {
    for (let i = 0; i < dims; i++) {
      let gv = 0;
      for (let j = 0; j < dims; j++) gv += (gram[i * dims + j] ?? 0) * (basis[a * dims + j] ?? 0);
      captured += (basis[a * dims + i] ?? 0) * gv;
    }
  }
  return { basis, captured: trace > 0 ? captured / trace : 1 };
}

/** Rows (`rows × dims`) in the basis's coordinates: `rows × rank`. */
export function project(
  data: Float64Array,
  dims: number,
  basis: Float64Array,
  rank: number,
): Float64Array {
  const rows = data.length / dims;
  const out = new Float64Array(rows * rank);
  for (let r = 0; r < rows; r++) {
    for (let a = 0; a < rank; a++) {
      let dot = 0;
      for (let d = 0; d < dims; d++) dot += (data[r * dims + d] ?? 0) * (basis[a * dims + d] ?? 0);
      out[r * rank + a] = dot;
    }
  }
  return out;
}
