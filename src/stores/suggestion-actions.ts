import i18next from 'i18next';

import { getDb } from '../db/database';
import { addItem, changeStatus, editItemContent, mention } from '../db/items-repo';
import { clearSuggestions, getSuggestion, removeSuggestion } from '../db/suggestions-repo';
import type { Suggestion } from '../domain/capture/suggestion';
import type { Cause, ItemType, ProspectiveItem } from '../domain/item';
import { useCaptureStore } from './capture-store';

/** What the person changed in a new-item offer before adding it. */
export type OfferEdits = { text: string; type: ItemType; dueAt: number | null };

/**
 * Answers to what capture offered. Accepting acts and lets the offer go in one
 * transaction, so a crash between the two can never file the same item twice.
 */
export async function acceptSuggestion(
  id: string,
  /** For "Which one is done?": the item the person picked (one of the offer's choices). */
  chosenItemId: string | null = null,
  /** For a new item: the text, type and due date as the person corrected them. */
  edits: OfferEdits | null = null,
): Promise<ProspectiveItem | null> {
  // Refused before anything is written: an emptied text would file an item with no words.
  if (edits !== null && edits.text.trim() === '') throw new Error(i18next.t('capture:edit.empty'));
  const db = getDb();
  const tables = [db.suggestions, db.items, db.itemVersions, db.transitions];
  const done = await db.transaction('rw', tables, async () => {
    const suggestion = await getSuggestion(db, id);
    if (!suggestion) return null;
    const targetId = targetOf(suggestion, chosenItemId);
    const before = targetId === null ? null : await db.items.get(targetId);
    const item = await act(suggestion, targetId, Date.now(), edits);
    await removeSuggestion(db, id);
    return { suggestion, before, item };
  });
  if (!done) return null;
  const { suggestion, before, item } = done;
  if (suggestion.kind === 'close' || suggestion.kind === 'choose-close') {
    useCaptureStore.setState({
      closeUndo: { itemId: item.id, content: item.content, previous: before?.status ?? 'open' },
    });
  }
  if (suggestion.kind === 'update' && before) {
    const undo = {
      itemId: item.id,
      content: item.content,
      previous: { content: before.content, dueAt: before.dueAt },
    };
    useCaptureStore.setState((state) => ({
      updateUndos: [undo, ...state.updateUndos.filter((u) => u.itemId !== item.id)],
    }));
  }
  return item;
}

/** The item an answer acts on: the offer's own, or the choice picked (which must be one). */
function targetOf(suggestion: Suggestion, chosenItemId: string | null): string | null {
  if (suggestion.kind === 'new-item') return null;
  if (suggestion.kind !== 'choose-close') return suggestion.itemId;
  const choice = suggestion.choices.find((option) => option.itemId === chosenItemId);
  if (!choice) throw new Error('Pick one of the items the offer names.');
  return choice.itemId;
}

function act(
  suggestion: Suggestion,
  targetId: string | null,
  now: number,
  edits: OfferEdits | null,
): Promise<ProspectiveItem> {
  const db = getDb();
  const cause: Cause = { kind: 'message', episodeId: suggestion.episodeId };
  switch (suggestion.kind) {
    case 'new-item': {
      const { candidate } = suggestion;
      const chosen = edits ?? candidate;
      return addItem(
        db,
        {
          content: chosen.text.trim(),
          type: chosen.type,
          context: candidate.context,
          saidAt: candidate.saidAt ?? now,
          sourceId: candidate.sourceId,
          turnIndex: candidate.turnIndex,
          dueAt: chosen.dueAt,
        },
        now,
      );
    }
    case 'close':
      return closeFromMessage(suggestion.itemId, cause, now);
    case 'choose-close':
      return closeFromMessage(targetId ?? '', cause, now);
    case 'update':
      return updateFromMessage(suggestion, cause, now);
  }
}

/** The offered new text, and a mention: changing an item is bringing it up again. */
async function updateFromMessage(
  suggestion: Extract<Suggestion, { kind: 'update' }>,
  cause: Cause,
  now: number,
): Promise<ProspectiveItem> {
  const db = getDb();
  const { content, dueAt } = suggestion;
  await editItemContent(db, suggestion.itemId, { content, dueAt }, cause, now);
  return mention(db, suggestion.itemId, cause, now);
}

/**
 * A stale item cannot close straight away (the lifecycle revives it first): the message
 * brought it up again, then finished it — two transitions, both with the message as cause.
 */
async function closeFromMessage(
  itemId: string,
  cause: Cause,
  now: number,
): Promise<ProspectiveItem> {
  const db = getDb();
  const item = await db.items.get(itemId);
  // Two sentences may finish the same item; the second finds it closed already.
  if (item?.status === 'closed') return item;
  if (item?.status === 'stale') await changeStatus(db, itemId, 'referenced', cause, now);
  return changeStatus(db, itemId, 'closed', cause, now);
}

/** "Not now": the offer goes; the board is as it was. */
export async function dismissSuggestion(id: string): Promise<void> {
  await removeSuggestion(getDb(), id);
}

/** The inbox's "Clear all". */
export async function dismissAllSuggestions(): Promise<void> {
  await clearSuggestions(getDb());
}

/** Puts the closed item back where it was (the person's undo, recorded as theirs). */
export async function undoClose(): Promise<ProspectiveItem | null> {
  const undo = useCaptureStore.getState().closeUndo;
  if (!undo) return null;
  // closed → open or referenced are the lifecycle's revivals; a stale item comes back open.
  const back = undo.previous === 'referenced' ? 'referenced' : 'open';
  const item = await changeStatus(getDb(), undo.itemId, back, { kind: 'user' }, Date.now());
  useCaptureStore.setState({ closeUndo: null });
  return item;
}

export function forgetCloseUndo(): void {
  useCaptureStore.setState({ closeUndo: null });
}

/**
 * Gives the item back the text (and due date) it had before the change: a new version
 * again, recorded as the person's, so the history keeps all three.
 */
export async function undoUpdate(itemId: string): Promise<ProspectiveItem | null> {
  const undo = useCaptureStore.getState().updateUndos.find((u) => u.itemId === itemId);
  if (!undo) return null;
  const item = await editItemContent(
    getDb(),
    undo.itemId,
    undo.previous,
    { kind: 'user' },
    Date.now(),
  );
  forgetUpdateUndo(itemId);
  return item;
}

export function forgetUpdateUndo(itemId: string): void {
  useCaptureStore.setState((state) => ({
    updateUndos: state.updateUndos.filter((u) => u.itemId !== itemId),
  }));
}
