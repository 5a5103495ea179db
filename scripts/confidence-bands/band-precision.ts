import { isItemLabel, type CaptureLabel } from '../../src/domain/capture/labels';

/** One classified case the classifier labelled: a candidate when its label is an item type. */
export type Offered = { truth: CaptureLabel; predicted: CaptureLabel; confidence: number };

/** How one band of candidates fared against the gold labels. */
export type BandScores = {
  count: number;
  /** Share that are items at all (gold label an item type): worth keeping, type aside. */
  itemPrecision: number;
  /** Share whose type is right as offered. */
  typePrecision: number;
};

/** Both bands of one cut: "likely" at or above it, "maybe" below. */
export type CutScores = { cut: number; likely: BandScores; maybe: BandScores };

function scoreBand(offered: readonly Offered[]): BandScores {
  const count = offered.length;
  const items = offered.filter((o) => isItemLabel(o.truth)).length;
  const typed = offered.filter((o) => o.truth === o.predicted).length;
  return {
    count,
    itemPrecision: count === 0 ? 0 : items / count,
    typePrecision: count === 0 ? 0 : typed / count,
  };
}

/** Precision of each band at each cut, over the candidates only (as the app offers them). */
export function scoreCuts(offered: readonly Offered[], cuts: readonly number[]): CutScores[] {
  // A fact or habit verdict is a memory for review, never an item offered.
  const candidates = offered.filter((o) => isItemLabel(o.predicted));
  return cuts.map((cut) => ({
    cut,
    likely: scoreBand(candidates.filter((o) => o.confidence >= cut)),
    maybe: scoreBand(candidates.filter((o) => o.confidence < cut)),
  }));
}
