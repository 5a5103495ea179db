/**
 * Scoring of fact and habit recall cases (EVAL-FORMAT.md: `memory_kind: "fact"` or
 * `"habit"`, with the time each memory was last used): ranked by the app's own function
 * (domain/memory/memory-rank.ts: meaning and words fused, times the decay on last use), and
 * again without the decay, so that what the decay does is measured.
 */
import { MEMORY_DECAY_DAYS } from '../../src/domain/memory/memory-decay';
import { rankMemories, type MemoryCandidate } from '../../src/domain/memory/memory-rank';
import { MEMORY_K } from '../../src/domain/recall-defaults';
import type { ScoreThresholds } from '../../src/domain/recall/scorer-choice';
import type { RecallCase } from './cases';
import type { CaseScorer } from './case-scorer';
import { candidatesFor, rankOf, type EpisodicOutcome } from './episodic';

const NO_THRESHOLDS = { dense: -Infinity, lexical: -Infinity };
/** A width no case spans: the decay is 1 throughout. */
const NO_DECAY_DAYS = 1e9;

export async function scoreLastingCases(
  cases: readonly RecallCase[],
  scorer: CaseScorer,
  thresholds: ScoreThresholds,
): Promise<EpisodicOutcome[]> {
  const outcomes: EpisodicOutcome[] = [];
  for (const recallCase of cases) {
    const { times, memoryKind } = recallCase;
    if (times === null || (memoryKind !== 'fact' && memoryKind !== 'habit')) {
      throw new Error(`${recallCase.id}: a fact or habit case without times`);
    }
    const correct = new Set([...recallCase.correct].map(String));
    const scored = await candidatesFor(
      scorer,
      recallCase.query,
      recallCase,
      times.candidatesAt,
      'calibrated',
    );
    const candidates: MemoryCandidate[] = scored.map(({ id, at, dense, lexical }) => ({
      id,
      kind: memoryKind,
      dense,
      lexical,
      lastUsedAt: at,
      useCount: 0,
    }));
    const rank = (widthDays: number, k: number, cut: ScoreThresholds) =>
      rankMemories(candidates, {
        thresholds: { fact: cut, habit: cut },
        k,
        now: times.queryAt,
        widthDays: { fact: widthDays, habit: widthDays },
      });
    const width = MEMORY_DECAY_DAYS[memoryKind];
    const all = recallCase.candidates.length;
    const full = rankOf(rank(width, all, NO_THRESHOLDS), correct);
    outcomes.push({
      id: recallCase.id,
      lang: recallCase.lang,
      isNegative: recallCase.isNegative,
      full,
      // Facts and habits read no time range: the same ranking.
      withoutRange: full,
      withoutDecay: rankOf(rank(NO_DECAY_DAYS, all, NO_THRESHOLDS), correct),
      shownIds: rank(width, MEMORY_K, thresholds).map((candidate) => candidate.id),
      correct,
    });
  }
  return outcomes;
}
