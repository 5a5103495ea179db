// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  fromLocalInputValue,
  lastDayOfPeriod,
  mondayOf,
  toLocalInputValue,
} from './local-calendar';

describe('datetime-local values', () => {
  it('round-trips a local day and time', () => {
    const at = new Date(2026, 10, 8, 20, 5).getTime();
    expect(toLocalInputValue(at)).toBe('2026-11-08T20:05');
    expect(fromLocalInputValue('2026-11-08T20:05')).toBe(at);
  });

  it.each(['', 'tomorrow', '2026-02-30T10:00', '2026-11-08T25:00', '2026-13-01T10:00'])(
    'refuses %j',
    (value) => {
      expect(fromLocalInputValue(value)).toBeNull();
    },
  );
});

describe('weeks', () => {
  it('start on Monday, also when the day is a Sunday', () => {
    const sunday = new Date(2026, 10, 8);
    expect(mondayOf(sunday, 0).getDate()).toBe(2);
    expect(mondayOf(sunday, 1).getDate()).toBe(9);
  });
});

describe('lastDayOfPeriod', () => {
  const day = (month: number, date: number, year = 2026) => new Date(year, month - 1, date);
  const thursday = day(12, 17); // Thursday 17 December 2026

  it.each([
    ['week', 0, day(12, 20)],
    ['week', 1, day(12, 27)],
    ['weekend', 0, day(12, 20)],
    ['month', 0, day(12, 31)],
    ['month', 1, day(1, 31, 2027)],
    ['month', 2, day(2, 28, 2027)],
    ['year', 1, day(12, 31, 2027)],
  ] as const)('%s with offset %i ends on its last day', (period, offset, expected) => {
    expect(lastDayOfPeriod(period, thursday, offset)).toEqual(expected);
  });

  it('keeps a Sunday in its own weekend', () => {
    expect(lastDayOfPeriod('weekend', day(12, 20), 0)).toEqual(day(12, 20));
    expect(lastDayOfPeriod('weekend', day(12, 20), 1)).toEqual(day(12, 27));
  });
});
