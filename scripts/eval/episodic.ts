/**
 * Scoring of episodic recall cases (EVAL-FORMAT.md: `memory_kind: "episode"` with times):
 * each case is ranked by the app's own episodic ranking (domain/memory/episodic-rank.ts)
 * after reading the draft's time range as the worker does, and again without the range and
 * without the decay, so that what each adds is measured rather than assumed.
 */
import {
  EPISODIC_K,
  rankEpisodes,
  type EpisodeCandidate,
} from '../../src/domain/memory/episodic-rank';
import { MEMORY_DECAY_DAYS } from '../../src/domain/memory/memory-decay';
import { readTimeRange } from '../../src/domain/memory/time-range';
import { MEMORY_K } from '../../src/domain/recall-defaults';
import type { ScoreThresholds } from '../../src/domain/recall/scorer-choice';
import type { RecallCase } from './cases';
import { lexicalScores, type CaseScorer } from './case-scorer';
import type { Metrics } from './metrics';

export type Ranking = { rank: number | null };

export type EpisodicOutcome = {
  id: string;
  lang: string;
  isNegative: boolean;
  /** The app's ranking: the range read from the draft, and the decay. */
  full: Ranking;
  /** The same without reading a time range (the whole draft as the topic). */
  withoutRange: Ranking;
  /** The same without the decay. */
  withoutDecay: Ranking;
  /** What the panel's group (EPISODIC_K at most, the thresholds applied) shows. */
  shownIds: string[];
  correct: ReadonlySet<string>;
};

export type EpisodicSettings = { thresholds: ScoreThresholds; widthDays: number };

const NO_THRESHOLDS = { dense: -Infinity, lexical: -Infinity };

export function rankOf(ranked: readonly { id: string }[], correct: ReadonlySet<string>): Ranking {
  const index = ranked.findIndex((candidate) => correct.has(candidate.id));
  return { rank: index < 0 ? null : index + 1 };
}

/**
 * Each candidate's dense and lexical scores as the app's fact (`calibrated`: pairs across
 * languages calibrated, memory-index.ts) or past-conversation (`raw`, episode-index.ts) list
 * reads them.
 */
export async function candidatesFor(
  scorer: CaseScorer,
  topic: string,
  recallCase: RecallCase,
  candidatesAt: readonly number[],
  cosine: 'raw' | 'calibrated' = 'raw',
): Promise<EpisodeCandidate[]> {
  const scores = await scorer.score(topic, recallCase.candidates);
  const lexical = lexicalScores(topic, recallCase.candidates);
  // A scorer without a dense scale (the lexical tier) leaves the words alone to decide.
  const dense =
    scores.scorer === 'fused'
      ? (scores.firstView?.[cosine] ?? scores.dense)
      : scores.scorer === 'dense'
        ? (scores.firstView?.[cosine] ?? scores.relevance.map((score) => score ?? 0))
        : recallCase.candidates.map(() => 0);
  return recallCase.candidates.map((_, i) => ({
    id: String(i),
    at: candidatesAt[i] ?? 0,
    dense: dense[i] ?? 0,
    lexical: lexical[i] ?? 0,
  }));
}

export async function scoreEpisodicCases(
  cases: readonly RecallCase[],
  scorer: CaseScorer,
  settings: EpisodicSettings,
): Promise<EpisodicOutcome[]> {
  const outcomes: EpisodicOutcome[] = [];
  for (const recallCase of cases) {
    const { times } = recallCase;
    if (times === null) throw new Error(`${recallCase.id}: an episode case without times`);
    const correct = new Set([...recallCase.correct].map(String));
    const { range, topic } = readTimeRange(recallCase.query, times.queryAt);
    const inRange = await candidatesFor(scorer, topic, recallCase, times.candidatesAt);
    const whole =
      topic === recallCase.query
        ? inRange
        : await candidatesFor(scorer, recallCase.query, recallCase, times.candidatesAt);
    const base = { k: recallCase.candidates.length, now: times.queryAt, ...settings };
    const all = { ...base, thresholds: NO_THRESHOLDS };
    outcomes.push({
      id: recallCase.id,
      lang: recallCase.lang,
      isNegative: recallCase.isNegative,
      full: rankOf(rankEpisodes(inRange, { ...all, range }), correct),
      withoutRange: rankOf(rankEpisodes(whole, { ...all, range: null }), correct),
      withoutDecay: rankOf(rankEpisodes(inRange, { ...all, range, widthDays: 0 }), correct),
      shownIds: rankEpisodes(inRange, { ...base, k: EPISODIC_K, range }).map((c) => c.id),
      correct,
    });
  }
  return outcomes;
}

