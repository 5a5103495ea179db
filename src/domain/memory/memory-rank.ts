/**
 * Ranking facts and habits for a query: by meaning and by words together (the person may
 * name the tool or the person exactly — "PostgreSQL", "小米"), each kind shown only above
 * its own thresholds, and lowered by the decay on last use and use count.
 */
import { reciprocalRankFusion } from '../recall/fusion';
import type { ScoreThresholds } from '../recall/scorer-choice';
import { memoryDecay } from './memory-decay';
import type { MemoryKind } from './memory-record';

export type MemoryCandidate = {
  id: string;
  kind: MemoryKind;
  dense: number;
  lexical: number;
  lastUsedAt: number;
  useCount: number;
};

export type RankedMemory = MemoryCandidate & { score: number; decay: number };

export type MemoryRankOptions = {
  thresholds: Record<MemoryKind, ScoreThresholds>;
  /** How many of each kind. */
  k: number;
  now: number;
  widthDays: Record<MemoryKind, number>;
};

/** Per kind: those above a threshold, by RRF of both rankings times the decay; facts first. */
export function rankMemories(
  candidates: readonly MemoryCandidate[],
  options: MemoryRankOptions,
): RankedMemory[] {
  const ranked: RankedMemory[] = [];
  for (const kind of ['fact', 'habit'] as const) {
    const thresholds = options.thresholds[kind];
    const shown = candidates.filter(
      (c) => c.kind === kind && (c.dense >= thresholds.dense || c.lexical >= thresholds.lexical),
    );
    const byDense = [...shown].sort((a, b) => b.dense - a.dense).map((c) => c.id);
    const byWords = shown
      .filter((c) => c.lexical > 0)
      .sort((a, b) => b.lexical - a.lexical)
      .map((c) => c.id);
    const fused = new Map(reciprocalRankFusion([byDense, byWords]).map((f) => [f.id, f.score]));
    const scored = shown.map((c) => {
      const decay = memoryDecay(c.lastUsedAt, c.useCount, options.now, options.widthDays[kind]);
      return { ...c, decay, score: (fused.get(c.id) ?? 0) * decay };
    });
    ranked.push(...scored.sort((a, b) => b.score - a.score).slice(0, options.k));
  }
  return ranked;
}
