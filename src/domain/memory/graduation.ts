/**
 * When an idea or a decision graduates into a fact (the design note's flow from the
 * prospective index to semantic memory): once it has been confirmed — said, referenced
 * again, restated — on at least N separate days. One day of enthusiasm is not a settled
 * view; the same idea coming back on three different days is.
 */
import type { ItemType, ProspectiveItem, Transition } from '../item';

/** The default N. */
export const GRADUATION_DAYS = 3;

/** The kinds of item that can become a lasting fact: plans and questions are done or answered. */
export const GRADUATING_TYPES: readonly ItemType[] = ['idea', 'decision', 'insight'];

/** The local calendar day of a time, as one number per day. */
function localDay(at: number): string {
  const date = new Date(at);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}

/**
 * The separate local days the item was confirmed on: the day it was said, and every day a
 * message mentioned it again (a move to "referenced" or a recorded mention).
 */
export function confirmationDays(
  item: ProspectiveItem,
  transitions: readonly Transition[],
): number {
  const days = new Set([localDay(item.saidAt)]);
  for (const transition of transitions) {
    const isMention =
      transition.action === 'mention' ||
      (transition.action === 'status' && transition.to === 'referenced');
    if (isMention && transition.cause.kind === 'message') days.add(localDay(transition.at));
  }
  return days.size;
}

/** Whether to offer the item to graduate: a kind that can, still on the board, confirmed enough. */
export function isReadyToGraduate(
  item: ProspectiveItem,
  transitions: readonly Transition[],
  requiredDays: number,
): boolean {
  if (!GRADUATING_TYPES.includes(item.type) || item.archivedAt !== null) return false;
  if (item.status !== 'open' && item.status !== 'referenced') return false;
  return confirmationDays(item, transitions) >= requiredDays;
}
