import { useEffect, useState } from 'react';

import { EPISODIC_DECAY_DAYS } from '../../domain/memory/episodic-rank';
import { MEMORY_DECAY_DAYS } from '../../domain/memory/memory-decay';
import { ALL_STATUSES, MEMORY_THRESHOLDS, RECALL_THRESHOLDS } from '../../domain/recall-defaults';
import { CallCancelledError } from '../../ml/client';
import type { CallResult } from '../../ml/protocol';
import { getMlClient } from '../../ml/worker-client';
import { useModelStore } from '../../stores/model-store';
import { bridgedQuery, loadWordBridge, mergeFound } from './search-bridge';

/** A little longer than the panel's: a search box is typed into, then read. */
const DEBOUNCE_MS = 150;
const ITEMS_K = 10;
const OTHERS_K = 5;
/**
 * Lower than the panel's: the panel speaks unasked, so it keeps quiet unless sure; a search
 * was asked for, and a weaker match low in its list costs a glance. Unrelated pairs score
 * about 0.1–0.2 on the built-in model; related ones across languages 0.3–0.45.
 */
const THRESHOLDS = { dense: 0.22, lexical: RECALL_THRESHOLDS.lexical / 2 };
const MEMORY_CUT = { dense: THRESHOLDS.dense, lexical: MEMORY_THRESHOLDS.lexical / 2 };

export type SearchResult = CallResult<'recall-memory'> & { query: string };

/**
 * Search over every index the worker holds — items of every status, facts, habits, the
 * episodic log — by meaning and by words (recall_memory, with lower thresholds), for the
 * query and for its rendering in the other language (search-bridge.ts), the newest query
 * cancelling the one before.
 */
export function useSearch(text: string): { result: SearchResult | null; isWaiting: boolean } {
  // As the panel does: once the index is loaded (or other models take over, or indexing
  // ends), the same query is asked again, so an answer from an index still loading is replaced.
  const indexKey = useModelStore(
    (state) =>
      `${state.phase}|${state.modelId ?? ''}|${state.pendingEmbeds > 0}|${state.indexedEpisodes}`,
  );
  const [result, setResult] = useState<SearchResult | null>(null);
  const [isWaiting, setWaiting] = useState(false);
  useEffect(() => {
    const query = text.trim();
    if (query === '') {
      setResult(null);
      setWaiting(false);
      return;
    }
    setWaiting(true);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const ask = (asked: string, isRendering = false) =>
        getMlClient().call(
          'recall-memory',
          {
            query: asked,
            isRendering,
            k: ITEMS_K,
            statuses: ALL_STATUSES,
            thresholds: THRESHOLDS,
            now: Date.now(),
            episodic: {
              k: OTHERS_K,
              widthDays: EPISODIC_DECAY_DAYS,
              thresholds: THRESHOLDS,
              excludeSourceId: null,
            },
            memories: {
              k: OTHERS_K,
              thresholds: { fact: MEMORY_CUT, habit: MEMORY_CUT },
              widthDays: MEMORY_DECAY_DAYS,
            },
          },
          controller.signal,
        );
      // The query as typed, then rendered in the other language: a single word and its
      // translation score too low on the built-in model to find each other.
      const search = async () => {
        const own = await ask(query);
        const rendered = bridgedQuery(await loadWordBridge(), query);
        return rendered === null ? own : mergeFound(own, [await ask(rendered, true)]);
      };
      search()
        .then((found) => {
          setResult({ ...found, query });
          setWaiting(false);
        })
        .catch((error: unknown) => {
          if (!(error instanceof CallCancelledError)) {
            console.error('search failed', error);
            setWaiting(false);
          }
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, indexKey]);
  return { result, isWaiting };
}
