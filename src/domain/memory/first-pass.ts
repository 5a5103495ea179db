import type { TopK } from '../recall/top-k';
import type { CodePlanes } from './code-planes';
import type { QueryPlanes } from './query-planes';

/** About this many rows are counted for the distances' histogram (all, below it). */
const HISTOGRAM_SAMPLE = 65_536;

/** What the first pass of a quantised search (quantised-index.ts) works on. */
export type FirstPass = {
  plane: CodePlanes;
  /** Row number → id, for `filter`. */
  ids: readonly string[];
  /** Bits of a row's sign plane: the largest Hamming distance. */
  bits: number;
  signs: Int32Array;
  /** The query for the SIMD scoring, where the planes have it; else `scoreRow` scores. */
  planes: QueryPlanes | null;
  /** A row's 4-bit estimate in JavaScript. */
  scoreRow: (row: number) => number;
  filter: ((id: string) => boolean) | undefined;
};

/**
 * Ranks every row by its sign plane's Hamming distance to the query, then offers `top` the
 * rows of the nearest distances, rescored, until `wanted` rows that pass the filter were
 * offered (or none are left).
 */
export function firstPass(pass: FirstPass, wanted: number, top: TopK): void {
  const counts = histogram(pass);
  let accepted = 0;
  let covered = 0;
  // Widen the Hamming cut-off until enough candidates pass the filter, at least doubling
  // the rows covered each time: a narrow filter costs a few passes, not hundreds.
  for (let cut = 0; cut < counts.length && accepted < wanted;) {
    const from = cut;
    const target = covered + Math.max(wanted - accepted, covered);
    let next = covered;
    while (cut < counts.length && next < target) {
      next += counts[cut] as number;
      cut += 1;
    }
    covered = next;
    accepted += rescoreBand(pass, from, cut, top);
  }
}

/**
 * Scans every row's Hamming distance; returns how many rows have each, counted on every
 * `stride`-th row and scaled (a histogram of a million rows costs more than the scan; the
 * counts only size the bands, so an estimate costs at most one more band).
 */
function histogram({ plane, ids, bits, signs }: FirstPass): Uint32Array {
  const count = ids.length;
  const distances = plane.scan(signs, count);
  const counts = new Uint32Array(bits + 1);
  const stride = count > HISTOGRAM_SAMPLE ? Math.floor(count / HISTOGRAM_SAMPLE) : 1;
  for (let row = 0; row < count; row += stride) {
    const distance = distances[row] as number;
    counts[distance] = (counts[distance] as number) + stride;
  }
  return counts;
}

/**
 * Rescores the rows whose distance is in [from, to) and pass the filter; returns how many.
 * With query planes, the SIMD scoring gives each row's estimate from rounded weights.
 */
function rescoreBand(pass: FirstPass, from: number, to: number, top: TopK): number {
  const { plane, ids, planes, filter, scoreRow } = pass;
  let accepted = 0;
  const offer = (row: number, score: number) => {
    if (filter !== undefined && !filter(ids[row] as string)) return;
    accepted += 1;
    top.offer(score, row);
  };
  const { scoreBand } = plane;
  if (planes && scoreBand) {
    const { base, scale } = planes;
    scoreBand(from, to, ids.length, planes.planes, (row, score) =>
      offer(row, base + scale * score),
    );
  } else {
    plane.forEachInBand(from, to, ids.length, (row) => offer(row, scoreRow(row)));
  }
  return accepted;
}
