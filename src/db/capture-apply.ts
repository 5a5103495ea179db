import type { Suggestion } from '../domain/capture/suggestion';
import type { Cause, ProspectiveItem } from '../domain/item';
import type { ForethoughtDb } from './database';
import { editItemContent, mention } from './items-repo';
import { addSuggestions } from './suggestions-repo';

/** A change capture may make unasked: the item, its new text and due date, and what it was. */
export type SureChange = {
  itemId: string;
  content: string;
  dueAt: number | null;
  before: { content: string; dueAt: number | null };
};

/** What one message's reading decided, everything it writes (stores/capture-store.ts reads). */
export type CaptureDecisions = {
  /** Items the message brought up again: referenced now. */
  mentions: readonly string[];
  /** Changes made unasked, only where the reading found them unmistakable. */
  changes: readonly SureChange[];
  /** Offers kept until the person answers them. */
  suggestions: readonly Suggestion[];
};

export type AppliedCapture = {
  mentioned: ProspectiveItem[];
  updated: { item: ProspectiveItem; change: SureChange }[];
};

/**
 * The one place capture writes: a message's mentions, its unasked changes (each kept as a
 * version, and a mention: changing an item is bringing it up again) and its offers, in one
 * transaction — all of a message's effects or none of them.
 */
export async function applyCaptureDecisions(
  db: ForethoughtDb,
  decisions: CaptureDecisions,
  cause: Cause,
  now: number,
): Promise<AppliedCapture> {
  const tables = [db.items, db.itemVersions, db.transitions, db.suggestions];
  return db.transaction('rw', tables, async () => {
    const mentioned: ProspectiveItem[] = [];
    for (const id of new Set(decisions.mentions)) {
      mentioned.push(await mention(db, id, cause, now));
    }
    const updated: AppliedCapture['updated'] = [];
    for (const change of decisions.changes) {
      const { content, dueAt } = change;
      await editItemContent(db, change.itemId, { content, dueAt }, cause, now);
      updated.push({ item: await mention(db, change.itemId, cause, now), change });
    }
    await addSuggestions(db, decisions.suggestions);
    return { mentioned, updated };
  });
}
