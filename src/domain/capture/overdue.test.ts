// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { dueDateOf } from './due-date';
import { isOverdue } from './overdue';

const local = (day: number, hour = 0, minute = 0) =>
  new Date(2026, 10, day, hour, minute).getTime();

describe('isOverdue', () => {
  it('is overdue after a due time, not before it', () => {
    expect(isOverdue(local(20, 9), 'open', local(20, 9, 1))).toBe(true);
    expect(isOverdue(local(20, 20), 'open', local(20, 19, 59))).toBe(false);
  });

  it('reads a due date at midnight as the whole day', () => {
    expect(isOverdue(local(20), 'open', local(20, 23, 59))).toBe(false);
    expect(isOverdue(local(20), 'referenced', local(21))).toBe(true);
  });

  it('is never overdue once closed or stale', () => {
    expect(isOverdue(local(3), 'closed', local(20))).toBe(false);
    expect(isOverdue(local(3), 'stale', local(20))).toBe(false);
  });
});

describe('isOverdue, a period named as a due date', () => {
  // Said on Friday 20 November 2026: "next month" is December, all of it.
  const saidAt = local(20, 9, 30);
  const december = (day: number, hour = 0, minute = 0) =>
    new Date(2026, 11, day, hour, minute).getTime();

  it.each(['hand in the essay next month', '下个月交论文'])(
    'is not overdue while the month lasts: %s',
    (text) => {
      const dueAt = dueDateOf(text, saidAt);
      if (dueAt === null) throw new Error(`no due date read from ${text}`);
      expect(isOverdue(dueAt, 'open', december(2, 9))).toBe(false);
      expect(isOverdue(dueAt, 'open', december(31, 23, 59))).toBe(false);
      expect(isOverdue(dueAt, 'open', new Date(2027, 0, 1, 0, 1).getTime())).toBe(true);
    },
  );
});
