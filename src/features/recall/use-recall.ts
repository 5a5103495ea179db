import { useEffect, useRef, useState } from 'react';

import { EPISODIC_K } from '../../domain/memory/episodic-rank';
import type { TimeRange } from '../../domain/memory/time-range';
import type { ProspectiveItem } from '../../domain/item';
import { ACTIVE_STATUSES, ALL_STATUSES, MEMORY_K, RECALL_K } from '../../domain/recall-defaults';
import type { Settings } from '../../domain/settings';
import { CallCancelledError } from '../../ml/client';
import { markStartStep } from '../../ml/start-marks';
import type { EpisodeHit, FusedMemoryHit, MemoryHit, RecallHit, Scorer } from '../../ml/protocol';
import { getMlClient } from '../../ml/worker-client';
import { getDb } from '../../db/database';

/** Long enough to skip the keystrokes of a word, short enough to feel live. */
export const RECALL_DEBOUNCE_MS = 120;

/** How many first-stage hits the cross-encoder reorders. */
export const RERANK_CANDIDATES = 20;

export type RecallResult = {
  /** The query this list answers: the draft, or the draft with earlier turns. */
  query: string;
  hits: RecallHit[];
  scorer: Scorer;
  /** True once the cross-encoder has reordered the list. */
  isReranked: boolean;
  /** Past conversations and journal entries the draft touches, kept to `timeRange`. */
  episodes: EpisodeHit[];
  timeRange: TimeRange | null;
  /** Facts and habits the draft touches, each kind above its own thresholds. */
  memories: MemoryHit[];
  /** All four indexes in one list (recall_memory's fusion), for what reads them together. */
  fused: FusedMemoryHit[];
  /**
   * The hits' items as stored when the answer came (undefined: no longer stored), read
   * before the list is shown so its cards appear with it; the panel reads them live after.
   */
  itemsAtAnswer?: (ProspectiveItem | undefined)[];
};

/** The settings that shape recall of the lasting memories and past conversations. */
export type MemoryRecallSettings = Pick<
  Settings,
  'episodicDecayDays' | 'factDecayDays' | 'habitDecayDays' | 'memoryThresholds' | 'memoryWeights'
>;

type RecallOptions = {
  isIncludingInactive: boolean;
  isReady: boolean;
  hasReranker: boolean;
  thresholds: Settings['thresholds'];
  /** The decays, thresholds and weights of facts, habits and past conversations. */
  memory: MemoryRecallSettings;
  /**
   * The models answering, and whether items still wait for their vectors: when other
   * models take over (the Hub tier, once downloaded) or the indexing ends, the same draft
   * is searched again, so the list is theirs, not the one before.
   */
  modelId: string | null;
  isIndexing: boolean;
  /** The episodes the worker holds: as the log is indexed, the same draft is asked again. */
  indexedEpisodes: number;
  /** Moves when the worker's facts and habits change: the same draft is asked again. */
  memoryIndexVersion?: number;
  /** The chat on screen: its turns are in view, so past conversations leave them out. */
  sessionId: string | null;
};

/**
 * The shown hits' items, read once before the list is shown: its cards then appear in the same
 * render, not a render later, after the panel's live read. If this read fails, the list shows
 * without them and the panel's live read brings them (or reports its own failure).
 */
async function readShownItems(hits: readonly RecallHit[]) {
  try {
    return await getDb().items.bulkGet(hits.map((hit) => hit.id));
  } catch {
    return undefined;
  }
}

function isCancel(error: unknown): boolean {
  return error instanceof CallCancelledError;
}

/**
 * Live recall for `text`, the query composed from the draft: searches after a pause in
 * typing; a newer query cancels the older search, so a late answer can never replace a
 * fresher one. With a cross-encoder, the first list shows at once and its reordering
 * replaces it when ready. Typing never waits on either.
 */
export function useRecall(text: string, options: RecallOptions) {
  const { isIncludingInactive, isReady, hasReranker, thresholds, modelId, isIndexing } = options;
  const { indexedEpisodes, sessionId, memoryIndexVersion = 0 } = options;
  // Compared by value, and only the fields recall reads: the settings object is read anew
  // on every change of any setting, which must not send the draft again.
  const { episodicDecayDays, factDecayDays, habitDecayDays, memoryThresholds, memoryWeights } =
    options.memory;
  const memoryKey = JSON.stringify({
    episodicDecayDays,
    factDecayDays,
    habitDecayDays,
    memoryThresholds,
    memoryWeights,
  } satisfies MemoryRecallSettings);
  const [result, setResult] = useState<RecallResult | null>(null);
  const { dense, lexical, rerank } = thresholds;
  /** Whether the last run of the effect found recall ready. */
  const wasReady = useRef(isReady);

  useEffect(() => {
    const query = text.trim();
    // A draft typed while the model started is asked the moment it is ready, not after a pause.
    const delayMs = isReady && !wasReady.current ? 0 : RECALL_DEBOUNCE_MS;
    wasReady.current = isReady;
    if (!isReady || query.length === 0) {
      setResult(null);
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    // A function, not the flag: TypeScript would take the flag as unchanged across awaits.
    const isCancelled = () => signal.aborted;
    const timer = setTimeout(() => {
      const client = getMlClient();
      const memory = JSON.parse(memoryKey) as MemoryRecallSettings;
      const statuses = isIncludingInactive ? ALL_STATUSES : ACTIVE_STATUSES;
      const k = hasReranker ? RERANK_CANDIDATES : RECALL_K;
      void (async () => {
        try {
          markStartStep('recall-asked');
          // The episodic group is not calibrated apart yet: it takes the panel's thresholds.
          const first = await client.call(
            'recall-memory',
            {
              query,
              k,
              statuses,
              thresholds: { dense, lexical },
              now: Date.now(),
              episodic: {
                k: EPISODIC_K,
                widthDays: memory.episodicDecayDays,
                thresholds: { dense, lexical },
                excludeSourceId: sessionId,
              },
              memories: {
                k: MEMORY_K,
                thresholds: memory.memoryThresholds,
                widthDays: { fact: memory.factDecayDays, habit: memory.habitDecayDays },
              },
              weights: memory.memoryWeights,
            },
            signal,
          );
          markStartStep('recall-answered');
          const { episodes, timeRange, memories, fused } = first;
          const hits = first.hits.slice(0, RECALL_K);
          const itemsAtAnswer = await readShownItems(hits);
          markStartStep('recall-items-read');
          if (isCancelled()) return;
          setResult({
            query,
            hits,
            itemsAtAnswer,
            scorer: first.scorer,
            isReranked: false,
            episodes,
            timeRange,
            memories,
            fused,
          });
          if (!hasReranker || first.hits.length === 0) return;
          const ids = first.hits.map((hit) => hit.id);
          const second = await client.call('rerank', { query, ids, threshold: rerank }, signal);
          const reranked = second.hits.slice(0, RECALL_K);
          const rerankedItems = await readShownItems(reranked);
          if (isCancelled()) return;
          setResult({
            query,
            hits: reranked,
            itemsAtAnswer: rerankedItems,
            scorer: first.scorer,
            isReranked: true,
            episodes,
            timeRange,
            memories,
            fused,
          });
        } catch (error) {
          if (!isCancel(error)) console.error('recall failed', error);
        }
      })();
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [
    text,
    isIncludingInactive,
    isReady,
    hasReranker,
    dense,
    lexical,
    rerank,
    modelId,
    isIndexing,
    memoryKey,
    indexedEpisodes,
    memoryIndexVersion,
    sessionId,
  ]);

  return result;
}
