import type { ClassifierEmbedder } from './classifier';
import { readsAsOutcome, type OutcomeHead } from './outcome-head';

/**
 * For each sentence, which of the given plans it reports carried out by its outcome (the
 * outcome head), as a row of booleans per sentence; every answer is false with no head for
 * the embedder's model (a Hub model), where only done words close a plan.
 */
export type OutcomeReader = (
  sentences: readonly string[],
  plans: readonly string[],
) => Promise<boolean[][]>;

export function createOutcomeReader(
  embedder: ClassifierEmbedder | null,
  heads: readonly OutcomeHead[],
): OutcomeReader {
  const head = heads.find((candidate) => candidate.modelId === embedder?.modelId) ?? null;
  return async (sentences, plans) => {
    const never = () => sentences.map(() => plans.map(() => false));
    if (head === null || embedder === null || sentences.length === 0 || plans.length === 0) {
      return never();
    }
    const vectors = await embedder.embed([...sentences, ...plans]);
    const planVectors = vectors.slice(sentences.length);
    return vectors
      .slice(0, sentences.length)
      .map((sentence) => planVectors.map((plan) => readsAsOutcome(head, sentence, plan)));
  };
}
