import { describe, expect, it } from 'vitest';

import { makeItem, makeTransition } from '../test/factories';
import type { ItemStatus, ProspectiveItem } from './item';
import { DAY_MS, DEFAULT_STALE_DAYS_BY_TYPE } from './lifecycle';
import { selectWeeklyReview, type WeeklyReview } from './weekly-review';

/** Thursday 10 December 2026, 12:00 local; the review covers 3 December 12:00 onwards. */
const NOW = new Date(2026, 11, 10, 12).getTime();
const daysAgo = (days: number) => NOW - days * DAY_MS;
/** An item last touched (filed, mentioned, edited) `days` ago. */
const touched = (id: string, days: number, overrides: Partial<ProspectiveItem> = {}) =>
  makeItem({
    id,
    createdAt: daysAgo(days),
    updatedAt: daysAgo(days),
    lastMentionedAt: daysAgo(days),
    ...overrides,
  });
const moved = (itemId: string, to: ItemStatus, days: number, from: ItemStatus = 'open') =>
  makeTransition(itemId, { action: 'status', from, to, at: daysAgo(days) });

function ids(review: WeeklyReview) {
  return {
    decided: review.decided.map((row) => row.item.id),
    done: review.done.map((row) => row.item.id),
    slipped: review.slipped.map((row) => row.item.id),
    untouched: review.untouched.map((row) => row.item.id),
  };
}

