import { RECALL_K } from '../../src/domain/recall-defaults';
import { rankForRecall, type RecallCandidate } from '../../src/domain/recall/rank';
import type { RecallScorer } from '../../src/domain/recall/scorer-choice';
import type { RecallCase } from './cases';
import type { CaseScorer } from './case-scorer';

/** One case after scoring: its scored candidates, kept to re-apply any threshold later. */
export type CaseOutcome = {
  id: string;
  lang: string;
  scorer: RecallScorer;
  isNegative: boolean;
  candidates: RecallCandidate[];
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
    const { scorer: used, relevance } = await scorer.score(recallCase.query, recallCase.candidates);
    const correct = new Set([...recallCase.correct].map(String));
    const candidates = relevance.flatMap((score, i) =>
      score === null ? [] : [toCandidate(String(i), score, correct)],
    );
    const ranked = rankForRecall(candidates, { threshold: -Infinity, k: candidates.length });
    const index = ranked.findIndex((candidate) => correct.has(candidate.id));
    const { id, lang, isNegative } = recallCase;
    outcomes.push({
      id,
      lang,
      scorer: used,
      isNegative,
      candidates,
      correct,
      rank: index < 0 ? null : index + 1,
    });
  }
  return outcomes;
}

/**
 * The cases carry no dates, so ties are resolved against the correct memory: it is made
 * the oldest, and the newer-first tie-break never lifts it. Without this, a correct item
 * listed first would win every all-zero tie and inflate hit@k.
 */
function toCandidate(id: string, relevance: number, correct: ReadonlySet<string>): RecallCandidate {
  return { id, relevance, saidAt: correct.has(id) ? 0 : 1 };
}

/** What the app's panel (at most RECALL_K items) would show for this case at `threshold`. */
export function shownAt(outcome: CaseOutcome, threshold: number, k = RECALL_K) {
  return rankForRecall(outcome.candidates, { threshold, k });
}

/** Negative: anything shown is a false alarm. Positive: whether a correct item is shown. */
export function isHitAt(outcome: CaseOutcome, threshold: number): boolean {
  const shown = shownAt(outcome, threshold);
  return outcome.isNegative ? shown.length > 0 : shown.some((c) => outcome.correct.has(c.id));
}

/**
 * The score a threshold must clear for this case to count as shown: for a negative its
 * best score, for a positive the best correct score among the top k (-Infinity if absent).
 */
export function thresholdSample(outcome: CaseOutcome): number {
  const top = shownAt(outcome, -Infinity);
  const relevant = outcome.isNegative ? top : top.filter((c) => outcome.correct.has(c.id));
  return relevant.reduce((best, c) => Math.max(best, c.relevance), -Infinity);
}
