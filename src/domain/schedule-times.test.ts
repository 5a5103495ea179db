import { describe, expect, it } from 'vitest';

import { scheduleTime } from './schedule-times';

/** Local times, so the cases read as a person would say them whatever the machine's zone. */
const at = (month: number, day: number, hour: number, minute = 0) =>
  new Date(2026, month - 1, day, hour, minute).getTime();

describe('scheduleTime', () => {
  it('"later today" on a Friday afternoon at 14:20 is 17:20 the same day', () => {
    expect(scheduleTime('later-today', at(11, 20, 14, 20))).toBe(at(11, 20, 17, 20));
  });

  it('"later today" asked at 22:30 runs past midnight to 1:30', () => {
    expect(scheduleTime('later-today', at(11, 20, 22, 30))).toBe(at(11, 21, 1, 30));
  });

  it('"tomorrow" is 9:00 the next morning, whether asked early or late', () => {
    expect(scheduleTime('tomorrow', at(11, 20, 0, 5))).toBe(at(11, 21, 9));
    expect(scheduleTime('tomorrow', at(11, 20, 23, 59))).toBe(at(11, 21, 9));
  });

  it('"tomorrow" on the last day of a month and of a year turns the page', () => {
    expect(scheduleTime('tomorrow', at(11, 30, 18))).toBe(at(12, 1, 9));
    expect(scheduleTime('tomorrow', at(12, 31, 18))).toBe(new Date(2027, 0, 1, 9).getTime());
  });

  it('"next week" from a Friday is Monday 9:00', () => {
    // 20 November 2026 is a Friday.
    expect(scheduleTime('next-week', at(11, 20, 9, 30))).toBe(at(11, 23, 9));
  });

  it('"next week" from a Sunday evening is the next morning, a Monday', () => {
    expect(scheduleTime('next-week', at(11, 22, 20))).toBe(at(11, 23, 9));
  });

  it('"next week" from a Monday morning is the Monday after, not today', () => {
    expect(scheduleTime('next-week', at(11, 23, 8))).toBe(at(11, 30, 9));
  });
});
