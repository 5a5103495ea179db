import { chooseBuiltinScorer, isMostlyChinese } from '../../src/domain/recall/scorer-choice';
import type { Embedder } from '../../src/ml/embedder';
import { createNodeBuiltinEmbedder } from '../../src/ml/worker/builtin/builtin-source-node';
import { lexicalScores, queryCosines, type CaseScorer, type CaseScores } from './case-scorer';
import { createEmbeddingCache } from './embedding-cache';

/**
 * The built-in tier as the worker runs it: the bilingual embedder's cosine (USE-lite for
 * English, the learnt table for Chinese) through the app's vector index; for a Chinese
 * draft, that cosine fused with the lexical score (rankFused). The report labels which
 * scorer ranked each case.
 */
export async function createBuiltinScorer(): Promise<CaseScorer> {
  const embedder = await createNodeBuiltinEmbedder();
  return createBuiltinScorerWith(embedder);
}

/** The same scorer around any embedder: what tests drive with a small one. */
export function createBuiltinScorerWith(embedder: Embedder): CaseScorer {
  const embed = createEmbeddingCache(embedder);
  return {
    description:
      `dense (${embedder.modelId} cosine); for Chinese drafts fused with ` +
      'the lexical score (RRF of the two rankings)',
    score: async (query, candidates): Promise<CaseScores> => {
      const dense = queryCosines(embedder.dims, await embed([query, ...candidates]));
      if (chooseBuiltinScorer(query) === 'dense') return { scorer: 'dense', relevance: dense };
      const lexical = lexicalScores(query, candidates);
      return { scorer: 'fused', dense, lexical, isSameLanguage: candidates.map(isMostlyChinese) };
    },
    dispose: () => embedder.dispose(),
  };
}
