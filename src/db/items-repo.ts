import { Dexie } from 'dexie';

import type { Cause, ItemStatus, ItemVersion, ProspectiveItem, Transition } from '../domain/item';
import { createItem, editItem, type ItemPatch, type NewItemInput } from '../domain/item-edit';
import { rescheduled, snoozed } from '../domain/item-schedule';
import {
  archiveItem,
  DEFAULT_STALE_DAYS_BY_TYPE,
  mentionItem,
  moveItem,
  restoreItem,
  staleCandidateCutoff,
  sweepStale,
  type Changed,
  type StaleDaysByType,
} from '../domain/lifecycle';
import { LifecycleError } from '../domain/lifecycle-error';
import { NotFoundError } from '../domain/not-found-error';
import { eraseFromChunk } from '../domain/embedding';
import type { ForethoughtDb } from './database';

/** The statuses the stale rule moves from. */
const SWEPT_STATUSES: readonly ItemStatus[] = ['open', 'referenced'];

export { NotFoundError as ItemNotFoundError } from '../domain/not-found-error';

async function getItemOrThrow(db: ForethoughtDb, id: string): Promise<ProspectiveItem> {
  const item = await db.items.get(id);
  if (!item) throw new NotFoundError('item', id);
  return item;
}

/** Files a new open item. */
export async function addItem(
  db: ForethoughtDb,
  input: NewItemInput,
  now: number,
): Promise<ProspectiveItem> {
  const item = createItem(input, now);
  await db.items.add(item);
  return item;
}

/**
 * Reads, changes and writes one item in a single transaction, so a refused change
 * (the domain throws) or a failed write leaves the database exactly as it was.
 */
async function applyChange(
  db: ForethoughtDb,
  id: string,
  change: (item: ProspectiveItem) => Changed,
): Promise<ProspectiveItem> {
  return db.transaction('rw', db.items, db.transitions, async () => {
    const { item, transition } = change(await getItemOrThrow(db, id));
    await db.items.put(item);
    await db.transitions.add(transition);
    return item;
  });
}

/** Moves an item to another column; throws `LifecycleError` when the lifecycle refuses. */
export function changeStatus(
  db: ForethoughtDb,
  id: string,
  to: ItemStatus,
  cause: Cause,
  now: number,
): Promise<ProspectiveItem> {
  return applyChange(db, id, (item) => moveItem(item, to, now, cause));
}

export function archive(db: ForethoughtDb, id: string, now: number): Promise<ProspectiveItem> {
  return applyChange(db, id, (item) => archiveItem(item, now));
}

export function restore(db: ForethoughtDb, id: string, now: number): Promise<ProspectiveItem> {
  return applyChange(db, id, (item) => restoreItem(item, now));
}

/** Edits text and/or type; the earlier text is kept as an `ItemVersion`. */
export async function editItemContent(
  db: ForethoughtDb,
  id: string,
  patch: ItemPatch,
  cause: Cause,
  now: number,
): Promise<ProspectiveItem> {
  return (await editItemFromVersion(db, id, patch, null, cause, now)).item;
}

/**
 * What an edit did. `overtook` is the version saved meanwhile (in another tab) since the
 * edit's form read `baseVersion`; it is now an earlier version in the history, not lost.
 */
export type EditOutcome = { item: ProspectiveItem; overtook: ItemVersion | null };

/**
 * Edits an item as read at `baseVersion` (null: as stored now). The check and the write are
 * one transaction, and IndexedDB runs overlapping read-write transactions one at a time, in
 * every tab: so a save from another tab lands either wholly before (then this edit overtakes
 * it, and says so) or wholly after. Nothing is overwritten: every superseded text is kept.
 */
export function editItemFromVersion(
  db: ForethoughtDb,
  id: string,
  patch: ItemPatch,
  baseVersion: number | null,
  cause: Cause,
  now: number,
): Promise<EditOutcome> {
  return db.transaction('rw', db.items, db.itemVersions, db.transitions, async () => {
    const stored = await getItemOrThrow(db, id);
    const { item, previous } = editItem(stored, patch, now, cause);
    await db.items.put(item);
    await db.itemVersions.add(previous);
    // A revised plan may bring a new date: the history says which it replaced.
    const due = rescheduled(stored, item.dueAt, now, cause);
    if (due) await db.transitions.add(due.transition);
    const isOvertaking = baseVersion !== null && stored.version !== baseVersion;
    return { item, overtook: isOvertaking ? previous : null };
  });
}

/**
 * Sets (a time) or clears (null) an item's due date, read and written in one transaction,
 * and records the change as a `due` transition (the date before and after). No
 * `ItemVersion`: a version keeps an earlier text and type, and the text is unchanged (its
 * recall vector stays valid). `updatedAt` moves, so live queries and the sweep see it.
 * Setting the date it has already writes nothing.
 * @throws RangeError when `dueAt` is not a finite epoch ms; nothing is written then.
 */
export function setDueDate(
  db: ForethoughtDb,
  id: string,
  dueAt: number | null,
  now: number,
): Promise<ProspectiveItem> {
  return applyTimeChange(db, id, (item) => rescheduled(item, dueAt, now, { kind: 'user' }));
}

/**
 * The person's reschedule: the item is due at `dueAt` (null: no due date), recorded in its
 * history. The same as `setDueDate`, named for the board's and the weekly review's choices.
 * @throws RangeError when `dueAt` is not a finite epoch ms; nothing is written then.
 */
