import type { RecallScorer, ScoreThresholds } from '../../src/domain/recall/scorer-choice';
import { calibrateThreshold, type ThresholdCalibration } from '../../src/domain/recall/threshold';
import { isHitAt, thresholdSample, type CaseOutcome } from './outcomes';

/** The metrics of FORMAT.md for a group of cases; null where the group has no such cases. */
export type Metrics = {
  cases: number;
  hit1: number | null;
  hit5: number | null;
  mrr: number | null;
  negatives: number;
  falseAlarmRate: number | null;
  recallAtThreshold: number | null;
};

export type Thresholds = ScoreThresholds;

/** hit@1, hit@5, MRR over positives; false alarms over negatives; recall at the threshold. */
export function summarise(outcomes: readonly CaseOutcome[], thresholds: Thresholds): Metrics {
  const positives = outcomes.filter((o) => !o.isNegative);
  const negatives = outcomes.filter((o) => o.isNegative);
  const hitAt = (k: number) => share(positives, (o) => o.rank !== null && o.rank <= k);
  const atThreshold = (o: CaseOutcome) => isHitAt(o, thresholds);
  return {
    cases: positives.length,
    hit1: hitAt(1),
    hit5: hitAt(5),
    mrr: mean(positives.map((o) => (o.rank === null ? 0 : 1 / o.rank))),
    negatives: negatives.length,
    falseAlarmRate: share(negatives, atThreshold),
    recallAtThreshold: share(positives, atThreshold),
  };
}

/** `summarise` per case language, languages in first-seen order. */
export function summariseByLang(
  outcomes: readonly CaseOutcome[],
  thresholds: Thresholds,
): Record<string, Metrics> {
  return summariseBy(outcomes, thresholds, (o) => o.lang);
}

/** `summarise` per scorer: on the built-in tier, which cases the embedder or lexical ranked. */
export function summariseByScorer(
  outcomes: readonly CaseOutcome[],
  thresholds: Thresholds,
): Record<string, Metrics> {
  return summariseBy(outcomes, thresholds, (o) => o.scorer);
}

function summariseBy(
  outcomes: readonly CaseOutcome[],
  thresholds: Thresholds,
  keyOf: (outcome: CaseOutcome) => string,
): Record<string, Metrics> {
  const keys = [...new Set(outcomes.map(keyOf))];
  return Object.fromEntries(
    keys.map((key) => [
      key,
      summarise(
        outcomes.filter((o) => keyOf(o) === key),
        thresholds,
      ),
    ]),
  );
}

/** How many cases each scorer ranked. */
export function countScorers(
  outcomes: readonly CaseOutcome[],
): Partial<Record<RecallScorer, number>> {
  const counts: Partial<Record<RecallScorer, number>> = {};
  for (const o of outcomes) counts[o.scorer] = (counts[o.scorer] ?? 0) + 1;
  return counts;
}

/**
 * A proposed threshold per scorer, from every file's cases pooled; only for scorers that
 * saw negatives, since without them any threshold has a false-alarm rate of zero, and not
 * for fused lists, which either of two thresholds lets through.
 */
export function proposeThresholds(
  outcomes: readonly CaseOutcome[],
  maxFalseAlarmRate: number,
): Partial<Record<RecallScorer, ThresholdCalibration>> {
  const proposals: Partial<Record<RecallScorer, ThresholdCalibration>> = {};
  for (const scorer of new Set(outcomes.map((o) => o.scorer))) {
    if (scorer === 'fused') continue;
    const own = outcomes.filter((o) => o.scorer === scorer);
    const negatives = own.filter((o) => o.isNegative).map(thresholdSample);
    if (negatives.length === 0) continue;
    const positives = own.filter((o) => !o.isNegative).map(thresholdSample);
    proposals[scorer] = calibrateThreshold(positives, negatives, maxFalseAlarmRate);
  }
  return proposals;
}

function share<T>(items: readonly T[], test: (item: T) => boolean): number | null {
  return items.length === 0 ? null : items.filter(test).length / items.length;
}

function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
}
