import type { ClassifyFn } from '../../domain/capture/extract-candidates';
import { splitSentences } from '../../domain/capture/sentences';
import type { ParsedImport } from '../../domain/conversation-import/parsed';
import { abortError } from '../../ml/worker-job';

/**
 * Sentences per classify call. The ML worker runs a call to its end without reading its
 * messages, so one call of a whole pasted chat (thousands of sentences) held every other
 * call — a journal capture, the next import — for minutes, and could not be stopped. A
 * slice of 32 takes the built-in model well under a second, and is 4 of the LLM
 * classifier's batches of 8.
 */
export const SENTENCES_PER_SLICE = 32;

/** How far "Finding items" has got: sentences classified of those to classify. */
export type FindProgress = { done: number; total: number };

export type SliceOptions = {
  /** Checked between slices: once aborted, no further slice is posted. */
  signal?: AbortSignal;
  onProgress?: (progress: FindProgress) => void;
};

/** How many sentences of `me`'s turns the import classifies (as extractCandidates splits them). */
export function countSentencesToClassify(parsed: ParsedImport, me: string): number {
  let count = 0;
  for (const conversation of parsed.conversations) {
    for (const turn of conversation.turns) {
      if (turn.speaker === me) count += splitSentences(turn.text).length;
    }
  }
  return count;
}

/**
 * `classify`, called one slice at a time. Progress counts across every call of the
 * returned function (one per conversation of an import) towards `total`. After an abort
 * the slice in hand is dropped and the promise rejects with an AbortError, so a
 * cancelled import never answers.
 */
export function classifyInSlices(
  classify: ClassifyFn,
  total: number,
  { signal, onProgress }: SliceOptions = {},
): ClassifyFn {
  let done = 0;
  onProgress?.({ done, total });
  return async (inputs) => {
    const results: Awaited<ReturnType<ClassifyFn>> = [];
    for (let start = 0; start < inputs.length; start += SENTENCES_PER_SLICE) {
      if (signal?.aborted) throw abortError();
      const slice = inputs.slice(start, start + SENTENCES_PER_SLICE);
      const verdicts = await classify(slice);
      if (signal?.aborted) throw abortError();
      results.push(...verdicts);
      done += slice.length;
      onProgress?.({ done, total: Math.max(total, done) });
    }
    return results;
  };
}
