/** The five kinds of prospective item (see DESIGN.md "The memory model"). */
export const ITEM_TYPES = ['plan', 'idea', 'decision', 'question', 'insight'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Board columns, in lifecycle order. */
export const ITEM_STATUSES = ['open', 'referenced', 'closed', 'stale'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** Why something changed: the user, a named rule, or a message (episode id). */
export type Cause =
  { kind: 'user' } | { kind: 'rule'; rule: string } | { kind: 'message'; episodeId: string };

/**
 * A prospective item: one plan, idea, decision, question or insight the person stated.
 * `content` and `type` are the current version; earlier ones live in `ItemVersion` rows.
 * Times are epoch milliseconds.
 */
export type ProspectiveItem = {
  id: string;
  content: string;
  type: ItemType;
  /** The surrounding text the item was said in (a window of turns or the journal entry). */
  context: string;
  /** When the person said it (the entry's or turn's time), not when it was filed. */
  saidAt: number;
  status: ItemStatus;
  /** Which source it came from; null when typed straight onto the board. */
  sourceId: string | null;
  /** Which turn of a conversation source; null for journal entries. */
  turnIndex: number | null;
  /** Due date slot, filled by date parsing in a later feature. */
  dueAt: number | null;
  /** Current version number, starting at 1; bumped by every edit of content or type. */
  version: number;
  createdAt: number;
  updatedAt: number;
  /** Last time the item was said or mentioned again; the stale rule reads it. */
  lastMentionedAt: number;
  /** Set when the user archived (their "delete"); the item stays, hidden from the board. */
  archivedAt: number | null;
  /**
   * Kept off the Agenda until this time (the person's snooze); null or absent: not snoozed.
   * Absent on rows written before snoozing existed, so read it with `snoozedUntilOf`.
   */
  snoozedUntil?: number | null;
};

/** An earlier text of an item, kept when an edit superseded it. */
export type ItemVersion = {
  id: string;
  itemId: string;
  version: number;
  content: string;
  type: ItemType;
  /** When this version stopped being current. */
  supersededAt: number;
  cause: Cause;
};

/**
 * What a transition did: a status move, the user's archive / restore, a mention of an
 * item already referenced (its status stays; the mention is kept because the days an item
 * was confirmed on decide when it may graduate into a fact), or a change of its due date
 * (`due`) or of its snooze (`snooze`), both with the times before and after in `times`.
 */
export const TRANSITION_ACTIONS = [
  'status',
  'archive',
  'restore',
  'mention',
  'due',
  'snooze',
] as const;
export type TransitionAction = (typeof TRANSITION_ACTIONS)[number];

/** A time the item had and the one it was given; null: none (no due date, not snoozed). */
export type TimeChange = { from: number | null; to: number | null };

/**
 * One recorded change of an item's status (or archive state, due date, snooze), with its
 * cause. A change that keeps the status has it in both `from` and `to`.
 */
export type Transition = {
  id: string;
  itemId: string;
  action: TransitionAction;
  from: ItemStatus;
  to: ItemStatus;
  at: number;
  cause: Cause;
  /** Only on `due` and `snooze` transitions. */
  times?: TimeChange;
};

/** The item's snooze; rows from before snoozing existed have none. */
export function snoozedUntilOf(item: ProspectiveItem): number | null {
  return item.snoozedUntil ?? null;
}

/** Whether the item is kept off the Agenda at `now`. */
export function isSnoozed(item: ProspectiveItem, now: number): boolean {
  const until = snoozedUntilOf(item);
  return until !== null && until > now;
}

export function isItemType(value: string): value is ItemType {
  return (ITEM_TYPES as readonly string[]).includes(value);
}

export function isItemStatus(value: string): value is ItemStatus {
  return (ITEM_STATUSES as readonly string[]).includes(value);
}
