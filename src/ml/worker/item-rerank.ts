import { rankForRecall } from '../../domain/recall/rank';
import type { CallArgs, CallResult, IndexEntry } from '../protocol';
import type { Reranker } from './hub/hub-reranker';

/**
 * The cross-encoder's score orders the panel's list (ids it no longer knows are dropped);
 * without a cross-encoder, the call is refused.
 */
export async function rerankItems(
  reranker: Reranker | null,
  entryOf: (id: string) => IndexEntry | undefined,
  args: CallArgs<'rerank'>,
): Promise<CallResult<'rerank'>> {
  const started = performance.now();
  if (!reranker) throw new Error('No cross-encoder is loaded.');
  const known = args.ids.filter((id) => entryOf(id) !== undefined);
  const scores = await reranker.score(
    args.query,
    known.map((id) => entryOf(id)?.text ?? ''),
  );
  const candidates = known.map((id, i) => ({
    id,
    relevance: scores[i] ?? 0,
    saidAt: entryOf(id)?.saidAt ?? 0,
  }));
  const ranked = rankForRecall(candidates, { threshold: args.threshold, k: known.length });
  return {
    hits: ranked.map(({ id, relevance }) => ({ id, score: relevance })),
    tookMs: performance.now() - started,
  };
}
