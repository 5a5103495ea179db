import { fromLocalInputValue } from '../../domain/capture/local-calendar';
import type { ItemDraft, NewItemInput } from '../../domain/item-edit';

/** What the edit form holds, and whether it differs from the stored text or type. */
export type TextDraft = ItemDraft & { isChanged: boolean };

/** What the due-date field holds (a `datetime-local` value), and whether it was changed. */
export type DueDraft = { value: string; isChanged: boolean };

export function hasUnsavedDraft(text: TextDraft | null, due: DueDraft | null): boolean {
  return (text?.isChanged ?? false) || (due?.isChanged ?? false);
}

/**
 * A new item made of what is on screen. Only the drafts travel: the context and source of an
 * item that was deleted forever went with it, on purpose.
 */
export function newItemFromDrafts(text: TextDraft, due: DueDraft | null): NewItemInput {
  const dueAt = due === null || due.value === '' ? null : fromLocalInputValue(due.value);
  return { content: text.content, type: text.type, dueAt };
}
