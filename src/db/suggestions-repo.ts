import { suggestionItemIds, type Suggestion } from '../domain/capture/suggestion';
import type { ProspectiveItem } from '../domain/item';
import type { ForethoughtDb } from './database';

/**
 * Keeps offers until they are answered. Adding is idempotent by id: the same sentence of the
 * same message offers once, however often capture runs over it.
 */
export async function addSuggestions(
  db: ForethoughtDb,
  suggestions: readonly Suggestion[],
): Promise<void> {
  if (suggestions.length === 0) return;
  await db.suggestions.bulkPut([...suggestions]);
}

/**
 * The offers still worth answering, newest first. An offer about an item that is gone,
 * archived, already closed (for a close) or rewritten since (for an update) is left out:
 * answering it would act on a board that has moved on.
 */
export async function pendingSuggestions(db: ForethoughtDb): Promise<Suggestion[]> {
  const all = await db.suggestions.orderBy('createdAt').reverse().toArray();
  const itemIds = all.flatMap(suggestionItemIds);
  const items = new Map(
    (await db.items.bulkGet(itemIds)).flatMap((item) => (item ? [[item.id, item]] : [])),
  );
  return all.filter((suggestion) => isStillApt(suggestion, items));
}

function isStillApt(suggestion: Suggestion, items: ReadonlyMap<string, ProspectiveItem>): boolean {
  if (suggestion.kind === 'new-item') return true;
  if (suggestion.kind === 'choose-close') {
    // Asked while every choice can still be closed; once one is closed, the question is moot.
    return suggestion.choices.every(({ itemId }) => {
      const item = items.get(itemId);
      return item !== undefined && item.archivedAt === null && item.status !== 'closed';
    });
  }
  const item = items.get(suggestion.itemId);
  if (!item || item.archivedAt !== null) return false;
  if (suggestion.kind === 'close') return item.status !== 'closed';
  return item.content === suggestion.itemText;
}

export async function getSuggestion(
  db: ForethoughtDb,
  id: string,
): Promise<Suggestion | undefined> {
  return db.suggestions.get(id);
}

export async function removeSuggestion(db: ForethoughtDb, id: string): Promise<void> {
  await db.suggestions.delete(id);
}

/** The inbox's "Clear all": every offer is let go; nothing on the board changes. */
export async function clearSuggestions(db: ForethoughtDb): Promise<void> {
  await db.suggestions.clear();
}
