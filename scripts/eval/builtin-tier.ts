import type { Embedder } from '../../src/ml/embedder';
import { createNodeBuiltinEmbedder } from '../../src/ml/worker/builtin/e5-source-node';
import { isMostlyChinese } from '../../src/domain/recall/scorer-choice';
import {
  CHINESE_SHARED_WORDS_WEIGHT,
  sharedWordsWeight,
  withSharedWords,
} from '../../src/domain/recall/shared-words';
import type { RecallFusion } from './args';
import { lexicalScores, queryCosines, type CaseScorer, type CaseScores } from './case-scorer';
import { createEmbeddingCache } from './embedding-cache';

/**
 * The built-in tier as the worker runs it: the built-in model's cosine (its language means
 * removed) through the app's vector index, with the words a mostly Chinese draft shares with
 * a memory added as the app adds them (shared-words.ts), unless `fusion` asks otherwise.
 * Run by onnxruntime-node on the same files the browser loads.
 */
export async function createBuiltinScorer(fusion: RecallFusion | null = null): Promise<CaseScorer> {
  return createBuiltinScorerWith(await createNodeBuiltinEmbedder(), fusion);
}

/** The same scorer around any embedder: what tests drive with a small one. */
export function createBuiltinScorerWith(
  embedder: Embedder,
  fusion: RecallFusion | null = null,
): CaseScorer {
  const embed = createEmbeddingCache(embedder);
  const fused = `, ${describe(fusion)}`;
  return {
    description: `dense (${embedder.modelId} cosine, onnxruntime-node)${fused}`,
    score: async (query, candidates): Promise<CaseScores> => {
      const dense = queryCosines(embedder.dims, await embed([query, ...candidates]));
      const weight = sharedWordsWeightFor(fusion, query);
      if (fusion?.kind === 'rrf') {
        return { scorer: 'fused', dense, lexical: lexicalScores(query, candidates) };
      }
      if (weight === 0) return { scorer: 'dense', relevance: dense };
      const lexical = lexicalScores(query, candidates);
      const relevance = dense.map((cosine, i) => withSharedWords(cosine, lexical[i] ?? 0, weight));
      return { scorer: 'dense', relevance };
    },
    dispose: () => embedder.dispose(),
  };
}

/** How much shared words add for this query: as the app (shared-words.ts) or as asked. */
function sharedWordsWeightFor(fusion: RecallFusion | null, query: string): number {
  if (fusion === null) return sharedWordsWeight(query);
  if (fusion.kind !== 'words') return 0;
  return !fusion.isChineseOnly || isMostlyChinese(query) ? fusion.weight : 0;
}

function describe(fusion: RecallFusion | null): string {
  if (fusion === null)
    return `as the app: + ${CHINESE_SHARED_WORDS_WEIGHT} × BM25 for Chinese drafts`;
  if (fusion.kind === 'dense') return 'the cosine alone';
  if (fusion.kind === 'rrf') return 'reciprocal-rank fusion with BM25';
  return `+ ${fusion.weight} × BM25${fusion.isChineseOnly ? ' for Chinese drafts' : ''}`;
}
