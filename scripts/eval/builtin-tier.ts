import type { Embedder } from '../../src/ml/embedder';
import { createNodeBuiltinEmbedder } from '../../src/ml/worker/builtin/e5-source-node';
import { queryCosines, type CaseScorer, type CaseScores } from './case-scorer';
import { createEmbeddingCache } from './embedding-cache';

/**
 * The built-in tier as the worker runs it: the built-in model's cosine (its language means
 * removed) through the app's vector index, dense only for every language, as the app ranks.
 * Run by onnxruntime-node on the same files the browser loads.
 */
export async function createBuiltinScorer(): Promise<CaseScorer> {
  return createBuiltinScorerWith(await createNodeBuiltinEmbedder());
}

/** The same scorer around any embedder: what tests drive with a small one. */
export function createBuiltinScorerWith(embedder: Embedder): CaseScorer {
  const embed = createEmbeddingCache(embedder);
  return {
    description: `dense (${embedder.modelId} cosine, onnxruntime-node)`,
    score: async (query, candidates): Promise<CaseScores> => ({
      scorer: 'dense',
      relevance: queryCosines(embedder.dims, await embed([query, ...candidates])),
    }),
    dispose: () => embedder.dispose(),
  };
}
