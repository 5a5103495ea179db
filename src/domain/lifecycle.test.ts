import { describe, expect, it } from 'vitest';

import { T0, UUID, makeItem } from '../test/factories';
import { ITEM_TYPES, type Cause, type ItemStatus, type ProspectiveItem } from './item';
import {
  DAY_MS,
  allowedMoves,
  archiveItem,
  canMove,
  mentionItem,
  moveItem,
  restoreItem,
  reviveItem,
  staleRuleName,
  sweepStale,
  staleCandidateCutoff,
  type StaleDaysByType,
} from './lifecycle';
import { LifecycleError, type LifecycleErrorCode } from './lifecycle-error';

const AT = T0 + 5 * DAY_MS;
const USER: Cause = { kind: 'user' };

/** Runs `change`, expects a LifecycleError with `code`, and checks `item` was not touched. */
function expectRefused(item: ProspectiveItem, code: LifecycleErrorCode, change: () => unknown) {
  const before = structuredClone(item);
  let thrown: unknown = null;
  try {
    change();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(LifecycleError);
  expect((thrown as LifecycleError).code).toBe(code);
  expect(item).toEqual(before);
  return thrown as LifecycleError;
}

const VALID_MOVES: [ItemStatus, ItemStatus][] = [
  ['open', 'referenced'],
  ['open', 'closed'],
  ['open', 'stale'],
  ['referenced', 'closed'],
  ['referenced', 'stale'],
  ['closed', 'open'],
  ['closed', 'referenced'],
  ['stale', 'open'],
  ['stale', 'referenced'],
];

describe('moveItem', () => {
  it.each(VALID_MOVES)('moves %s → %s and records the transition', (from, to) => {
    const item = makeItem({ status: from });
    const before = structuredClone(item);
    const cause: Cause = { kind: 'message', episodeId: 'ep-1' };

    const { item: moved, transition } = moveItem(item, to, AT, cause);

    const isMention = to === 'referenced' || to === 'open';
    expect(moved).toEqual({
      ...before,
      status: to,
      updatedAt: AT,
      lastMentionedAt: isMention ? AT : T0,
    });
    expect(transition).toEqual({
      id: transition.id,
      itemId: item.id,
      action: 'status',
      from,
      to,
      at: AT,
      cause,
    });
    expect(transition.id).toMatch(UUID);
    expect(item).toEqual(before);
    expect(canMove(from, to)).toBe(true);
  });

  it('gives every transition its own id', () => {
    const item = makeItem();
    const first = moveItem(item, 'closed', AT, USER).transition;
    const second = moveItem(item, 'closed', AT, USER).transition;
    expect(first.id).not.toBe(second.id);
  });

  it.each(['open', 'referenced', 'closed', 'stale'] as const)(
    'refuses moving a %s item to the same status',
    (status) => {
      const item = makeItem({ status });
      const error = expectRefused(item, 'same-status', () => moveItem(item, status, AT, USER));
      expect([error.from, error.to]).toEqual([status, status]);
    },
  );

  it.each([
    ['referenced', 'open'],
    ['closed', 'stale'],
    ['stale', 'closed'],
  ] as const)('refuses %s → %s', (from, to) => {
    const item = makeItem({ status: from });
    const error = expectRefused(item, 'move-not-allowed', () => moveItem(item, to, AT, USER));
    expect([error.from, error.to]).toEqual([from, to]);
    expect(canMove(from, to)).toBe(false);
  });

  it.each(VALID_MOVES)('refuses moving an archived %s item to %s', (from, to) => {
    const item = makeItem({ status: from, archivedAt: T0 + 1 });
    expectRefused(item, 'archived', () => moveItem(item, to, AT, USER));
  });

  it('lists the allowed moves in board order', () => {
    expect(allowedMoves('open')).toEqual(['referenced', 'closed', 'stale']);
    expect(allowedMoves('referenced')).toEqual(['closed', 'stale']);
    expect(allowedMoves('closed')).toEqual(['open', 'referenced']);
    expect(allowedMoves('stale')).toEqual(['open', 'referenced']);
  });
});

describe('mentionItem', () => {
  const cause: Cause = { kind: 'message', episodeId: 'ep-9' };

  it.each(['open', 'closed', 'stale'] as const)('makes a %s item referenced', (status) => {
    const item = makeItem({ status });
    const { item: mentioned, transition } = mentionItem(item, AT, cause);
    expect(mentioned).toMatchObject({ status: 'referenced', lastMentionedAt: AT, updatedAt: AT });
    expect(transition).toMatchObject({ from: status, to: 'referenced', at: AT, cause });
    expect(item.status).toBe(status);
  });

  it('refreshes the mention time of a referenced item and records the mention', () => {
    const item = makeItem({ status: 'referenced' });
    const { item: mentioned, transition } = mentionItem(item, AT, cause);
    expect(mentioned).toEqual({ ...item, lastMentionedAt: AT, updatedAt: AT });
    expect(transition).toMatchObject({
      action: 'mention',
      from: 'referenced',
      to: 'referenced',
      at: AT,
      cause,
    });
    expect(item.lastMentionedAt).toBe(T0);
  });
});

describe('reviveItem', () => {
  it.each(['closed', 'stale'] as const)('brings a %s item back to open', (status) => {
    const { item, transition } = reviveItem(makeItem({ status }), AT, USER);
    expect(item.status).toBe('open');
    expect(item.lastMentionedAt).toBe(AT);
    expect(transition).toMatchObject({ from: status, to: 'open', cause: USER });
  });
});

describe('sweepStale', () => {
  const DAYS = 30;
  const NOW = T0 + 100 * DAY_MS;
  const EVERY_KIND_AFTER = (days: number | null) =>
    Object.fromEntries(ITEM_TYPES.map((type) => [type, days])) as StaleDaysByType;

  it('moves an item not mentioned for exactly N days, but not one mentioned 1 ms later', () => {
    const old = makeItem({ lastMentionedAt: NOW - DAYS * DAY_MS });
    const recent = makeItem({ lastMentionedAt: NOW - DAYS * DAY_MS + 1 });
    const changes = sweepStale([old, recent], NOW);
    expect(changes.map((change) => change.item.id)).toEqual([old.id]);
  });

  it('leaves a snoozed item alone, and counts its period from the snooze’s end', () => {
    const longAgo = NOW - 60 * DAY_MS;
    const snoozed = makeItem({ lastMentionedAt: longAgo, snoozedUntil: NOW + DAY_MS });
    const woke = makeItem({ lastMentionedAt: longAgo, snoozedUntil: NOW - 5 * DAY_MS });
    const wokeLongAgo = makeItem({ lastMentionedAt: longAgo, snoozedUntil: NOW - 31 * DAY_MS });
    const changes = sweepStale([snoozed, woke, wokeLongAgo], NOW);
    expect(changes.map((change) => change.item.id)).toEqual([wokeLongAgo.id]);
  });

  it('moves open and referenced items with the rule as cause', () => {
    const open = makeItem({ status: 'open' });
    const referenced = makeItem({ status: 'referenced' });
    const changes = sweepStale([open, referenced], NOW);
    expect(changes).toHaveLength(2);
    for (const [index, change] of changes.entries()) {
      const from = index === 0 ? 'open' : 'referenced';
      expect(change.item).toMatchObject({ status: 'stale', updatedAt: NOW, lastMentionedAt: T0 });
      expect(change.transition).toMatchObject({
        action: 'status',
        from,
        to: 'stale',
        at: NOW,
        cause: { kind: 'rule', rule: 'not-mentioned-for-30-days' },
      });
    }
    expect(open.status).toBe('open');
  });

  it('moves plans, ideas and questions by default, never decisions or insights', () => {
    const old = { lastMentionedAt: NOW - DAYS * DAY_MS };
    const items = ITEM_TYPES.map((type) => makeItem({ ...old, type }));
    const moved = (periods?: StaleDaysByType) =>
      sweepStale(items, NOW, periods).map((change) => change.item.type);
    expect(moved()).toEqual(['plan', 'idea', 'question']);
    expect(moved({ ...EVERY_KIND_AFTER(null), decision: 30 })).toEqual(['decision']);
    expect(moved(EVERY_KIND_AFTER(null))).toEqual([]);
  });

  it('waits each kind’s own period, and names the rule after it', () => {
    const mentioned = NOW - 10 * DAY_MS;
    const plan = makeItem({ type: 'plan', lastMentionedAt: mentioned });
    const question = makeItem({ type: 'question', lastMentionedAt: mentioned });
    const periods = { ...EVERY_KIND_AFTER(null), plan: 10, question: 11 };
    const changes = sweepStale([plan, question], NOW, periods);
    expect(changes.map((change) => change.item.id)).toEqual([plan.id]);
    expect(changes[0]?.transition.cause).toEqual({
      kind: 'rule',
      rule: 'not-mentioned-for-10-days',
    });
  });

  it('skips archived, closed and already stale items', () => {
    const items = [
      makeItem({ status: 'open', archivedAt: T0 }),
      makeItem({ status: 'referenced', archivedAt: T0 }),
      makeItem({ status: 'closed' }),
      makeItem({ status: 'stale' }),
    ];
    expect(sweepStale(items, NOW, EVERY_KIND_AFTER(1))).toEqual([]);
  });

  it('prefilters by the shortest period, and by nothing when no kind goes stale', () => {
    const periods = { ...EVERY_KIND_AFTER(null), idea: 40, question: 5 };
    expect(staleCandidateCutoff(NOW, periods)).toBe(NOW - 5 * DAY_MS);
    expect(staleCandidateCutoff(NOW, EVERY_KIND_AFTER(null))).toBeNull();
  });

  it('names the rule after the number of days', () => {
    expect(staleRuleName(7)).toBe('not-mentioned-for-7-days');
    const [change] = sweepStale([makeItem()], NOW, EVERY_KIND_AFTER(7));
    expect(change?.transition.cause).toEqual({ kind: 'rule', rule: 'not-mentioned-for-7-days' });
  });
});

describe('archive and restore', () => {
  it('archives an item, keeping its status, with a user transition', () => {
    const item = makeItem({ status: 'referenced' });
    const { item: archived, transition } = archiveItem(item, AT);
    expect(archived).toEqual({ ...item, archivedAt: AT, updatedAt: AT });
    expect(transition).toMatchObject({
      itemId: item.id,
      action: 'archive',
      from: 'referenced',
      to: 'referenced',
      at: AT,
      cause: USER,
    });
  });

  it('restores an archived item', () => {
    const archived = makeItem({ status: 'closed', archivedAt: T0 });
    const { item: restored, transition } = restoreItem(archived, AT);
    expect(restored).toEqual({ ...archived, archivedAt: null, updatedAt: AT });
    expect(transition).toMatchObject({ action: 'restore', from: 'closed', to: 'closed', at: AT });
  });

  it('refuses archiving twice and restoring twice', () => {
    const archived = archiveItem(makeItem(), AT).item;
    expectRefused(archived, 'archived', () => archiveItem(archived, AT + 1));
    const restored = restoreItem(archived, AT + 2).item;
    expectRefused(restored, 'not-archived', () => restoreItem(restored, AT + 3));
  });
});