const share = (values: readonly boolean[]) =>
  values.length === 0 ? null : values.filter(Boolean).length / values.length;

const hitAt = (k: number) => (ranking: Ranking) => ranking.rank !== null && ranking.rank <= k;

/** FORMAT.md's metrics for the app's ranking, and hit@k without the range or the decay. */
export type EpisodicMetrics = Metrics & {
  withoutRange: { hit1: number | null; hit5: number | null };
  withoutDecay: { hit1: number | null; hit5: number | null };
};

export function summariseEpisodic(outcomes: readonly EpisodicOutcome[]): EpisodicMetrics {
  const positives = outcomes.filter((o) => !o.isNegative);
  const negatives = outcomes.filter((o) => o.isNegative);
  const hits = (pick: (o: EpisodicOutcome) => Ranking) => ({
    hit1: share(positives.map((o) => hitAt(1)(pick(o)))),
    hit5: share(positives.map((o) => hitAt(5)(pick(o)))),
  });
  const reciprocal = positives.map((o) => (o.full.rank === null ? 0 : 1 / o.full.rank));
  return {
    cases: positives.length,
    ...hits((o) => o.full),
    mrr: reciprocal.length === 0 ? null : reciprocal.reduce((a, b) => a + b, 0) / reciprocal.length,
    negatives: negatives.length,
    falseAlarmRate: share(negatives.map((o) => o.shownIds.length > 0)),
    recallAtThreshold: share(positives.map((o) => o.shownIds.some((id) => o.correct.has(id)))),
    withoutRange: hits((o) => o.withoutRange),
    withoutDecay: hits((o) => o.withoutDecay),
  };
}

const fixed = (value: number | null) => (value === null ? '—' : value.toFixed(3));

/** One file's episodic report: the app's ranking per language, then what range and decay add. */
export function formatEpisodicReport(
  file: string,
  description: string,
  outcomes: readonly EpisodicOutcome[],
  settings: EpisodicSettings,
  kind: 'episodic memory' | 'facts and habits' = 'episodic memory',
): string {
  const langs = [...new Set(outcomes.map((o) => o.lang))];
  const rows = [
    ['all', outcomes] as const,
    ...langs.map((lang) => [lang, outcomes.filter((o) => o.lang === lang)] as const),
  ];
  const lines = [
    `${file}  [${kind}]`,
    kind === 'episodic memory'
      ? `  scorer: ${description}, fused with words (RRF) × Gaussian decay of ${settings.widthDays} days`
      : `  scorer: ${description}, fused with words (RRF) × decay on last use (facts ${MEMORY_DECAY_DAYS.fact} days, habits ${MEMORY_DECAY_DAYS.habit})`,
    `  threshold: dense ≥ ${settings.thresholds.dense.toFixed(3)} or lexical ≥ ${settings.thresholds.lexical.toFixed(3)}; the panel's group shows ${kind === 'episodic memory' ? EPISODIC_K : MEMORY_K}`,
    '  lang       cases  hit@1   hit@5   MRR     neg   false-alarm  recall@thr  | hit@1 without: range  decay',
  ];
  for (const [lang, group] of rows) {
    const m = summariseEpisodic(group);
    lines.push(
      `  ${lang.padEnd(10)} ${String(m.cases).padEnd(6)} ${fixed(m.hit1).padEnd(7)} ${fixed(m.hit5).padEnd(7)} ${fixed(m.mrr).padEnd(7)} ${String(m.negatives).padEnd(5)} ${fixed(m.falseAlarmRate).padEnd(12)} ${fixed(m.recallAtThreshold).padEnd(11)} | ${' '.repeat(15)}${fixed(m.withoutRange.hit1).padEnd(7)}${fixed(m.withoutDecay.hit1)}`,
    );
  }
  return lines.join('\n');
}
