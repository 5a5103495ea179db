import type { ClassifierEmbedder } from './classifier';
import { headStatus, type HeadReading, type StatusHead } from './status-head';

/** What a sentence reports of the writer's plans, as the status head reads it. */
export type ReadStatus = HeadReading;

export type StatusReader = (texts: readonly string[]) => Promise<ReadStatus[]>;

/**
 * Reads each sentence's status with the head trained for the embedder's model; with no
 * head for it (a Hub model), every sentence reads null and the cue patterns alone decide.
 */
export function createStatusReader(
  embedder: ClassifierEmbedder | null,
  heads: readonly StatusHead[],
): StatusReader {
  const head = heads.find((candidate) => candidate.modelId === embedder?.modelId) ?? null;
  return async (texts) => {
    if (head === null || embedder === null || texts.length === 0) return texts.map(() => null);
    const vectors = await embedder.embed(texts);
    return vectors.map((vector) => headStatus(head, vector));
  };
}
