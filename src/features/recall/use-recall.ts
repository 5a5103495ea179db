import { useEffect, useState } from 'react';

import {
  ACTIVE_STATUSES,
  ALL_STATUSES,
  RECALL_K,
  RECALL_THRESHOLDS,
} from '../../domain/recall-defaults';
import { CallCancelledError } from '../../ml/client';
import type { RecallHit, Scorer } from '../../ml/protocol';
import { getMlClient } from '../../ml/worker-client';

/** Long enough to skip the keystrokes of a word, short enough to feel live. */
export const RECALL_DEBOUNCE_MS = 120;

export type RecallResult = { draft: string; hits: RecallHit[]; scorer: Scorer };

/**
 * Live recall for a draft: searches after a pause in typing; a newer draft cancels the
 * older search, so a late answer can never replace a fresher one. Typing never waits on it.
 */
export function useRecall(draft: string, isIncludingInactive: boolean, isReady: boolean) {
  const [result, setResult] = useState<RecallResult | null>(null);

  useEffect(() => {
    const query = draft.trim();
    if (!isReady || query.length === 0) {
      setResult(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const statuses = isIncludingInactive ? ALL_STATUSES : ACTIVE_STATUSES;
      getMlClient()
        .call(
          'search',
          { query, k: RECALL_K, statuses, thresholds: { ...RECALL_THRESHOLDS } },
          controller.signal,
        )
        .then(({ hits, scorer }) => setResult({ draft: query, hits, scorer }))
        .catch((error: unknown) => {
          if (!(error instanceof CallCancelledError)) console.error('recall failed', error);
        });
    }, RECALL_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [draft, isIncludingInactive, isReady]);

  return result;
}
