import { describe, expect, it } from 'vitest';

import { makeItem } from '../test/factories';
import { groupAgenda, nextSnoozeEnd } from './agenda';

/** Wednesday 2 December 2026, 15:00 local. */
const NOW = new Date(2026, 11, 2, 15).getTime();
const due = (id: string, dueAt: Date | null, overrides = {}) =>
  makeItem({ id, dueAt: dueAt?.getTime() ?? null, ...overrides });

describe('groupAgenda', () => {
  it('groups what is still to do by when it is due, soonest first', () => {
    const agenda = groupAgenda(
      [
        due('later', new Date(2026, 11, 7, 9)),
        due('sunday', new Date(2026, 11, 6)),
        due('this-morning', new Date(2026, 11, 2, 9)),
        due('today-all-day', new Date(2026, 11, 2)),
        due('tonight', new Date(2026, 11, 2, 20)),
        due('thursday', new Date(2026, 11, 3, 10)),
        due('last-week', new Date(2026, 10, 25)),
        due('no-date', null),
        due('done', new Date(2026, 11, 1), { status: 'closed' }),
        due('archived', new Date(2026, 11, 1), { archivedAt: NOW }),
      ],
      NOW,
    );
    expect(agenda.overdue.map((item) => item.id)).toEqual(['last-week', 'this-morning']);
    expect(agenda.today.map((item) => item.id)).toEqual(['today-all-day', 'tonight']);
    expect(agenda.week.map((item) => item.id)).toEqual(['thursday', 'sunday']);
    expect(agenda.later.map((item) => item.id)).toEqual(['later']);
  });
});

describe('a snoozed item on the agenda', () => {
  const dueToday = new Date(2026, 11, 2, 21);
  const snoozedTill = (hour: number) =>
    due('snoozed', dueToday, { snoozedUntil: new Date(2026, 11, 2, hour).getTime() });

  it('is left out while its snooze runs, and is back once it has ended', () => {
    // Snoozed at 15:00 until 18:00.
    expect(groupAgenda([snoozedTill(18)], NOW).today).toEqual([]);
    const atSix = new Date(2026, 11, 2, 18).getTime();
    expect(groupAgenda([snoozedTill(18)], atSix).today.map((item) => item.id)).toEqual(['snoozed']);
  });

  it('is on the agenda when its snooze was cleared or never set', () => {
    const cleared = due('cleared', dueToday, { snoozedUntil: null });
    const never = due('never', dueToday);
    expect(groupAgenda([cleared, never], NOW).today.map((item) => item.id)).toEqual([
      'cleared',
      'never',
    ]);
  });

  it('says when the earliest running snooze ends', () => {
    const items = [
      snoozedTill(18),
      due('b', dueToday, { snoozedUntil: NOW + 1000 }),
      due('c', null),
    ];
    expect(nextSnoozeEnd(items, NOW)).toBe(NOW + 1000);
    expect(nextSnoozeEnd([snoozedTill(14)], NOW)).toBeNull();
  });
});
