import type {
  BoardEntry,
  BoardSnapshot,
  CaptureDecision,
  HitsOf,
  SentenceToClassify,
  WrittenMessage,
} from './capture-decisions';
import type { StatusOf } from './learned-statement';
import { suggestionItemIds } from './suggestion';

/*
 * What the pure reading (message-reading.ts) is given and gives back, with the small
 * look-ups it shares with the readings beside it.
 */

/** What the pure reading is given: the message, the turn it answers (if recent), the board. */
export type ReadingInput = {
  message: WrittenMessage;
  /** The turn before, in a chat, when it was sent recently; null otherwise. */
  previousTurn: string | null;
  board: BoardSnapshot;
  hitsOf: HitsOf;
  /**
   * Open plans due around the moment of writing (`DUE_AROUND_MS` either side; on the
   * board too): what a done statement naming nothing ("Did it!") is most likely about.
   */
  dueAround?: readonly string[];
  /** What the status head read of each sentence (looked up first, like the hits). */
  statusOf?: StatusOf;
  /** Whether the outcome head read the sentence as reporting a kept plan carried out. */
  outcomeOf?: OutcomeOf;
};

/** Whether a sentence reports the plan with this id carried out by its outcome. */
export type OutcomeOf = (sentence: string, planId: string) => boolean;

export const NO_OUTCOME: OutcomeOf = () => false;

/** How far either side of the moment of writing a plan's due date makes it the one meant. */
export const DUE_AROUND_MS = 36 * 60 * 60 * 1000;

/** The decisions about kept items, and the sentences left for the classifier. */
export type MessageReading = {
  decisions: CaptureDecision[];
  toClassify: SentenceToClassify[];
};

export function entriesOf(board: BoardSnapshot, ids: readonly string[]): BoardEntry[] {
  return ids.flatMap((id) => {
    const entry = board.get(id);
    return entry ? [entry] : [];
  });
}

/** Whether the reading so far offers to close the item, or asks whether it is done. */
export function isClosing({ decisions }: MessageReading, item: BoardEntry): boolean {
  return decisions.some(
    (decision) =>
      (decision.kind === 'offer' || decision.kind === 'ask') &&
      (decision.suggestion.kind === 'close' || decision.suggestion.kind === 'choose-close') &&
      suggestionItemIds(decision.suggestion).includes(item.id),
  );
}
