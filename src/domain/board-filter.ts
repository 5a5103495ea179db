import { ITEM_STATUSES, type ItemStatus, type ItemType, type ProspectiveItem } from './item';

/** How a column is ordered: newest said, soonest due, or most recently mentioned first. */
export const BOARD_SORTS = ['said', 'due', 'mentioned'] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];

export type BoardFilter = {
  /** Types to show; empty shows every type. */
  types: readonly ItemType[];
  /** Text the item must contain (case- and width-insensitive); empty matches all. */
  text: string;
  /** Absent: newest said first. */
  sort?: BoardSort;
};

export const EMPTY_FILTER: BoardFilter = { types: [], text: '' };

function normalise(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase();
}

export function matchesFilter(item: ProspectiveItem, filter: BoardFilter): boolean {
  if (filter.types.length > 0 && !filter.types.includes(item.type)) return false;
  const needle = normalise(filter.text.trim());
  return needle.length === 0 || normalise(item.content).includes(needle);
}

/** Newest said first; at equal times, the one filed later first. */
export function byNewestSaid(a: ProspectiveItem, b: ProspectiveItem): number {
  return b.saidAt - a.saidAt || b.createdAt - a.createdAt || a.id.localeCompare(b.id);
}

/** Soonest due first (an overdue item is soonest of all); items with no due date after, newest said first. */
export function bySoonestDue(a: ProspectiveItem, b: ProspectiveItem): number {
  if (a.dueAt !== null && b.dueAt !== null && a.dueAt !== b.dueAt) return a.dueAt - b.dueAt;
  if (a.dueAt === null && b.dueAt !== null) return 1;
  if (a.dueAt !== null && b.dueAt === null) return -1;
  return byNewestSaid(a, b);
}

/** Most recently said or mentioned again first. */
export function byLatestMention(a: ProspectiveItem, b: ProspectiveItem): number {
  return b.lastMentionedAt - a.lastMentionedAt || byNewestSaid(a, b);
}

const ORDERS: Record<BoardSort, (a: ProspectiveItem, b: ProspectiveItem) => number> = {
  said: byNewestSaid,
  due: bySoonestDue,
  mentioned: byLatestMention,
};

export type BoardColumns = Record<ItemStatus, ProspectiveItem[]>;

/** The board's four columns: items not archived, filtered, each column in the chosen order. */
export function toColumns(items: readonly ProspectiveItem[], filter: BoardFilter): BoardColumns {
  const columns: BoardColumns = { open: [], referenced: [], closed: [], stale: [] };
  for (const item of items) {
    if (item.archivedAt === null && matchesFilter(item, filter)) columns[item.status].push(item);
  }
  const order = ORDERS[filter.sort ?? 'said'];
  for (const status of ITEM_STATUSES) columns[status].sort(order);
  return columns;
}

/** The column to the left or right of `status` on the board, if there is one. */
export function neighbourStatus(status: ItemStatus, step: -1 | 1): ItemStatus | null {
  return ITEM_STATUSES[ITEM_STATUSES.indexOf(status) + step] ?? null;
}

/**
 * Where Shift+← / Shift+→ sends a card: the next column that way, except that a stale card
 * going left is revived to Open, as the person's revival is (the lifecycle refuses Stale →
 * Closed, the column beside it). Other refused moves stay refused, with the lifecycle's reason.
 */
export function keyboardMoveTarget(status: ItemStatus, step: -1 | 1): ItemStatus | null {
  if (status === 'stale' && step === -1) return 'open';
  return neighbourStatus(status, step);
}
