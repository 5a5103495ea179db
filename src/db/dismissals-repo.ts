import { newId } from '../domain/ids';
import type { Dismissal } from '../domain/recall/dismissal';
import type { ForethoughtDb } from './database';

/** Remembers "Not now" on `itemId` for `draft`; returns the row, for Undo. */
export async function addDismissal(
  db: ForethoughtDb,
  itemId: string,
  draft: string,
  at: number,
): Promise<Dismissal> {
  const dismissal: Dismissal = { id: newId(), itemId, draft: draft.trim(), at };
  await db.dismissals.add(dismissal);
  return dismissal;
}

/** Undo: forgets that "Not now". */
export async function removeDismissal(db: ForethoughtDb, id: string): Promise<void> {
  await db.dismissals.delete(id);
}
