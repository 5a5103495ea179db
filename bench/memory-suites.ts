import { EPISODIC_DECAY_DAYS, EPISODIC_K } from '../src/domain/memory/episodic-rank';
import { MEMORY_DECAY_DAYS } from '../src/domain/memory/memory-decay';
import {
  ACTIVE_STATUSES,
  MEMORY_K,
  MEMORY_THRESHOLDS,
  MEMORY_WEIGHTS,
  RECALL_K,
  RECALL_THRESHOLDS,
} from '../src/domain/recall-defaults';
import { getMlClient } from '../src/ml/worker-client';
import type { RecallStageMs } from '../src/ml/protocol';
import type { BenchParams, Measured } from './bench-api';
import { freshDraft } from './corpus';
import { episodicRows, episodicText } from './episodic-data';
import { modelReady, topicVectors } from './ml';
import { medianOf, repeat } from './repeat';
import { seedItems, seedVectors, toEntry } from './seed-data';

const THRESHOLDS = { dense: RECALL_THRESHOLDS.dense, lexical: RECALL_THRESHOLDS.lexical };

/**
 * The panel's `recall-memory` through the real worker: `items` prospective items, `memories`
 * facts and habits and `episodes` turns of the episodic log, with synthetic clustered
 * vectors. The memory and episodic indexes are emptied afterwards, so later suites find the
 * worker as before.
 */
export async function recallMemoryWorker(
  params: BenchParams<'recall-memory-worker'>,
): Promise<Measured> {
  const { dims } = await modelReady();
  const topics = await topicVectors();
  const client = getMlClient();
  const now = Date.now();
  const items = seedItems(params.items, now);
  await client.call('index-load', {
    entries: items.map(toEntry),
    vectorIds: items.map((item) => item.id),
    vectors: seedVectors(items, topics, dims),
  });
  // Facts and habits: seeded like items (their texts and vectors), half of each kind, used
  // at spread times and counts, so the decay has something to do.
  const memories = seedItems(params.memories, now).map((item, row) => ({
    id: `memory-${row}`,
    kind: row % 2 === 0 ? ('fact' as const) : ('habit' as const),
    text: item.content,
    lastUsedAt: item.saidAt,
    useCount: row % 7,
  }));
  await client.call('memories-load', {
    entries: memories,
    vectorIds: memories.map((memory) => memory.id),
    vectors: seedVectors(seedItems(params.memories, now), topics, dims),
  });
  // A turn a minute back from now: a million turns span about two years.
  const entries = Array.from({ length: params.episodes }, (_, row) => ({
    id: `episode-${row}`,
    text: episodicText(row),
    at: now - row * 60_000,
    sourceId: 'bench',
  }));
  // Nested clusters round the topics, not one cloud per topic: near neighbours that an
  // index can confuse, as in a real log (episodic-data.ts). Sent once, transferred.
  const vectors = episodicRows(topics, dims, entries.length);
  const vectorIds = entries.map((entry) => entry.id);
  const loadStarted = performance.now();
  const loaded = await client.call('episodes-load', { entries, vectorIds, vectors });
  const loadMs = performance.now() - loadStarted;
  const inWorker: number[] = [];
  const stages: RecallStageMs[] = [];
  const roundTrips: number[] = [];
  let withEpisodes = 0;
  try {
    const real = await repeat(params, async () => {
      const started = performance.now();
      const found = await client.call('recall-memory', {
        query: freshDraft(),
        k: RECALL_K,
        statuses: ACTIVE_STATUSES,
        thresholds: THRESHOLDS,
        now,
        episodic: {
          k: EPISODIC_K,
          widthDays: EPISODIC_DECAY_DAYS,
          thresholds: THRESHOLDS,
          excludeSourceId: null,
        },
        memories: {
          k: MEMORY_K,
          thresholds: { fact: MEMORY_THRESHOLDS, habit: MEMORY_THRESHOLDS },
          widthDays: MEMORY_DECAY_DAYS,
        },
        weights: MEMORY_WEIGHTS,
      });
      inWorker.push(found.tookMs);
      stages.push(found.stageMs);
      if (found.episodes.length > 0) withEpisodes += 1;
      roundTrips.push(performance.now() - started);
      return performance.now() - started;
    });
    return {
      unit: 'ms',
      real,
      naive: null,
      notes: [
        `${params.items} items, ${params.memories} facts and habits and ${params.episodes} episodes (synthetic vectors); inside the worker (embed, both scans, BM25, rank; a second embed when the draft names a time): median ${medianOf(inWorker.slice(-params.reps)).toFixed(1)} ms`,
        `stage medians: ${stageMedians(stages.slice(-params.reps))}`,
        `the slowest runs (round trip: the worker's own; its stages): ${slowestRuns(roundTrips, inWorker, stages, params.reps)}`,
        `${withEpisodes} of ${params.warmup + params.reps} drafts got past conversations`,
        `episodes-load of ${loaded.count} turns (structured clone, BM25 built, vectors quantised past 50k): ${(loadMs / 1000).toFixed(1)} s, a warm-up query after`,
      ],
    };
  } finally {
    // A fresh empty array each: a call transfers (detaches) the one it is given.
    const empty = () => ({ entries: [], vectorIds: [], vectors: new Float32Array() });
    await client.call('episodes-load', empty());
    await client.call('memories-load', empty());
  }
}

/**
 * The three slowest timed runs, each with the worker's own time and its stages: whether the
 * tail is the worker's work (and which stage) or waiting outside it.
 */
function slowestRuns(
  roundTrips: readonly number[],
  inWorker: readonly number[],
  stages: readonly RecallStageMs[],
  reps: number,
): string {
  const from = roundTrips.length - reps;
  return roundTrips
    .map((ms, run) => ({ ms, run }))
    .slice(from)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3)
    .map(({ ms, run }) => {
      const stage = stages[run] as RecallStageMs;
      const parts = (Object.keys(stage) as (keyof RecallStageMs)[])
        .map((name) => `${name} ${stage[name].toFixed(0)}`)
        .join(', ');
      const worker = (inWorker[run] ?? Number.NaN).toFixed(0);
      return `run ${run - from + 1} of ${reps}, ${ms.toFixed(0)}: ${worker} (${parts})`;
    })
    .join('; ');
}

/** "embed 18.1 ms, items 1.2 ms, …": each stage's median over the timed runs. */
function stageMedians(stages: readonly RecallStageMs[]): string {
  if (stages.length === 0) return 'none timed';
  const names = Object.keys(stages[0] as RecallStageMs) as (keyof RecallStageMs)[];
  return names
    .map((name) => `${name} ${medianOf(stages.map((stage) => stage[name])).toFixed(1)} ms`)
    .join(', ');
}
