import type { BinaryHead } from './binary-head';
import type { ClassifierEmbedder } from './classifier';
import { readsAsMoved, type MovedHead } from './moved-head';
import { readsAsYes } from './binary-head';
import { headStatus, type HeadReading, type StatusHead } from './status-head';

/**
 * What a sentence reports of the writer's items: done or given up as the status head reads
 * it, a time moved as the moved head reads it (a new arrangement is never read as done),
 * or a mind made up as the settled head reads it (said only where none of the others is).
 */
export type ReadStatus =
  HeadReading | { status: 'moved'; onlyIfNamed: false } | { status: 'settled'; onlyIfNamed: true };

export type StatusReader = (texts: readonly string[]) => Promise<ReadStatus[]>;

/** The heads trained for one embedder: any may be missing (a Hub model has none). */
export type StatusHeads = {
  status: readonly StatusHead[];
  moved?: readonly MovedHead[];
  settled?: readonly BinaryHead[];
};

/**
 * Reads each sentence's status with the heads trained for the embedder's model; with no
 * head for it (a Hub model), every sentence reads null and the cue patterns alone decide.
 */
export function createStatusReader(
  embedder: ClassifierEmbedder | null,
  heads: StatusHeads,
): StatusReader {
  const forModel = <T extends { modelId: string }>(all: readonly T[] = []) =>
    all.find((candidate) => candidate.modelId === embedder?.modelId) ?? null;
  const head = forModel(heads.status);
  const moved = forModel(heads.moved);
  const settled = forModel(heads.settled);
  return async (texts) => {
    if ((head === null && moved === null && settled === null) || embedder === null) {
      return texts.map(() => null);
    }
    if (texts.length === 0) return [];
    const vectors = await embedder.embed(texts);
    return vectors.map((vector): ReadStatus => {
      if (moved !== null && readsAsMoved(moved, vector)) {
        return { status: 'moved', onlyIfNamed: false };
      }
      const reported = head === null ? null : headStatus(head, vector);
      if (reported === null && settled !== null && readsAsYes(settled, vector)) {
        return { status: 'settled', onlyIfNamed: true };
      }
      return reported;
    });
  };
}
