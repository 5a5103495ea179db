import type { BoardEntry, CaptureDecision, SureChange, WrittenMessage } from './capture-decisions';
import { changedText } from './change-text';
import { dueDateOfChange } from './due-date-change';
import type { StatementKind } from './statements';
import type { ChooseCloseSuggestion, CloseSuggestion, UpdateSuggestion } from './suggestion';

/*
 * The offers capture makes after reading a message, and the changes it may make unasked,
 * built from the item as the board snapshot holds it (message-reading.ts decides which).
 * `id` is the sentence's key: the message's episode and the sentence's index.
 */

export function closeOffer(
  id: string,
  message: WrittenMessage,
  item: BoardEntry,
  kind: StatementKind,
  sentence: string,
): CloseSuggestion {
  return {
    id: `${id}:close`,
    kind: 'close',
    createdAt: message.saidAt,
    episodeId: message.episodeId,
    itemId: item.id,
    itemText: item.content,
    ...(item.type === 'question' ? { isQuestion: true } : {}),
    outcome: kind === 'abandon' ? 'dropped' : 'done',
    sentence,
  };
}

export function chooseCloseOffer(
  id: string,
  message: WrittenMessage,
  items: readonly BoardEntry[],
  kind: StatementKind,
  sentence: string,
): ChooseCloseSuggestion {
  return {
    id: `${id}:choose-close`,
    kind: 'choose-close',
    createdAt: message.saidAt,
    episodeId: message.episodeId,
    choices: items.map((item) => ({ itemId: item.id, itemText: item.content })),
    outcome: kind === 'abandon' ? 'dropped' : 'done',
    sentence,
  };
}

/** The new text and due date a change gives an item (a plan's due date follows the change). */
function changeOf(item: BoardEntry, sentence: string, saidAt: number) {
  const content = changedText(item.content, sentence);
  // The date after the change cue, a shift of the old one ("pushed back a week"), or the
  // old day at a new time: due-date-change.ts.
  const dueAt = item.type === 'plan' ? dueDateOfChange(sentence, saidAt, item.dueAt) : item.dueAt;
  return { content, dueAt };
}

export function updateOffer(
  id: string,
  message: WrittenMessage,
  item: BoardEntry,
  sentence: string,
): UpdateSuggestion {
  return {
    id: `${id}:update`,
    kind: 'update',
    createdAt: message.saidAt,
    episodeId: message.episodeId,
    itemId: item.id,
    itemText: item.content,
    ...changeOf(item, sentence, message.saidAt),
    sentence,
  };
}

/** The new text and due date an unmistakable change gives its item, with what it said before. */
export function sureChangeOf(item: BoardEntry, sentence: string, saidAt: number): SureChange {
  return {
    itemId: item.id,
    ...changeOf(item, sentence, saidAt),
    before: { content: item.content, dueAt: item.dueAt },
  };
}

/** The most items "Which one is done?" offers as choices. */
export const MAX_CHOICES = 3;

/**
 * The decision for a done or given-up sentence that may mean `items`: an offer to close the
 * one, "Which one is done?" among two or three, none for none or more.
 */
export function closeOrAsk(
  id: string,
  message: WrittenMessage,
  items: readonly BoardEntry[],
  kind: StatementKind,
  sentence: string,
): CaptureDecision | null {
  const [only] = items;
  if (items.length === 1 && only) {
    return { kind: 'offer', suggestion: closeOffer(id, message, only, kind, sentence) };
  }
  if (items.length < 2 || items.length > MAX_CHOICES) return null;
  return { kind: 'ask', suggestion: chooseCloseOffer(id, message, items, kind, sentence) };
}
