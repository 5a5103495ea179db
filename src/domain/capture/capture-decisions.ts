import type { ItemType, ProspectiveItem } from '../item';
import type { ChooseCloseSuggestion, Suggestion } from './suggestion';

/*
 * What reading one message decides, before anything is written: the pure reading
 * (message-reading.ts) returns these, and one applier (db/capture-apply.ts) writes them in
 * one transaction. Nothing else in capture changes the board.
 */

/** A message just written: a journal entry (or the part a correction added) or a chat turn. */
export type WrittenMessage = {
  text: string;
  sourceId: string;
  episodeId: string;
  turnIndex: number | null;
  saidAt: number;
};

/** What the reading needs to know of a kept item: enough to name it, offer and change it. */
export type BoardEntry = Pick<ProspectiveItem, 'id' | 'content' | 'type' | 'dueAt'>;

/** The open, referenced and stale items a message may be about, by id (never its own items). */
export type BoardSnapshot = ReadonlyMap<string, BoardEntry>;

/** One item recall found for a query, with its score (the cosine, or the lexical score). */
export type Hit = { id: string; score: number };

/**
 * What recall found for each query the reading asks (`messageQueries` lists them, so they
 * are all looked up before the pure reading runs), best first.
 */
export type HitsOf = (query: string) => readonly Hit[];

/** A change capture makes unasked: the item, its new text and due date, and what it was. */
export type SureChange = {
  itemId: string;
  content: string;
  dueAt: number | null;
  before: { content: string; dueAt: number | null };
};

/**
 * A sentence left for the classifier; `judged`, when set, is the part the classifier reads.
 * `answers`, when set, is the open question the sentence brings up again: a decision closes
 * it as answered and is filed; anything else only mentions it.
 */
export type SentenceToClassify = {
  index: number;
  text: string;
  judged?: string;
  answers?: BoardEntry;
  /**
   * The writer made up their mind, as the settled head read it ("Sticking with R") or the
   * status head read something given up: with `answers`, the question is offered closed as
   * answered and the sentence as the decision (new-item-offers.ts).
   */
  settles?: boolean;
  /** `answers` was found by meaning alone: a guess, so the question is not mentioned. */
  isGuess?: boolean;
  /**
   * Done now for a day to come ("Booked a haircut for Tuesday", 订了下周三的票): an
   * appointment the writer made, so its past tense is no story told (new-item-offers.ts).
   */
  arranged?: boolean;
  /** Offered only when the classifier reads it as this type (what settles a question). */
  onlyIf?: ItemType;
  /**
   * A kept idea, insight or decision the sentence says again (mentioned): a dated plan in the
   * same sentence is filed beside it ("an interview for the job I was unsure about, Tuesday").
   */
  restates?: BoardEntry;
  /**
   * A kept item the sentence surely names, by fewer words than a restatement ("试着直播了
   * 两次" beside "也许可以直播卖葡萄"): mentioned when nothing new is offered for the sentence.
   */
  touches?: BoardEntry;
};

export type CaptureDecision =
  /** The message brought the item up again: referenced now. */
  | { kind: 'mention'; itemId: string }
  /** An offer kept until the person answers it: a new item, a close or an update. */
  | { kind: 'offer'; suggestion: Exclude<Suggestion, ChooseCloseSuggestion> }
  /** "Which one is done?": asked once, with the two or three items that could be meant. */
  | { kind: 'ask'; suggestion: ChooseCloseSuggestion }
  /** A change unmistakably about its item, made without a click (shown, and undoable). */
  | { kind: 'sure-change'; change: SureChange };
