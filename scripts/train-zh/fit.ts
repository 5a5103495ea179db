import type { ZhTokenOptions } from '../../src/ml/worker/builtin/zh-tokens';
import { dominantSubspace, project, secondMoment } from './pca';
import { solveNormalCg } from './ridge-cg';
import { buildSentenceMatrix, multiply, multiplyTransposed } from './sparse';
import { buildVocabulary, type Vocabulary } from './vocabulary';

/** The choices a fit depends on; tuned on dev (see tune.ts), fixed in train-zh.ts. */
export type FitParams = {
  readonly tokenOptions: ZhTokenOptions;
  /** SIF's a: smaller weighs frequent tokens down harder. */
  readonly sifA: number;
  /** Tokens seen fewer times are dropped: their rows would be fitted to one or two sentences. */
  readonly minCount: number;
  readonly lambda: number;
  /** Width of the stored rows: the fit is made in the top principal directions of the English. */
  readonly rank: number;
  readonly maxIterations: number;
  readonly tolerance: number;
};

/** A fitted token table, in full precision, before quantisation. */
export type FittedTable = {
  readonly vocabulary: Vocabulary;
  /** `tokens × rank`: each token's vector, in the basis's coordinates. */
  readonly rows: Float64Array;
  /** `rank × dims`, orthonormal rows: the principal directions of the centred English vectors. */
  readonly basis: Float64Array;
  /** The mean English vector of the fitted pairs, which the rows are fitted around. */
  readonly mean: Float64Array;
  readonly rank: number;
  readonly dims: number;
  /** Share of the centred English variance that the basis keeps. */
  readonly captured: number;
  readonly iterations: number;
  readonly relativeResidual: number;
};

/** The mean of `count` vectors of `dims` floats, given as a row-major array. */
export function meanRow(data: Float32Array | Float64Array, dims: number): Float64Array {
  const mean = new Float64Array(dims);
  const count = data.length / dims;
  for (let i = 0; i < data.length; i++)
    mean[i % dims] = (mean[i % dims] ?? 0) + (data[i] ?? 0) / count;
  return mean;
}

/** Iterations of subspace iteration for the basis: the captured share is stable by then. */
const BASIS_ITERATIONS = 30;

/**
 * Fits one vector per token so that a sentence's SIF-weighted mean token vector is its
 * English translation's USE vector minus the English mean: ridge least squares, by CG.
 * `targets` holds the English vectors, row i for sentence i's tokens.
 *
 * Ridge treats output directions alike (W = (XᵀX + λI)⁻¹XᵀY), so fitting the targets'
 * top principal coordinates gives exactly the full 512-wide fit projected on that basis —
 * at half the cost for rank 256, and the stored table needs no PCA of its own afterwards.
 */
export function fitTable(
  tokenLists: readonly (readonly string[])[],
  targets: Float32Array,
  dims: number,
  params: FitParams,
): FittedTable {
  const vocabulary = buildVocabulary(tokenLists, params.minCount, params.sifA);
  const x = buildSentenceMatrix(tokenLists, vocabulary.rowOf, vocabulary.weights);
  const mean = meanRow(targets, dims);
  const centred = Float64Array.from(targets, (value, i) => value - (mean[i % dims] ?? 0));
  const { basis, captured } = dominantSubspace(
    secondMoment(centred, dims),
    dims,
    params.rank,
    BASIS_ITERATIONS,
  );
  // Xᵀ(YBᵀ) = (XᵀY)Bᵀ: projecting the vocabulary-sized product is cheaper than the targets.
  const rhsFull = new Float64Array(x.cols * dims);
  multiplyTransposed(x, centred, dims, rhsFull);
  const rhs = project(rhsFull, dims, basis, params.rank);
  const solution = solveNormalCg(x, rhs, params.rank, params);
  return {
    vocabulary,
    rows: solution.weights,
    basis,
    mean,
    rank: params.rank,
    dims,
    captured,
    iterations: solution.iterations,
    relativeResidual: solution.relativeResidual,
  };
}

/** Centred predictions (`sentences × dims`) of the full-precision table; zero rows where no token is known. */
export function predictCentred(
  fitted: FittedTable,
  tokenLists: readonly (readonly string[])[],
): { vectors: Float64Array; isKnown: boolean[] } {
  const { vocabulary, dims, rank, basis } = fitted;
  const x = buildSentenceMatrix(tokenLists, vocabulary.rowOf, vocabulary.weights);
  const coordinates = new Float64Array(x.rows * rank);
  multiply(x, fitted.rows, rank, coordinates);
  const vectors = new Float64Array(x.rows * dims);
  for (let r = 0; r < x.rows; r++) {
    for (let a = 0; a < rank; a++) {
      const c = coordinates[r * rank + a] ?? 0;
      for (let d = 0; d < dims; d++) {
        vectors[r * dims + d] = (vectors[r * dims + d] ?? 0) + c * (basis[a * dims + d] ?? 0);
      }
    }
  }
  const isKnown = Array.from(
    { length: x.rows },
    (_, r) => (x.rowStart[r + 1] ?? 0) > (x.rowStart[r] ?? 0),
  );
  return { vectors, isKnown };
}
