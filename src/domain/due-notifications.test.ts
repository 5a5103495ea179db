import { describe, expect, it } from 'vitest';

import { makeItem } from '../test/factories';
import {
  decideDueNotices,
  dueNoticeUrl,
  EMPTY_DUE_WATCH,
  isDueNoticeData,
  noticeTimeOf,
  parseDueWatch,
  type DueWatch,
} from './due-notifications';

/** Wednesday 2 December 2026, 15:00 local. */
const NOW = new Date(2026, 11, 2, 15).getTime();
const MINUTE = 60_000;
const due = (id: string, dueAt: Date | null, overrides = {}) =>
  makeItem({ id, content: `Do ${id}`, dueAt: dueAt?.getTime() ?? null, ...overrides });
/** A watch as left by a check a minute ago, having told nothing. */
const watching: DueWatch = { checkedAt: NOW - MINUTE, notified: {} };

describe('decideDueNotices', () => {
  it('tells an item when its time comes, once for that due date', () => {
    const item = due('dentist', new Date(2026, 11, 2, 14, 59, 30));
    const first = decideDueNotices([item], watching, NOW);
    expect(first.notices).toEqual([
      {
        kind: 'item',
        itemId: 'dentist',
        content: 'Do dentist',
        dueAt: item.dueAt,
        isOverdue: false,
      },
    ]);
    expect(first.watch).toEqual({ checkedAt: NOW, notified: { dentist: item.dueAt } });
    expect(decideDueNotices([item], first.watch, NOW + MINUTE).notices).toEqual([]);
  });

  it('does not tell what is not due yet, and tells it once it is', () => {
    const item = due('call', new Date(2026, 11, 2, 15, 30));
    const before = decideDueNotices([item], watching, NOW);
    expect(before.notices).toEqual([]);
    const after = decideDueNotices([item], before.watch, NOW + 31 * MINUTE);
    expect(after.notices.map((notice) => notice.kind)).toEqual(['item']);
  });

  it('tells an item again when its due date changes', () => {
    const item = due('ferry', new Date(2026, 11, 2, 14, 59, 30));
    const { watch } = decideDueNotices([item], watching, NOW);
    const moved = { ...item, dueAt: new Date(2026, 11, 2, 15, 10).getTime() };
    expect(decideDueNotices([moved], watch, NOW + MINUTE).notices).toEqual([]);
    const later = decideDueNotices([moved], watch, NOW + 11 * MINUTE);
    expect(later.notices).toMatchObject([{ kind: 'item', itemId: 'ferry', dueAt: moved.dueAt }]);
  });

  it('tells nothing about closed, stale, archived or undated items', () => {
    const past = new Date(2026, 11, 2, 14, 59, 30);
    const items = [
      due('closed', past, { status: 'closed' }),
      due('stale', past, { status: 'stale' }),
      due('archived', past, { archivedAt: NOW - MINUTE }),
      due('undated', null),
    ];
    expect(decideDueNotices(items, watching, NOW).notices).toEqual([]);
  });

  it('says an item is overdue only once it is more than a few minutes past its time', () => {
    const justNow = due('just-now', new Date(2026, 11, 2, 14, 51));
    const longAgo = due('long-ago', new Date(2026, 11, 2, 14, 49));
    const since = { checkedAt: NOW - 15 * MINUTE, notified: {} };
    expect(decideDueNotices([justNow, longAgo], since, NOW).notices).toMatchObject([
      { itemId: 'long-ago', isOverdue: true },
      { itemId: 'just-now', isOverdue: false },
    ]);
  });

  it('tells a referenced item as an open one', () => {
    const item = due('ask', new Date(2026, 11, 2, 14, 59, 30), { status: 'referenced' });
    expect(decideDueNotices([item], watching, NOW).notices).toHaveLength(1);
  });

  it('tells a whole-day date that morning, not at midnight, and as not yet overdue', () => {
    const today = new Date(2026, 11, 3);
    expect(noticeTimeOf(today.getTime())).toBe(new Date(2026, 11, 3, 9).getTime());
    const item = due('report', today);
    const midnight = new Date(2026, 11, 3, 0, 0, 30).getTime();
    expect(
      decideDueNotices([item], { ...watching, checkedAt: midnight - MINUTE }, midnight),
    ).toMatchObject({
      notices: [],
    });
    const morning = new Date(2026, 11, 3, 9, 0, 30).getTime();
    const told = decideDueNotices([item], { ...watching, checkedAt: morning - MINUTE }, morning);
    expect(told.notices).toMatchObject([{ kind: 'item', itemId: 'report', isOverdue: false }]);
  });

  it('sums up what was already due when notifications are turned on, in one notification', () => {
    const items = [
      due('b', new Date(2026, 10, 30, 10)),
      due('a', new Date(2026, 10, 25)),
      due('c', new Date(2026, 11, 2, 8)),
      due('future', new Date(2026, 11, 4)),
    ];
    const first = decideDueNotices(items, EMPTY_DUE_WATCH, NOW);
    expect(first.notices).toEqual([{ kind: 'summary', contents: ['Do a', 'Do b', 'Do c'] }]);
    expect(Object.keys(first.watch.notified).sort()).toEqual(['a', 'b', 'c']);
    expect(decideDueNotices(items, first.watch, NOW + MINUTE).notices).toEqual([]);
  });

  it('tells one item already due when turned on as itself', () => {
    const item = due('only', new Date(2026, 10, 25));
    const { notices } = decideDueNotices([item], EMPTY_DUE_WATCH, NOW);
    expect(notices).toMatchObject([{ kind: 'item', itemId: 'only', isOverdue: true }]);
  });

  it('tells what fell due since the last check one by one, after a summary of the rest', () => {
    const items = [
      due('old-1', new Date(2026, 10, 25, 10)),
      due('old-2', new Date(2026, 10, 26, 10)),
      due('new', new Date(2026, 11, 2, 14, 59, 30)),
    ];
    const { notices } = decideDueNotices(items, watching, NOW);
    expect(notices).toMatchObject([
      { kind: 'summary', contents: ['Do old-1', 'Do old-2'] },
      { kind: 'item', itemId: 'new' },
    ]);
  });

  it('sums up more items falling due at once than are worth one notification each', () => {
    const since = NOW - 60 * MINUTE;
    const items = [1, 2, 3, 4].map((n) => due(`n${n}`, new Date(2026, 11, 2, 14, n)));
    const { notices } = decideDueNotices(items, { checkedAt: since, notified: {} }, NOW);
    expect(notices).toEqual([{ kind: 'summary', contents: ['Do n1', 'Do n2', 'Do n3', 'Do n4'] }]);
  });

  it('forgets items that are gone or lost their date, keeps those closed with it', () => {
    const kept = due('closed', new Date(2026, 11, 1, 10), { status: 'closed' });
    const watch = {
      checkedAt: NOW - MINUTE,
      notified: { closed: kept.dueAt ?? 0, gone: 1, undated: 2 },
    };
    const next = decideDueNotices([kept, due('undated', null)], watch, NOW);
    expect(next.watch.notified).toEqual({ closed: kept.dueAt });
    // Revived with the same date, it is not told a second time.
    const revived = { ...kept, status: 'open' as const };
    expect(decideDueNotices([revived], next.watch, NOW + MINUTE).notices).toEqual([]);
  });
});

describe('the stored watch and a notification’s data', () => {
  it('reads a stored watch, and an unreadable one as empty', () => {
    const watch = { checkedAt: NOW, notified: { a: 1 } };
    expect(parseDueWatch(watch)).toEqual(watch);
    expect(parseDueWatch(undefined)).toEqual(EMPTY_DUE_WATCH);
    expect(parseDueWatch({ checkedAt: 'yesterday' })).toEqual(EMPTY_DUE_WATCH);
  });

  it('opens the item (or the agenda) at the app’s base', () => {
    const base = new URL('https://example.org/forethought/');
    expect(dueNoticeUrl(base, { type: 'open-due', itemId: 'i1' })).toBe(
      'https://example.org/forethought/?due=i1#/board',
    );
    expect(dueNoticeUrl(base, { type: 'open-due', itemId: null })).toBe(
      'https://example.org/forethought/?due=#/board',
    );
    expect(isDueNoticeData({ type: 'open-due', itemId: 'i1' })).toBe(true);
    expect(isDueNoticeData({ type: 'open-due' })).toBe(false);
    expect(isDueNoticeData({ type: 'SKIP_WAITING' })).toBe(false);
  });
});
