import { RECALL_K } from '../../src/domain/recall-defaults';
import { rankFused, type DualScoredCandidate } from '../../src/domain/recall/fused-rank';
import { rankForRecall, type RecallCandidate } from '../../src/domain/recall/rank';
import { rankGatedByOrder } from '../../src/domain/recall/second-view';
import type { RecallScorer, ScoreThresholds } from '../../src/domain/recall/scorer-choice';
import type { RecallCase } from './cases';
import type { CaseScores, CaseScorer } from './case-scorer';

/** A candidate of a list a second view reordered (null: one it did not read). */
type ReadCandidate = RecallCandidate & { order: number | null };

/** A case's scored candidates, kept to re-apply any threshold later: one scale or both. */
type ScoredCandidates =
  | { scorer: Exclude<RecallScorer, 'fused'>; candidates: (RecallCandidate | ReadCandidate)[] }
  | { scorer: 'fused'; candidates: DualScoredCandidate[] };

/** One case after scoring. */
export type CaseOutcome = ScoredCandidates & {
  id: string;
  lang: string;
  isNegative: boolean;
  correct: ReadonlySet<string>;
  /** 1-based rank of the best correct candidate with no threshold; null when left out. */
  rank: number | null;
};

/** Scores every case with `scorer` and ranks it with the app's own recall decision. */
export async function scoreCases(
  cases: readonly RecallCase[],
  scorer: CaseScorer,
): Promise<CaseOutcome[]> {
  const outcomes: CaseOutcome[] = [];
  for (const recallCase of cases) {
    const correct = new Set([...recallCase.correct].map(String));
    const scored = toCandidates(
      await scorer.score(recallCase.query, recallCase.candidates),
      correct,
    );
    const ranked = shownWith(scored, { dense: -Infinity, lexical: -Infinity }, Infinity);
    const index = ranked.findIndex((candidate) => correct.has(candidate.id));
    const { id, lang, isNegative } = recallCase;
    outcomes.push({ ...scored, id, lang, isNegative, correct, rank: index < 0 ? null : index + 1 });
  }
  return outcomes;
}

/**
 * The cases carry no dates, so ties are resolved against the correct memory: it is made
 * the oldest, and the newer-first tie-break never lifts it. Without this, a correct item
 * listed first would win every all-zero tie and inflate hit@k.
 */
function saidAtFor(id: string, correct: ReadonlySet<string>): number {
  return correct.has(id) ? 0 : 1;
}

function toCandidates(scores: CaseScores, correct: ReadonlySet<string>): ScoredCandidates {
  if (scores.scorer === 'fused') {
    const candidates = scores.dense.map((dense, i) => ({
      id: String(i),
      saidAt: saidAtFor(String(i), correct),
      dense,
      lexical: scores.lexical[i] ?? 0,
    }));
    return { scorer: 'fused', candidates };
  }
  const { order } = scores;
  const candidates = scores.relevance.flatMap((relevance, i) => {
    if (relevance === null) return [];
    const candidate = { id: String(i), relevance, saidAt: saidAtFor(String(i), correct) };
    return order === undefined ? [candidate] : [{ ...candidate, order: order[i] ?? null }];
  });
  return { scorer: scores.scorer, candidates };
}

function shownWith(scored: ScoredCandidates, thresholds: ScoreThresholds, k: number) {
  const limit = Math.min(k, scored.candidates.length);
  if (scored.scorer === 'fused') return rankFused(scored.candidates, { thresholds, k: limit });
  const threshold = thresholds[scored.scorer];
  const candidates: readonly (RecallCandidate | ReadCandidate)[] = scored.candidates;
  const ordered = candidates.filter(isReordered);
  if (ordered.length > 0) return rankGatedByOrder(ordered, { threshold, k: limit });
  return rankForRecall(scored.candidates, { threshold, k: limit });
}

function isReordered(candidate: RecallCandidate | ReadCandidate): candidate is ReadCandidate {
  return 'order' in candidate;
}

/** What the app's panel (at most RECALL_K items) would show for this case at `thresholds`. */
export function shownAt(outcome: CaseOutcome, thresholds: ScoreThresholds, k = RECALL_K) {
  return shownWith(outcome, thresholds, k);
}

/** Negative: anything shown is a false alarm. Positive: whether a correct item is shown. */
export function isHitAt(outcome: CaseOutcome, thresholds: ScoreThresholds): boolean {
  const shown = shownAt(outcome, thresholds);
  return outcome.isNegative ? shown.length > 0 : shown.some((c) => outcome.correct.has(c.id));
}

/**
 * The score a threshold must clear for this case to count as shown: for a negative its
 * best score, for a positive the best correct score among the top k (-Infinity if absent).
 * Only for one-scale lists: a fused list is shown by either of two thresholds. Where a second
 * view orders the list, showing is no longer monotone in the threshold (a candidate below the
 * top k without a bar can enter it once others fall under the bar): this reads the list with
 * no bar, so a proposed threshold counts a few such positives short.
 */
export function thresholdSample(outcome: CaseOutcome): number {
  const top = shownAt(outcome, { dense: -Infinity, lexical: -Infinity });
  const relevant = outcome.isNegative ? top : top.filter((c) => outcome.correct.has(c.id));
  return relevant.reduce((best, c) => Math.max(best, c.relevance), -Infinity);
}
