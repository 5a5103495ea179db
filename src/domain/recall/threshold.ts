/** A proposed show-nothing threshold and how it does on the samples it came from. */
export type ThresholdCalibration = {
  threshold: number;
  /** Share of negative samples at or above the threshold (something shown, wrongly). */
  falseAlarmRate: number;
  /** Share of positive samples at or above the threshold (the right item shown). */
  recall: number;
};

/**
 * Calibrates a threshold from samples: `negatives` are the best scores of drafts for which
 * nothing should show, `positives` the scores of the right item where one exists (use
 * -Infinity when it was not even ranked). Picks the lowest threshold whose false-alarm rate
 * is at most `maxFalseAlarmRate`, which maximises recall since both fall as it rises. The
 * threshold sits halfway into the gap above the highest negative it must reject, not on a
 * sample, so it does not hinge on one score of this data set.
 */
export function calibrateThreshold(
  positives: readonly number[],
  negatives: readonly number[],
  maxFalseAlarmRate: number,
): ThresholdCalibration {
  const sortedNegatives = negatives.filter((s) => !Number.isNaN(s)).sort((a, b) => b - a);
  const allowed = Math.floor(Math.max(0, maxFalseAlarmRate) * sortedNegatives.length + 1e-9);
  const rejected = sortedNegatives[allowed];
  const threshold =
    rejected === undefined ? lowestFinite(positives) : gapAbove(rejected, positives, negatives);
  return {
    threshold,
    falseAlarmRate: shareAtOrAbove(negatives, threshold),
    recall: shareAtOrAbove(positives, threshold),
  };
}

/** Share of `scores` at or above `threshold`; 0 for no scores. */
export function shareAtOrAbove(scores: readonly number[], threshold: number): number {
  if (scores.length === 0) return 0;
  return scores.filter((score) => score >= threshold).length / scores.length;
}

/** Halfway between `floor` and the next higher sample; just above `floor` if none is higher. */
function gapAbove(floor: number, positives: readonly number[], negatives: readonly number[]) {
  const above = [...positives, ...negatives].filter((s) => s > floor && Number.isFinite(s));
  if (above.length === 0) return floor + Math.max(Math.abs(floor), 1) * 1e-6;
  return (floor + above.reduce((a, b) => Math.min(a, b))) / 2;
}

/** Every negative may show: the threshold that still lets every ranked positive through. */
function lowestFinite(positives: readonly number[]): number {
  const finite = positives.filter((s) => Number.isFinite(s));
  return finite.length === 0 ? 0 : finite.reduce((a, b) => Math.min(a, b));
}