export function rescheduleItem(
  db: ForethoughtDb,
  itemId: string,
  dueAt: number | null,
  now: number = Date.now(),
): Promise<ProspectiveItem> {
  return setDueDate(db, itemId, dueAt, now);
}

/**
 * The person's snooze: the item stays off the Agenda until `until` (null: un-snoozed, back
 * at once), recorded in its history. It stays on the board, marked as snoozed.
 * @throws RangeError when `until` is not a finite epoch ms; nothing is written then.
 */
export function snoozeItem(
  db: ForethoughtDb,
  itemId: string,
  until: number | null,
  now: number = Date.now(),
): Promise<ProspectiveItem> {
  return applyTimeChange(db, itemId, (item) => snoozed(item, until, now, { kind: 'user' }));
}

/** Like `applyChange`, for a change that may be none (then nothing is written). */
function applyTimeChange(
  db: ForethoughtDb,
  id: string,
  change: (item: ProspectiveItem) => Changed | null,
): Promise<ProspectiveItem> {
  return db.transaction('rw', db.items, db.transitions, async () => {
    const stored = await getItemOrThrow(db, id);
    const changed = change(stored);
    if (!changed) return stored;
    await db.items.put(changed.item);
    await db.transitions.add(changed.transition);
    return changed.item;
  });
}

/**
 * The one real deletion: the item, its versions, its transitions and the "Not now"s said
 * to it. The UI only calls it
 * after the person confirmed, and only for an archived item.
 */
export async function deleteForever(db: ForethoughtDb, id: string): Promise<void> {
  await db.transaction('rw', itemTables(db), async () => {
    const item = await getItemOrThrow(db, id);
    if (item.archivedAt === null) {
      throw new LifecycleError('not-archived', 'Archive an item before deleting it forever.');
    }
    await eraseItem(db, id);
  });
}

/** Every table an item has rows in. */
export function itemTables(db: ForethoughtDb) {
  return [db.items, db.itemVersions, db.transitions, db.embeddings, db.dismissals, db.memories];
}

/**
 * Removes an item and every row about it; call inside a transaction over `itemTables`.
 * Besides "delete forever", only an undo uses it: for an item its own action had just made.
 */
export async function eraseItem(db: ForethoughtDb, id: string): Promise<void> {
  await db.itemVersions.where('itemId').equals(id).delete();
  await db.transitions.where('itemId').equals(id).delete();
  await db.dismissals.where('itemId').equals(id).delete();
  // Its vectors are derived from its text: "forever" erases them too, under every model.
  const chunks = await db.embeddings.where('itemIds').equals(id).toArray();
  await db.embeddings.bulkPut(chunks.filter((chunk) => eraseFromChunk(chunk, id)));
  // A fact that graduated from it, or a question it opened, keeps its own text but no link.
  const linked = await db.memories.where('itemIds').equals(id).toArray();
  await db.memories.bulkPut(
    linked.map((memory) => ({
      ...memory,
      itemIds: memory.itemIds.filter((other) => other !== id),
    })),
  );
  await db.items.delete(id);
}

export type ItemHistory = { versions: ItemVersion[]; transitions: Transition[] };

/** Earlier versions (newest first) and the transition log (oldest first). */
export async function itemHistory(db: ForethoughtDb, id: string): Promise<ItemHistory> {
  const [versions, transitions] = await Promise.all([
    db.itemVersions.where('itemId').equals(id).toArray(),
    db.transitions.where('itemId').equals(id).sortBy('at'),
  ]);
  versions.sort((a, b) => b.version - a.version);
  return { versions, transitions };
}

/** Runs the stale rule over every item in one transaction; returns how many went stale. */
export async function sweepStaleItems(
  db: ForethoughtDb,
  now: number,
  staleDaysByType: StaleDaysByType = DEFAULT_STALE_DAYS_BY_TYPE,
): Promise<number> {
  // Only items not mentioned since the shortest period's cutoff can go stale; sweepStale
  // decides the rest, kind by kind.
  const cutoff = staleCandidateCutoff(now, staleDaysByType);
  if (cutoff === null) return 0;
  return db.transaction('rw', db.items, db.transitions, async () => {
    const byStatus = await Promise.all(
      SWEPT_STATUSES.map((status) =>
        db.items
          .where('[status+lastMentionedAt]')
          .between([status, Dexie.minKey], [status, cutoff], true, true)
          .toArray(),
      ),
    );
    const candidates = byStatus.flat();
    const changes = sweepStale(candidates, now, staleDaysByType);
    // Nothing went stale: no write. An empty bulkPut still reports the table as written,
    // which wakes every live query of the items (the board re-reads them all) and the index
    // sync's following, at every start.
    if (changes.length === 0) return 0;
    await db.items.bulkPut(changes.map((change) => change.item));
    await db.transitions.bulkAdd(changes.map((change) => change.transition));
    return changes.length;
  });
}

/**
 * The item was brought up again (by a sent message): open, closed and stale items become
 * referenced, with the message as the cause; a referenced one has its mention time renewed
 * and the mention recorded.
 */
export async function mention(
  db: ForethoughtDb,
  id: string,
  cause: Cause,
  now: number,
): Promise<ProspectiveItem> {
  return db.transaction('rw', db.items, db.transitions, async () => {
    const { item, transition } = mentionItem(await getItemOrThrow(db, id), now, cause);
    await db.items.put(item);
    await db.transitions.add(transition);
    return item;
  });
}
