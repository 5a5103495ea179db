import type { ItemType } from '../item';

/**
 * A sentence the classifier proposes to file as an item, before the person accepted it.
 * `turnIndex` is the turn of the conversation it came from (null for a journal entry);
 * `context` is the window of turns (or the entry) it was said in.
 */
export type CaptureCandidate = {
  /** Stable within one review: `${turnIndex}:${sentenceIndex}`. */
  key: string;
  text: string;
  type: ItemType;
  confidence: number;
  turnIndex: number | null;
  /** When it was said, when the transcript tells; null otherwise. */
  saidAt: number | null;
  /** A due date read from a time expression in the text ("next Friday", "月底"). */
  dueAt: number | null;
  context: string;
};
