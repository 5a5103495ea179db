import { multiply, multiplyTransposed, type CsrMatrix } from './sparse';

/** How a ridge solve ended. */
export type RidgeSolution = {
  /** `cols × k`, row-major: the table, one row per token. */
  readonly weights: Float64Array;
  readonly iterations: number;
  /** The worst output column's ‖residual‖ / ‖Xᵀy‖ at the end. */
  readonly relativeResidual: number;
};

export type RidgeOptions = {
  readonly lambda: number;
  readonly maxIterations: number;
  readonly tolerance: number;
};

function columnDots(a: Float64Array, b: Float64Array, k: number, out: Float64Array): void {
  out.fill(0);
  for (let i = 0; i < a.length; i++) {
    const c = i % k;
    out[c] = (out[c] ?? 0) + (a[i] ?? 0) * (b[i] ?? 0);
  }
}

/** The diagonal of XᵀX + λI: Jacobi preconditioning, as token frequencies span decades. */
function normalDiagonal(x: CsrMatrix, lambda: number): Float64Array {
  const diagonal = new Float64Array(x.cols).fill(lambda);
  for (let e = 0; e < x.values.length; e++) {
    const col = x.colIndex[e] ?? 0;
    diagonal[col] = (diagonal[col] ?? 0) + (x.values[e] ?? 0) ** 2;
  }
  return diagonal;
}

/** Ridge regression `min ‖XW − Y‖² + λ‖W‖²`, Y being `x.rows × k`; see `solveNormalCg`. */
export function solveRidgeCg(
  x: CsrMatrix,
  y: Float64Array,
  k: number,
  options: RidgeOptions,
): RidgeSolution {
  const rhs = new Float64Array(x.cols * k);
  multiplyTransposed(x, y, k, rhs);
  return solveNormalCg(x, rhs, k, options);
}

/**
 * Solves the ridge normal equations (XᵀX + λI)W = `rhs` (= XᵀY, `x.cols × k`) for all k
 * columns at once, by Jacobi-preconditioned conjugate gradient. Each column is its own CG
 * run (its own step sizes, so the result does not depend on which columns share a call);
 * they share the sparse products, which is where the time goes. XᵀX is never formed: it
 * would be dense, vocabulary², in memory.
 */
export function solveNormalCg(
  x: CsrMatrix,
  rhs: Float64Array,
  k: number,
  options: RidgeOptions,
): RidgeSolution {
  const { lambda, maxIterations, tolerance } = options;
  const n = x.cols * k;
  const diagonal = normalDiagonal(x, lambda);
  const weights = new Float64Array(n);
  const residual = Float64Array.from(rhs);
  const bNorms = new Float64Array(k);
  columnDots(residual, residual, k, bNorms);
  const z = Float64Array.from(residual, (r, i) => r / (diagonal[Math.floor(i / k)] ?? 1));
  const direction = Float64Array.from(z);
  const rz = new Float64Array(k);
  columnDots(residual, z, k, rz);
  const xp = new Float64Array(x.rows * k);
  const ap = new Float64Array(n);
  const dots = new Float64Array(k);
  let iterations = 0;
  let worst = 1;
  while (iterations < maxIterations) {
    multiply(x, direction, k, xp);
    multiplyTransposed(x, xp, k, ap);
    for (let i = 0; i < n; i++) ap[i] = (ap[i] ?? 0) + lambda * (direction[i] ?? 0);
    columnDots(direction, ap, k, dots);
    const alpha = Float64Array.from(dots, (pap, c) => (pap > 0 ? (rz[c] ?? 0) / pap : 0));
    for (let i = 0; i < n; i++) {
      const step = alpha[i % k] ?? 0;
      weights[i] = (weights[i] ?? 0) + step * (direction[i] ?? 0);
      residual[i] = (residual[i] ?? 0) - step * (ap[i] ?? 0);
    }
    iterations++;
    columnDots(residual, residual, k, dots);
    worst = Math.max(...Array.from(dots, (rr, c) => Math.sqrt(rr / ((bNorms[c] ?? 0) || 1))));
    if (worst <= tolerance) break;
    for (let i = 0; i < n; i++) z[i] = (residual[i] ?? 0) / (diagonal[Math.floor(i / k)] ?? 1);
    columnDots(residual, z, k, dots);
    for (let i = 0; i < n; i++) {
      const c = i % k;
      const beta = (rz[c] ?? 0) > 0 ? (dots[c] ?? 0) / (rz[c] ?? 1) : 0;
      direction[i] = (z[i] ?? 0) + beta * (direction[i] ?? 0);
    }
    rz.set(dots);
  }
  return { weights, iterations, relativeResidual: worst };
}
