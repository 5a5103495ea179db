import { newId } from './ids';
import type {
  Cause,
  ItemStatus,
  ItemType,
  ProspectiveItem,
  Transition,
  TransitionAction,
} from './item';
import { snoozedUntilOf } from './item';
import { LifecycleError } from './lifecycle-error';

/**
 * The moves the lifecycle allows: open → referenced → closed; open or referenced → stale;
 * a closed or stale item is revived to open (by the user) or referenced (by a mention).
 * Anything else — referenced back to open, closed ↔ stale — is refused.
 */
const ALLOWED_MOVES: Record<ItemStatus, readonly ItemStatus[]> = {
  open: ['referenced', 'closed', 'stale'],
  referenced: ['closed', 'stale'],
  closed: ['open', 'referenced'],
  stale: ['open', 'referenced'],
};

export type Changed = { item: ProspectiveItem; transition: Transition };

export function canMove(from: ItemStatus, to: ItemStatus): boolean {
  return ALLOWED_MOVES[from].includes(to);
}

/** The statuses an item may move to from `from`, in board order. */
export function allowedMoves(from: ItemStatus): readonly ItemStatus[] {
  return ALLOWED_MOVES[from];
}

function transitionOf(
  item: ProspectiveItem,
  action: TransitionAction,
  to: ItemStatus,
  at: number,
  cause: Cause,
): Transition {
  return { id: newId(), itemId: item.id, action, from: item.status, to, at, cause };
}

/** Moves an item to another status; throws `LifecycleError` (changing nothing) when refused. */
export function moveItem(item: ProspectiveItem, to: ItemStatus, at: number, cause: Cause): Changed {
  if (item.archivedAt !== null) {
    throw new LifecycleError('archived', 'An archived item must be restored before it moves.');
  }
  if (item.status === to) {
    throw new LifecycleError('same-status', `The item is already ${to}.`, item.status, to);
  }
  if (!canMove(item.status, to)) {
    throw new LifecycleError(
      'move-not-allowed',
      `An item cannot move from ${item.status} to ${to}.`,
      item.status,
      to,
    );
  }
  const transition = transitionOf(item, 'status', to, at, cause);
  // A move into "referenced" or a revival counts as the item being brought up again.
  const isMention = to === 'referenced' || to === 'open';
  const moved: ProspectiveItem = {
    ...item,
    status: to,
    updatedAt: at,
    lastMentionedAt: isMention ? at : item.lastMentionedAt,
  };
  return { item: moved, transition };
}

/**
 * The item was mentioned again: open, closed and stale items become referenced; a
 * referenced one has its mention time refreshed and the mention recorded (a "mention"
 * transition, its status unchanged).
 */
export function mentionItem(item: ProspectiveItem, at: number, cause: Cause): Changed {
  if (item.status === 'referenced') {
    return {
      item: { ...item, lastMentionedAt: at, updatedAt: at },
      transition: transitionOf(item, 'mention', 'referenced', at, cause),
    };
  }
  return moveItem(item, 'referenced', at, cause);
}

/** Brings a closed or stale item back to open. */
export function reviveItem(item: ProspectiveItem, at: number, cause: Cause): Changed {
  return moveItem(item, 'open', at, cause);
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The rule name recorded on transitions made by the stale sweep. */
export function staleRuleName(staleDays: number): string {
  return `not-mentioned-for-${staleDays}-days`;
}

/** Items last mentioned at or before this time go stale in a sweep at `now`. */
export function staleCutoff(now: number, staleDays: number): number {
  return now - staleDays * DAY_MS;
}

/**
 * How many whole days without a mention each kind of item waits before it goes stale; null:
 * that kind never does.
 */
export type StaleDaysByType = Readonly<Record<ItemType, number | null>>;

/**
 * Unless the person says otherwise: a plan, an idea or a question left unmentioned for 30
 * days has likely lapsed; a decision or an insight still holds when nobody speaks of it (it
 * is settled, not forgotten).
 */
export const DEFAULT_STALE_DAYS_BY_TYPE: StaleDaysByType = {
  plan: 30,
  idea: 30,
  decision: null,
  question: 30,
  insight: null,
};

/**
 * The latest cutoff of any kind that goes stale (that of its shortest period), or null when
 * no kind does: an item mentioned after it cannot go stale in a sweep at `now`.
 */
export function staleCandidateCutoff(now: number, staleDaysByType: StaleDaysByType): number | null {
  const periods = Object.values(staleDaysByType).filter((days) => days !== null);
  return periods.length === 0 ? null : staleCutoff(now, Math.min(...periods));
}

/**
 * The stale sweep: open and referenced items not mentioned for their kind's period go stale,
 * each with its period's rule as the cause. Archived items are left alone (the user has put
 * them away already), and so are the kinds the person keeps from going stale. A snooze is the
 * person deferring the item on purpose: it is not swept while snoozed, and its period counts
 * from the snooze's end, so it comes back to the Agenda rather than straight into Stale.
 */
export function sweepStale(
  items: readonly ProspectiveItem[],
  now: number,
  staleDaysByType: StaleDaysByType = DEFAULT_STALE_DAYS_BY_TYPE,
): Changed[] {
  return items.flatMap((item) => {
    const days = staleDaysByType[item.type];
    const isSwept =
      days !== null &&
      item.archivedAt === null &&
      (item.status === 'open' || item.status === 'referenced') &&
      Math.max(item.lastMentionedAt, snoozedUntilOf(item) ?? 0) <= staleCutoff(now, days);
    if (!isSwept) return [];
    return [moveItem(item, 'stale', now, { kind: 'rule', rule: staleRuleName(days) })];
  });
}

/**
 * The user's "delete": the item is hidden from the board but kept, and can be restored.
 * `cause` is the user's act, or a rule acting for them (an import being undone).
 */
export function archiveItem(
  item: ProspectiveItem,
  at: number,
  cause: Cause = { kind: 'user' },
): Changed {
  if (item.archivedAt !== null) {
    throw new LifecycleError('archived', 'The item is already archived.');
  }
  const transition = transitionOf(item, 'archive', item.status, at, cause);
  return { item: { ...item, archivedAt: at, updatedAt: at }, transition };
}

export function restoreItem(item: ProspectiveItem, at: number): Changed {
  if (item.archivedAt === null) {
    throw new LifecycleError('not-archived', 'The item is not archived.');
  }
  const transition = transitionOf(item, 'restore', item.status, at, { kind: 'user' });
  return { item: { ...item, archivedAt: null, updatedAt: at }, transition };
}
