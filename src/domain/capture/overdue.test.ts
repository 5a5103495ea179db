// @vitest-environment node
import { describe, expect, it } from 'vitest';

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
