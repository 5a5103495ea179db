import { decideDueNotices, parseDueWatch, type DueNotice } from '../domain/due-notifications';
import type { ProspectiveItem } from '../domain/item';
import type { ForethoughtDb } from './database';

/**
 * The due-date notifier's memory (`domain/due-notifications.ts` `DueWatch`): a settings row
 * of its own, so it stays in this browser (a backup carries only the settings row, and
 * notifications are allowed per browser), goes with "wipe all data", and is read and
 * written in one transaction — two open tabs cannot both claim the same notification.
 */
export const DUE_WATCH_KEY = 'due-watch';

/**
 * Decides what a check at `now` tells and records it as told, in one transaction. The
 * caller shows the returned notices; a notice that then fails to show is not retried.
 */
export function claimDueNotices(
  db: ForethoughtDb,
  items: readonly ProspectiveItem[],
  now: number,
): Promise<DueNotice[]> {
  return db.transaction('rw', db.settings, async () => {
    const row = await db.settings.get(DUE_WATCH_KEY);
    const { notices, watch } = decideDueNotices(items, parseDueWatch(row?.value), now);
    await db.settings.put({ key: DUE_WATCH_KEY, value: watch });
    return notices;
  });
}

/** Forgets what was told, so turning notifications on again sums up what is overdue then. */
export async function forgetDueWatch(db: ForethoughtDb): Promise<void> {
  await db.settings.delete(DUE_WATCH_KEY);
}

/** The items a check looks at: every item with a due date (the watch keeps only theirs). */
export function itemsWithDueDates(db: ForethoughtDb): Promise<ProspectiveItem[]> {
  return db.items.filter((item) => item.dueAt !== null).toArray();
}
