import { describe, expect, it } from 'vitest';
import { solveRidgeCg } from './ridge-cg';
import { buildSentenceMatrix, type CsrMatrix } from './sparse';

/** A dense matrix as CSR, for tests small enough to check by hand. */
function csr(dense: number[][]): CsrMatrix {
  const rowStart = [0];
  const colIndex: number[] = [];
  const values: number[] = [];
  for (const row of dense) {
    row.forEach((value, col) => {
      if (value === 0) return;
      colIndex.push(col);
      values.push(value);
    });
    rowStart.push(colIndex.length);
  }
  return {
    rows: dense.length,
    cols: dense[0]?.length ?? 0,
    rowStart: Int32Array.from(rowStart),
    colIndex: Int32Array.from(colIndex),
    values: Float64Array.from(values),
  };
}

const options = { lambda: 0, maxIterations: 100, tolerance: 1e-10 };

describe('solveRidgeCg', () => {
  it('recovers a known solution of an exactly determined system, per output column', () => {
    const x = csr([
      [1, 2, 0],
      [0, 1, 1],
      [3, 0, 1],
      [1, 1, 1],
    ]);
    const truth = [
      [1, -2],
      [0.5, 3],
      [-1, 0],
    ];
    const y = new Float64Array(8);
    for (let r = 0; r < 4; r++) {
      for (let c = 0; c < 2; c++) {
        let sum = 0;
        for (let j = 0; j < 3; j++) {
          const entry = x.colIndex.subarray(x.rowStart[r], x.rowStart[r + 1]).indexOf(j);
          const value = entry < 0 ? 0 : (x.values[(x.rowStart[r] ?? 0) + entry] ?? 0);
          sum += value * (truth[j]?.[c] ?? 0);
        }
        y[r * 2 + c] = sum;
      }
    }
    const solution = solveRidgeCg(x, y, 2, options);
    expect(solution.relativeResidual).toBeLessThan(1e-8);
    truth.flat().forEach((value, i) => expect(solution.weights[i]).toBeCloseTo(value, 6));
  });

  it('matches the closed-form ridge solution in one dimension', () => {
    // X = [1; 2], y = [1; 3]: w = Xᵀy / (XᵀX + λ) = 7 / (5 + λ).
    const x = csr([[1], [2]]);
    const solution = solveRidgeCg(x, Float64Array.from([1, 3]), 1, { ...options, lambda: 2 });
    expect(solution.weights[0]).toBeCloseTo(1, 10);
  });

  it('shrinks towards zero as lambda grows', () => {
    const x = csr([
      [1, 1],
      [1, 0],
    ]);
    const y = Float64Array.from([2, 1]);
    const norm = (lambda: number) => {
      const { weights } = solveRidgeCg(x, y, 1, { ...options, lambda });
      return Math.hypot(...weights);
    };
    expect(norm(10)).toBeLessThan(norm(0.1));
    expect(norm(0)).toBeCloseTo(Math.SQRT2, 6);
  });
});

describe('buildSentenceMatrix', () => {
  it('makes each row the weighted mean of its known tokens', () => {
    const rowOf = new Map([
      ['a', 0],
      ['b', 1],
    ]);
    const x = buildSentenceMatrix(
      [['a', 'b', 'b', 'unknown'], []],
      rowOf,
      Float64Array.from([1, 3]),
    );
    expect(Array.from(x.rowStart)).toEqual([0, 2, 2]);
    expect(Array.from(x.values)).toEqual([1 / 7, 6 / 7]);
  });
});
