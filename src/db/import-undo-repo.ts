import { CONVERSATION_FORMATS } from '../domain/conversation-import/parsed';
import type { Cause, ProspectiveItem } from '../domain/item';
import { archiveItem } from '../domain/lifecycle';
import type { ForethoughtDb } from './database';

/** The cause recorded on each item an undone import archived. */
export const IMPORT_UNDONE: Cause = { kind: 'rule', rule: 'import-undone' };

/** The items the last import filed that are still on the board, and when it was committed. */
export type LastImport = { committedAt: number; items: ProspectiveItem[] };

const IMPORTED_FORMATS: readonly string[] = CONVERSATION_FORMATS;

/**
 * The last import that filed items: every item of one commit shares its `createdAt` and
 * points at an imported conversation (the app's own chat box files under format "chat",
 * which is not an import). Null when there is none, or when none of its items is still
 * unarchived, so an import is undone once, and the one before it is not offered instead.
 */
export async function findLastImport(db: ForethoughtDb): Promise<LastImport | null> {
  const sources = await db.sources.where('kind').equals('conversation').toArray();
  const importedIds = sources
    .filter((source) => source.kind === 'conversation' && IMPORTED_FORMATS.includes(source.format))
    .map((source) => source.id);
  const imported = await db.items.where('sourceId').anyOf(importedIds).toArray();
  if (imported.length === 0) return null;
  const committedAt = imported.reduce((latest, item) => Math.max(latest, item.createdAt), 0);
  const items = imported.filter(
    (item) => item.createdAt === committedAt && item.archivedAt === null,
  );
  return items.length === 0 ? null : { committedAt, items };
}

/**
 * Undoes the last import as a whole: each of its items still on the board is archived, with
 * the import being undone as the cause; the conversation stays (it is history), and so do
 * the items, to be restored one by one from the archive. An item the person moved or edited
 * since is archived too: the undo is of the whole import, and the archive keeps its history.
 * Returns how many items were archived (0 when there was nothing to undo).
 */
export async function undoLastImport(db: ForethoughtDb, now: number): Promise<number> {
  return db.transaction('rw', db.sources, db.items, db.transitions, async () => {
    const last = await findLastImport(db);
    if (!last) return 0;
    const changes = last.items.map((item) => archiveItem(item, now, IMPORT_UNDONE));
    await db.items.bulkPut(changes.map((change) => change.item));
    await db.transitions.bulkAdd(changes.map((change) => change.transition));
    return changes.length;
  });
}
