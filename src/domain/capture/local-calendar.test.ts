// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { fromLocalInputValue, mondayOf, toLocalInputValue } from './local-calendar';

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
