import { z } from 'zod';

import { startOfDay } from './capture/local-calendar';
import { isOverdue } from './capture/overdue';
import type { ProspectiveItem } from './item';

/** A whole-day due date ("Friday", a date without a time) is told that morning, not at midnight. */
export const WHOLE_DAY_NOTICE_HOUR = 9;
/** More than this many items falling due at one check are told in one summary, not one each. */
export const MAX_SEPARATE_NOTICES = 3;
/**
 * Told within this long of its due time, an item "is due" rather than "overdue": checks run
 * a minute apart, so one told at its time is always a little late.
 */
export const STILL_DUE_MS = 10 * 60_000;

/**
 * What the notifier remembers between checks (and reloads): when it last looked, and which
 * due date of each item it has told. An item whose due date changes is told again.
 */
export type DueWatch = {
  /** The last check's time; null before the first check since notifications were turned on. */
  checkedAt: number | null;
  /** Item id → the due date that was told. */
  notified: Record<string, number>;
};

export const EMPTY_DUE_WATCH: DueWatch = { checkedAt: null, notified: {} };

const dueWatchSchema = z
  .object({ checkedAt: z.number().nullable(), notified: z.record(z.string(), z.number()) })
  .catch(EMPTY_DUE_WATCH);

/** A stored watch, or an empty one when there is none or it cannot be read. */
export function parseDueWatch(value: unknown): DueWatch {
  return dueWatchSchema.parse(value ?? EMPTY_DUE_WATCH);
}

/** One notification to show: an item that fell due, or a summary of several. */
export type DueNotice =
  | { kind: 'item'; itemId: string; content: string; dueAt: number; isOverdue: boolean }
  | { kind: 'summary'; contents: string[] };

/** When an item's due date is told: its time, or the morning of a whole-day date. */
export function noticeTimeOf(dueAt: number): number {
  const day = startOfDay(dueAt);
  if (day.getTime() !== dueAt) return dueAt;
  return new Date(
    day.getFullYear(),
    day.getMonth(),
    day.getDate(),
    WHOLE_DAY_NOTICE_HOUR,
  ).getTime();
}

function isStillToDo(item: ProspectiveItem): item is ProspectiveItem & { dueAt: number } {
  const isActive = item.status === 'open' || item.status === 'referenced';
  return item.dueAt !== null && item.archivedAt === null && isActive;
}

function itemNotice(item: ProspectiveItem & { dueAt: number }, now: number): DueNotice {
  const { id: itemId, content, dueAt, status } = item;
  const isLate = isOverdue(dueAt, status, now - STILL_DUE_MS);
  return { kind: 'item', itemId, content, dueAt, isOverdue: isLate };
}

/**
 * Which notifications a check at `now` shows, and the watch to keep. Only items still to do
 * (open or referenced, not archived) whose notice time has come are told, each due date once.
 * What fell due since the last check is told one by one (a summary when more than
 * `MAX_SEPARATE_NOTICES`); what was already due before — at the first check after
 * notifications were turned on — is told in one summary, so turning them on with a long
 * overdue list gives one notification, not a burst. A single item is always told as itself.
 */
export function decideDueNotices(
  items: readonly ProspectiveItem[],
  watch: DueWatch,
  now: number,
): { notices: DueNotice[]; watch: DueWatch } {
  const notified: Record<string, number> = {};
  const pending: (ProspectiveItem & { dueAt: number })[] = [];
  for (const item of items) {
    if (item.dueAt === null) continue;
    const told = watch.notified[item.id];
    // Kept while the item keeps that date (closed and revived, it is not told again).
    if (told === item.dueAt) notified[item.id] = told;
    else if (isStillToDo(item) && noticeTimeOf(item.dueAt) <= now) pending.push(item);
  }
  pending.sort((a, b) => a.dueAt - b.dueAt || a.id.localeCompare(b.id));
  const since = watch.checkedAt;
  const fresh = since === null ? [] : pending.filter((item) => noticeTimeOf(item.dueAt) > since);
  const backlog = pending.filter((item) => !fresh.includes(item));
  const separate = fresh.length > MAX_SEPARATE_NOTICES ? [] : fresh;
  const summed = separate.length === 0 ? pending : backlog;
  const notices =
    summed.length > 1
      ? [{ kind: 'summary' as const, contents: summed.map((item) => item.content) }]
      : summed.map((item) => itemNotice(item, now));
  notices.push(...separate.map((item) => itemNotice(item, now)));
  for (const item of pending) notified[item.id] = item.dueAt;
  return { notices, watch: { checkedAt: now, notified } };
}

/** The URL query parameter that opens an item (or, empty, the agenda) when the app starts. */
export const OPEN_DUE_PARAM = 'due';
/** What a clicked notification carries, and the service worker posts to an open page. */
export type DueNoticeData = { type: 'open-due'; itemId: string | null };

export function isDueNoticeData(value: unknown): value is DueNoticeData {
  if (typeof value !== 'object' || value === null) return false;
  const { type, itemId } = value as Partial<DueNoticeData>;
  return type === 'open-due' && (itemId === null || typeof itemId === 'string');
}

/** Where a clicked notification opens the app when no window of it is open. */
export function dueNoticeUrl(base: URL, data: DueNoticeData): string {
  const url = new URL(base.href);
  url.searchParams.set(OPEN_DUE_PARAM, data.itemId ?? '');
  url.hash = '#/board';
  return url.href;
}

/** A tag per item and date: two tabs telling the same thing replace one notification. */
export function dueNoticeTag(notice: DueNotice): string {
  return notice.kind === 'item' ? `due-${notice.itemId}-${notice.dueAt}` : 'due-summary';
}

/** Whether a day-only date was given (for wording: "due today" rather than a time). */
export function isWholeDay(dueAt: number): boolean {
  return startOfDay(dueAt).getTime() === dueAt;
}
