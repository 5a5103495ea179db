import type { CaptureCandidate } from './candidate';

/**
 * What capture offers after a message, kept until the person answers it: a new item to
 * file, an item to close (done, or given up), or a new text for an item it changed. Kept in
 * the database, so a reload loses nothing that was offered.
 */
type SuggestionBase = {
  /** Stable for the message's sentence, so capturing the same message twice offers once. */
  id: string;
  createdAt: number;
  /** The episode of the message that gave rise to it (the cause when it is accepted). */
  episodeId: string;
};

/** A sentence to file as a new item; `sourceId` is the entry or chat it came from. */
export type NewItemSuggestion = SuggestionBase & {
  kind: 'new-item';
  candidate: CaptureCandidate & { sourceId: string };
};

/** "That sounds done" (or given up): the item, what it said when offered, the sentence. */
export type CloseSuggestion = SuggestionBase & {
  kind: 'close';
  itemId: string;
  itemText: string;
  /** A question done is answered, and said so (absent on offers kept from before it was kept). */
  isQuestion?: boolean;
  outcome: 'done' | 'dropped';
  sentence: string;
};

/**
 * "Which one is done?": a done (or given-up) sentence that names two or three items about as
 * well, asked once with those items as choices. Nothing happens until the person picks one.
 */
export type ChooseCloseSuggestion = SuggestionBase & {
  kind: 'choose-close';
  choices: { itemId: string; itemText: string }[];
  outcome: 'done' | 'dropped';
  sentence: string;
};

/** "Update '…' → '…'?": a change capture was not sure enough to make by itself. */
export type UpdateSuggestion = SuggestionBase & {
  kind: 'update';
  itemId: string;
  itemText: string;
  content: string;
  dueAt: number | null;
  sentence: string;
};

export type Suggestion =
  NewItemSuggestion | CloseSuggestion | ChooseCloseSuggestion | UpdateSuggestion;

/** The items an offer is about (none for a new item). */
export function suggestionItemIds(suggestion: Suggestion): string[] {
  if (suggestion.kind === 'new-item') return [];
  if (suggestion.kind === 'choose-close') return suggestion.choices.map((choice) => choice.itemId);
  return [suggestion.itemId];
}
