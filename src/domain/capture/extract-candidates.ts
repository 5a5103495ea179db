import type { ParsedConversation } from '../conversation-import/parsed';
import type { CaptureCandidate } from './candidate';
import type { Classification } from './labels';

/** One text to classify, with the turn before it (the classifier may read it). */
export type ClassifyInput = { text: string; context: string | null };
export type ClassifyFn = (inputs: ClassifyInput[]) => Promise<Classification[]>;

/**
 * The candidates in `me`'s turns of one conversation: each turn is split into sentences,
 * every sentence classified, and those not labelled `none` become candidates with the turn
 * they came from, a window of context and a due date.
 * STUB: implemented with the classifier.
 */
export function extractCandidates(
  conversation: ParsedConversation,
  me: string,
  classify: ClassifyFn,
): Promise<CaptureCandidate[]> {
  void conversation;
  void me;
  void classify;
  return Promise.resolve([]);
}
