import { isOverdue } from './capture/overdue';
import { isSnoozed, snoozedUntilOf, type ProspectiveItem, type Transition } from './item';
import { DAY_MS, DEFAULT_STALE_DAYS_BY_TYPE, type StaleDaysByType } from './lifecycle';

/** The review looks back over the last seven days. */
export const REVIEW_DAYS = 7;

/**
 * An open item nobody has touched for this long is raised for review: two weeks is half the
 * default stale period, so it is shown while it can still be acted on, before the sweep moves
 * it. A kind with a shorter period is raised at half its own period instead.
 */
export const UNTOUCHED_DAYS = 14;

/** The review's sections, in the order shown. */
export const REVIEW_SECTIONS = ['decided', 'done', 'slipped', 'untouched'] as const;
export type ReviewSection = (typeof REVIEW_SECTIONS)[number];

/**
 * Why an item is in the review, which decides the time `at` beside it: filed (a new decision),
 * closed, went stale, was due (overdue), or last touched (untouched).
 */
export type ReviewReason = 'filed' | 'closed' | 'stale' | 'overdue' | 'untouched';

export type ReviewRow = { item: ProspectiveItem; reason: ReviewReason; at: number };
export type WeeklyReview = Record<ReviewSection, ReviewRow[]>;

type Placed = { section: ReviewSection; row: ReviewRow };

/** The start of the window the review covers at `now`. */
export function reviewSince(now: number): number {
  return now - REVIEW_DAYS * DAY_MS;
}

/** Each item's latest status move inside the window. */
function latestMoves(transitions: readonly Transition[], since: number, now: number) {
  const latest = new Map<string, Transition>();
  for (const transition of transitions) {
    if (transition.action !== 'status' || transition.at < since || transition.at > now) continue;
    const known = latest.get(transition.itemId);
    // Ids are UUIDv7, so two moves in one millisecond keep their order by id.
    const isLater =
      !known ||
      transition.at > known.at ||
      (transition.at === known.at && transition.id > known.id);
    if (isLater) latest.set(transition.itemId, transition);
  }
  return latest;
}

function untouchedDays(item: ProspectiveItem, staleDaysByType: StaleDaysByType): number | null {
  const staleDays = staleDaysByType[item.type];
  // A kind that never goes stale (by default decisions and insights) is settled, not forgotten.
  if (staleDays === null) return null;
  return Math.max(1, Math.min(UNTOUCHED_DAYS, Math.floor(staleDays / 2)));
}

/**
 * Where one item belongs, if anywhere. An item is shown once, in the first section that fits:
 * what it became this week (closed, stale, a new decision) comes before what it is (overdue,
 * untouched).
 */
function place(
  item: ProspectiveItem,
  move: Transition | undefined,
  now: number,
  staleDaysByType: StaleDaysByType,
): Placed | null {
  const isDecision = item.type === 'decision';
  if (item.status === 'closed' && move?.to === 'closed') {
    const row: ReviewRow = { item, reason: 'closed', at: move.at };
    return { section: isDecision ? 'decided' : 'done', row };
  }
  if (item.status === 'stale' && move?.to === 'stale') {
    return { section: 'slipped', row: { item, reason: 'stale', at: move.at } };
  }
  if (item.status !== 'open' && item.status !== 'referenced') return null;
  if (isDecision && item.createdAt >= reviewSince(now) && item.createdAt <= now) {
    return { section: 'decided', row: { item, reason: 'filed', at: item.createdAt } };
  }
  // The person said when to think of it again: until then it asks for nothing here.
  if (isSnoozed(item, now)) return null;
  if (item.dueAt !== null && isOverdue(item.dueAt, item.status, now)) {
    return { section: 'slipped', row: { item, reason: 'overdue', at: item.dueAt } };
  }
  const days = untouchedDays(item, staleDaysByType);
  // Touched as the stale rule counts it (a mention, or a snooze's end): what is listed here is
  // what the sweep will move if nothing happens. An edit or a snooze's undo is not a mention.
  const touchedAt = Math.max(item.lastMentionedAt, snoozedUntilOf(item) ?? 0);
  if (days !== null && touchedAt <= now - days * DAY_MS) {
    return { section: 'untouched', row: { item, reason: 'untouched', at: touchedAt } };
  }
  return null;
}

/**
 * What the weekly review shows at `now`, from every item and (at least) the transitions of the
 * last `REVIEW_DAYS` days:
 * - decided: decisions filed this week, or closed this week;
 * - done: other items closed this week and still closed;
 * - slipped: items that went stale this week and are still stale, and items overdue now
 *   (however long ago they fell due: they still wait for an answer);
 * - untouched: open or referenced items not brought up (mentioned, revived, or back from a
 *   snooze) for `UNTOUCHED_DAYS`.
 * A snoozed item is neither overdue nor untouched until its snooze ends.
 * Archived items are left out: the person has put them away already. The newest come first,
 * except in "untouched", where the longest forgotten lead.
 */
export function selectWeeklyReview(
  items: readonly ProspectiveItem[],
  transitions: readonly Transition[],
  now: number,
  staleDaysByType: StaleDaysByType = DEFAULT_STALE_DAYS_BY_TYPE,
): WeeklyReview {
  const review: WeeklyReview = { decided: [], done: [], slipped: [], untouched: [] };
  const moves = latestMoves(transitions, reviewSince(now), now);
  for (const item of items) {
    if (item.archivedAt !== null) continue;
    const placed = place(item, moves.get(item.id), now, staleDaysByType);
    if (placed) review[placed.section].push(placed.row);
  }
  for (const section of REVIEW_SECTIONS) {
    const direction = section === 'untouched' ? 1 : -1;
    review[section].sort((a, b) => direction * (a.at - b.at) || a.item.id.localeCompare(b.item.id));
  }
  return review;
}
