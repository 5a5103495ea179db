import { sharedWordsWeight } from '../../src/domain/recall/shared-words';
import type { SyncEmbedder } from '../../src/ml/use/use-embedder';
import { createNodeUseEmbedder } from '../../src/ml/use/use-source-node';
import { createNodeBuiltinEmbedder } from '../../src/ml/worker/builtin/e5-source-node';
import type { Embedder } from '../../src/ml/embedder';
import { lexicalScores, queryCosines } from '../eval/case-scorer';
import { createEmbeddingCache } from '../eval/embedding-cache';

/** A draft against its candidates in both views, in candidate order, before any weighting. */
export type BothViews = {
  /** The first view's raw cosines. */
  cosines: number[];
  /** The second view's cosines. */
  seconds: number[];
  /** What the draft's shared words weigh (shared-words.ts), and each candidate's BM25. */
  words: number;
  lexical: number[];
};

/**
 * Reads drafts in both built-in views, each text embedded once however many cases share it:
 * what the second view's weights are fitted (fit.ts) and were chosen (weights.ts) on.
 */
export async function createBothViewsReader(): Promise<{
  read: (draft: string, candidates: readonly string[]) => Promise<BothViews>;
  dispose: () => void;
}> {
  const first: Embedder = await createNodeBuiltinEmbedder();
  const second: SyncEmbedder = createNodeUseEmbedder();
  const [embedFirst, embedSecond] = [createEmbeddingCache(first), createEmbeddingCache(second)];
  return {
    read: async (draft, candidates) => {
      const texts = [draft, ...candidates];
      const words = sharedWordsWeight(draft);
      return {
        cosines: queryCosines(first.dims, await embedFirst(texts)),
        seconds: queryCosines(second.dims, await embedSecond(texts)),
        words,
        lexical: words === 0 ? candidates.map(() => 0) : lexicalScores(draft, candidates),
      };
    },
    dispose: () => {
      first.dispose();
      second.dispose();
    },
  };
}
