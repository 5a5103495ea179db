import type { Embedder } from '../../src/ml/embedder';
import type { SyncEmbedder } from '../../src/ml/use/use-embedder';
import { createNodeUseEmbedder } from '../../src/ml/use/use-source-node';
import { createNodeBuiltinEmbedder } from '../../src/ml/worker/builtin/e5-source-node';
import { FUSED_DENSE_POOL } from '../../src/ml/worker/item-ranking';
import { secondViewCandidates } from '../../src/domain/recall/second-view';
import { isMostlyChinese } from '../../src/domain/recall/scorer-choice';
import { CROSS_LINGUAL_OFFSET } from '../../src/domain/recall/cross-lingual';
import { hanShare } from '../../src/domain/recall/language';
import {
  bothViewsOrder,
  firstViewScore,
  type DraftReading,
  type ItemReading,
} from '../../src/domain/recall/pair-score';
import {
  CHINESE_SHARED_WORDS_WEIGHT,
  sharedWordsWeight,
} from '../../src/domain/recall/shared-words';
import type { RecallFusion } from './args';
import { lexicalScores, queryCosines, type CaseScorer, type CaseScores } from './case-scorer';
import { createEmbeddingCache } from './embedding-cache';

/**
 * The built-in tier as the worker runs it: the built-in model's cosine (its language means
 * removed) through the app's vector index, a pair across languages calibrated and the words a
 * mostly Chinese draft shares with a memory added, and the memories ordered by both views,
 * each pair scored by the app's own functions (pair-score.ts), unless `fusion` asks otherwise. Run by onnxruntime-node on the same
 * files the browser loads; the second view is the same TypeScript in both.
 */
export async function createBuiltinScorer(fusion: RecallFusion | null = null): Promise<CaseScorer> {
  const withSecondView = fusion === null || ['second-view', 'uncalibrated'].includes(fusion.kind);
  const secondView = withSecondView ? createNodeUseEmbedder() : null;
  return createBuiltinScorerWith(await createNodeBuiltinEmbedder(), fusion, secondView);
}

/** The same scorer around any embedders: what tests drive with small ones. */
export function createBuiltinScorerWith(
  embedder: Embedder,
  fusion: RecallFusion | null = null,
  secondView: SyncEmbedder | null = null,
): CaseScorer {
  const embed = createEmbeddingCache(embedder);
  const second = secondView === null ? null : createEmbeddingCache(secondView);
  const fused = `, ${describe(fusion, secondView)}`;
  return {
    description: `dense (${embedder.modelId} cosine, onnxruntime-node)${fused}`,
    score: async (query, candidates): Promise<CaseScores> => {
      if (fusion?.kind === 'second-view' && second !== null && secondView !== null) {
        const views = queryCosines(secondView.dims, await second([query, ...candidates]));
        return { scorer: 'dense', relevance: views };
      }
      const cosines = queryCosines(embedder.dims, await embed([query, ...candidates]));
      // As the app (pair-score.ts): a pair across languages calibrated, shared words added.
      const isUncalibrated = fusion?.kind === 'uncalibrated';
      const draft: DraftReading = {
        hanShare: hanShare(query),
        wordsWeight: sharedWordsWeightFor(fusion, query),
        crossLingualOffset: isUncalibrated ? 0 : CROSS_LINGUAL_OFFSET,
      };
      const lexical = draft.wordsWeight === 0 ? [] : lexicalScores(query, candidates);
      // Uncalibrated, as before: every item read as if in the draft's language.
      const items: ItemReading[] = candidates.map((text, i) => ({
        cosine: cosines[i] ?? 0,
        lexical: lexical[i] ?? 0,
        hanShare: isUncalibrated ? draft.hanShare : hanShare(text),
      }));
      const firsts = items.map((item) => firstViewScore(draft, item));
      const dense = firsts.map((first) => first.cosine);
      if (fusion?.kind === 'rrf') {
        return {
          scorer: 'fused',
          dense,
          lexical: lexicalScores(query, candidates),
          firstView: { raw: cosines, calibrated: dense },
        };
      }
      const relevance = firsts.map((first) => first.relevance);
      const firstView = { raw: cosines, calibrated: dense };
      if (second === null || secondView === null) return { scorer: 'dense', relevance, firstView };
      // As the app: the best cosines and any item sharing words are candidates; the rest
      // are never shown. The app takes the best raw cosines and, apart, the best of the other
      // language; this takes the best calibrated ones, the same twenty for the second view
      // unless a case holds more than 50 memories, half-Chinese ones among them.
      const pool = new Set(
        dense
          .map((cosine, i) => ({ cosine, i }))
          .sort((a, b) => b.cosine - a.cosine)
          .slice(0, FUSED_DENSE_POOL)
          .map(({ i }) => i),
      );
      lexical.forEach((score, i) => score > 0 && pool.add(i));
      const views = queryCosines(secondView.dims, await second([query, ...candidates]));
      // The candidates the app's second view reads (the eval's bar is applied later).
      const pooled = [...pool].map((i) => ({
        id: String(i),
        relevance: relevance[i] ?? 0,
        saidAt: 0,
      }));
      const read = new Set(secondViewCandidates(pooled, -Infinity).map(({ id }) => Number(id)));
      return {
        scorer: 'dense',
        firstView,
        relevance: relevance.map((value, i) => (pool.has(i) ? value : null)),
        order: relevance.map((_, i) =>
          read.has(i) && items[i] && firsts[i]
            ? bothViewsOrder(draft, items[i], firsts[i], views[i] ?? 0)
            : null,
        ),
      };
    },
    dispose: () => {
      embedder.dispose();
      secondView?.dispose();
    },
  };
}

/** How much shared words add for this query: as the app (shared-words.ts) or as asked. */
function sharedWordsWeightFor(fusion: RecallFusion | null, query: string): number {
  if (fusion === null || fusion.kind === 'first-view' || fusion.kind === 'uncalibrated')
    return sharedWordsWeight(query);
  if (fusion.kind !== 'words') return 0;
  return !fusion.isChineseOnly || isMostlyChinese(query) ? fusion.weight : 0;
}

function describe(fusion: RecallFusion | null, secondView: SyncEmbedder | null): string {
  if (fusion === null) {
    const words = `+ ${CHINESE_SHARED_WORDS_WEIGHT} × BM25 for Chinese drafts`;
    const view = secondView === null ? '' : `, ordered with ${secondView.modelId} (second view)`;
    return `as the app: ${words}${view}`;
  }
  if (fusion.kind === 'second-view')
    return `the second view's cosine alone (${secondView?.modelId})`;
  if (fusion.kind === 'uncalibrated')
    return `as the app, pairs across languages not calibrated (second view ${secondView?.modelId})`;
  if (fusion.kind === 'first-view')
    return `the first view alone: + ${CHINESE_SHARED_WORDS_WEIGHT} × BM25 for Chinese drafts`;
  if (fusion.kind === 'dense') return 'the calibrated cosine alone';
  if (fusion.kind === 'rrf') return 'reciprocal-rank fusion of the calibrated cosine with BM25';
  return `the calibrated cosine + ${fusion.weight} × BM25${fusion.isChineseOnly ? ' for Chinese drafts' : ''}`;
}