describe('selectWeeklyReview', () => {
  it('sorts the week into decided, done, slipped and untouched, newest first', () => {
    const items = [
      touched('new-decision', 2, { type: 'decision' }),
      touched('old-decision', 30, { type: 'decision' }),
      touched('closed-decision', 20, { type: 'decision', status: 'closed', updatedAt: daysAgo(1) }),
      touched('done-early', 20, { status: 'closed', updatedAt: daysAgo(6) }),
      touched('done-late', 20, { status: 'closed', updatedAt: daysAgo(1) }),
      touched('closed-long-ago', 40, { status: 'closed' }),
      touched('went-stale', 31, { status: 'stale', updatedAt: daysAgo(3) }),
      touched('stale-long-ago', 60, { status: 'stale' }),
      touched('overdue', 2, { dueAt: daysAgo(20) }),
      touched('due-ahead', 20, { dueAt: NOW + DAY_MS }),
      touched('forgotten', 20),
      touched('longer-forgotten', 25, { status: 'referenced' }),
      touched('recent', 13),
    ];
    const transitions = [
      moved('closed-decision', 'closed', 1),
      moved('done-early', 'closed', 6),
      moved('done-late', 'closed', 1, 'referenced'),
      moved('closed-long-ago', 'closed', 40),
      moved('went-stale', 'stale', 3),
      moved('stale-long-ago', 'stale', 60),
    ];

    const review = selectWeeklyReview(items, transitions, NOW);

    expect(ids(review)).toEqual({
      decided: ['closed-decision', 'new-decision'],
      done: ['done-late', 'done-early'],
      slipped: ['went-stale', 'overdue'],
      // A due date ahead does not make an item looked after; equal times keep the id order.
      untouched: ['longer-forgotten', 'due-ahead', 'forgotten'],
    });
    expect(review.decided.map((row) => [row.reason, row.at])).toEqual([
      ['closed', daysAgo(1)],
      ['filed', daysAgo(2)],
    ]);
    expect(review.slipped.map((row) => [row.reason, row.at])).toEqual([
      ['stale', daysAgo(3)],
      ['overdue', daysAgo(20)],
    ]);
    expect(review.untouched[0]?.at).toBe(daysAgo(25));
  });

  it('leaves out an item closed this week and reopened since, or put in the archive', () => {
    const items = [
      // Reopening is the person's revival: it counts as bringing the item up again.
      touched('reopened', 20, { updatedAt: daysAgo(1), lastMentionedAt: daysAgo(1) }),
      touched('archived', 20, { status: 'closed', archivedAt: daysAgo(1) }),
      touched('archived-forgotten', 20, { archivedAt: daysAgo(15) }),
    ];
    const transitions = [
      moved('reopened', 'closed', 3),
      moved('reopened', 'open', 1, 'closed'),
      moved('archived', 'closed', 2),
    ];
    const review = selectWeeklyReview(items, transitions, NOW);
    expect(ids(review)).toEqual({ decided: [], done: [], slipped: [], untouched: [] });
  });

  it('reads the latest move of the week when two fall in the same millisecond', () => {
    const item = touched('twice', 20, { status: 'closed', updatedAt: daysAgo(2) });
    // UUIDv7 ids sort in creation order: the close was written after the revival.
    const revive = makeTransition('twice', { id: '0001', to: 'open', at: daysAgo(2) });
    const close = makeTransition('twice', { id: '0002', to: 'closed', at: daysAgo(2) });
    expect(ids(selectWeeklyReview([item], [close, revive], NOW)).done).toEqual(['twice']);
    const reopened = { ...item, status: 'open' as const };
    const swapped = [
      { ...revive, id: '0002' },
      { ...close, id: '0001' },
    ];
    expect(ids(selectWeeklyReview([reopened], swapped, NOW)).done).toEqual([]);
  });

  it('shows an overdue item once, under slipped, even when it is also untouched', () => {
    const item = touched('late-and-forgotten', 40, { dueAt: daysAgo(30) });
    expect(ids(selectWeeklyReview([item], [], NOW))).toEqual({
      decided: [],
      done: [],
      slipped: ['late-and-forgotten'],
      untouched: [],
    });
  });

  it('leaves a snoozed item out until its snooze ends', () => {
    const items = [
      touched('late-but-snoozed', 20, { dueAt: daysAgo(5), snoozedUntil: NOW + DAY_MS }),
      touched('forgotten-but-snoozed', 20, { snoozedUntil: NOW + DAY_MS }),
      touched('snooze-over', 20, { snoozedUntil: daysAgo(1) }),
    ];
    expect(ids(selectWeeklyReview(items, [], NOW))).toEqual({
      decided: [],
      done: [],
      slipped: [],
      untouched: [],
    });
    const later = NOW + 2 * DAY_MS;
    expect(ids(selectWeeklyReview(items, [], later)).slipped).toEqual(['late-but-snoozed']);
  });

  it('never raises as untouched a kind that does not go stale, and raises a short-lived kind sooner', () => {
    const items = [
      touched('settled-decision', 60, { type: 'decision' }),
      touched('insight', 60, { type: 'insight' }),
      touched('quick-question', 5, { type: 'question' }),
      touched('plan', 5),
    ];
    const staleDays = { ...DEFAULT_STALE_DAYS_BY_TYPE, question: 10 };
    expect(ids(selectWeeklyReview(items, [], NOW, staleDays)).untouched).toEqual([
      'quick-question',
    ]);
    const insightsToo = { ...DEFAULT_STALE_DAYS_BY_TYPE, insight: 90 };
    expect(ids(selectWeeklyReview(items, [], NOW, insightsToo)).untouched).toEqual(['insight']);
  });

  it('counts untouched as the stale rule does: from the last mention, or a snooze’s end', () => {
    const items = [
      touched('edited', 20, { updatedAt: daysAgo(3) }),
      touched('mentioned', 20, { lastMentionedAt: daysAgo(3) }),
      touched('exactly-two-weeks', 14),
      touched('woke-three-days-ago', 40, { snoozedUntil: daysAgo(3) }),
      touched('woke-long-ago', 40, { snoozedUntil: daysAgo(15) }),
    ];
    expect(ids(selectWeeklyReview(items, [], NOW)).untouched).toEqual([
      'edited',
      'woke-long-ago',
      'exactly-two-weeks',
    ]);
  });

  it('ignores moves outside the week, even ones in the future of a stale clock', () => {
    const item = touched('closed-tomorrow', 20, { status: 'closed' });
    const future = makeTransition('closed-tomorrow', { to: 'closed', at: NOW + DAY_MS });
    const eightDaysAgo = moved('closed-tomorrow', 'closed', 8);
    expect(ids(selectWeeklyReview([item], [future, eightDaysAgo], NOW)).done).toEqual([]);
  });
});
