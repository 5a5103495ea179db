/**
 * Ranking the episodic log (every journal entry, correction and chat turn) for a query:
 * by meaning and by words together, kept to the time range the query names, and lowered
 * with age by a Gaussian decay whose width is a setting. The design note gives episodes a
 * time decay "that can be tightened" against the facts' conservative five years; the
 * prospective items have none at all.
 */
import { reciprocalRankFusion } from '../recall/fusion';
import type { ScoreThresholds } from '../recall/scorer-choice';
import type { TimeRange } from './time-range';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The default width (one standard deviation) of the episodic decay, in days. */
export const EPISODIC_DECAY_DAYS = 180;

/** How many past conversations the panel shows under the prospective items. */
export const EPISODIC_K = 3;

/** exp(−age² / 2w²): 1 today, 0.61 at one width, 0.14 at two; never negative ages. */
export function gaussianDecay(ageMs: number, widthDays: number): number {
  if (widthDays <= 0) return 1;
  const age = Math.max(0, ageMs) / DAY_MS;
  return Math.exp(-(age * age) / (2 * widthDays * widthDays));
}

/** An episode scored both ways for one query (lexical 0 when it shares no word). */
export type EpisodeCandidate = { id: string; at: number; dense: number; lexical: number };

export type RankedEpisode = EpisodeCandidate & {
  /** The fused relevance times the decay: what orders the list. */
  score: number;
  decay: number;
};

export type EpisodicRankOptions = {
  thresholds: ScoreThresholds;
  k: number;
  now: number;
  widthDays: number;
  range: TimeRange | null;
};

/**
 * Outside the range nothing is kept; inside it, an episode is shown when either score
 * clears its threshold (as capture's fused lists do), and the list is ordered by the
 * reciprocal-rank fusion of the two rankings times the decay. Within a named range the
 * decay counts from the range's end, so "last March" does not favour its last days.
 */
export function rankEpisodes(
  candidates: readonly EpisodeCandidate[],
  options: EpisodicRankOptions,
): RankedEpisode[] {
  const { thresholds, k, now, widthDays, range } = options;
  const inRange = candidates.filter(
    (candidate) => range === null || (candidate.at >= range.from && candidate.at < range.to),
  );
  const shown = inRange.filter(
    (candidate) => candidate.dense >= thresholds.dense || candidate.lexical >= thresholds.lexical,
  );
  const byDense = [...shown].sort((a, b) => b.dense - a.dense || b.at - a.at).map((c) => c.id);
  const byWords = shown
    .filter((candidate) => candidate.lexical > 0)
    .sort((a, b) => b.lexical - a.lexical || b.at - a.at)
    .map((c) => c.id);
  const fused = new Map(reciprocalRankFusion([byDense, byWords]).map((f) => [f.id, f.score]));
  const decayFrom = range === null ? now : Math.min(now, range.to);
  return shown
    .map((candidate) => {
      const decay = gaussianDecay(decayFrom - candidate.at, widthDays);
      return { ...candidate, decay, score: (fused.get(candidate.id) ?? 0) * decay };
    })
    .sort((a, b) => b.score - a.score || b.at - a.at)
    .slice(0, k);
}
