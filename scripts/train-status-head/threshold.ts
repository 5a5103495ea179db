/** One held-out seed's reading: its true label, the head's best label and that label's probability. */
export type HeldOutReading = { truth: number; guess: number; probability: number };

export type ThresholdChoice = { threshold: number; precision: number; recall: number };

/**
 * The lowest probability at which the head's "done"/"dropped" (every label but `none`) are
 * right at least `precision` of the time on held-out seeds — the most it can say at that
 * precision. A wrong "done" offers to close the wrong item, so precision comes first; when
 * no threshold reaches it, the strictest one in the grid is taken.
 */
export function chooseThreshold(
  readings: readonly HeldOutReading[],
  none: number,
  precision: number,
  grid: readonly number[],
): ThresholdChoice {
  const positives = readings.filter((r) => r.truth !== none).length;
  const choices = grid.map((threshold) => {
    const said = readings.filter((r) => r.guess !== none && r.probability >= threshold);
    const right = said.filter((r) => r.guess === r.truth).length;
    return {
      threshold,
      precision: said.length === 0 ? 1 : right / said.length,
      recall: positives === 0 ? 0 : right / positives,
    };
  });
  const precise = choices.filter((c) => c.precision >= precision);
  if (precise.length === 0) return choices.reduce((a, b) => (b.threshold > a.threshold ? b : a));
  return precise.reduce((a, b) => (b.threshold < a.threshold ? b : a));
}
