import type { ClassifierEmbedder } from './classifier';
import { readsAsMoved, type MovedHead } from './moved-head';
import { headStatus, type HeadReading, type StatusHead } from './status-head';

/**
 * What a sentence reports of the writer's plans: done or given up as the status head reads
 * it, or a time moved as the moved head reads it (a new arrangement is never read as done).
 */
export type ReadStatus = HeadReading | { status: 'moved'; onlyIfNamed: false };

export type StatusReader = (texts: readonly string[]) => Promise<ReadStatus[]>;

/**
 * Reads each sentence's status with the heads trained for the embedder's model; with no
 * head for it (a Hub model), every sentence reads null and the cue patterns alone decide.
 */
export function createStatusReader(
  embedder: ClassifierEmbedder | null,
  heads: readonly StatusHead[],
  movedHeads: readonly MovedHead[] = [],
): StatusReader {
  const forModel = <T extends { modelId: string }>(all: readonly T[]) =>
    all.find((candidate) => candidate.modelId === embedder?.modelId) ?? null;
  const head = forModel(heads);
  const moved = forModel(movedHeads);
  return async (texts) => {
    if ((head === null && moved === null) || embedder === null || texts.length === 0) {
      return texts.map(() => null);
    }
    const vectors = await embedder.embed(texts);
    return vectors.map((vector): ReadStatus => {
      if (moved !== null && readsAsMoved(moved, vector)) {
        return { status: 'moved', onlyIfNamed: false };
      }
      return head === null ? null : headStatus(head, vector);
    });
  };
}
