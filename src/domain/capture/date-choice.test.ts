// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { dueDateOf } from './due-date';

/*
 * The readings added for the second date table, each with sentences of our own: a month
 * alone is a period, a bare early hour is in the afternoon, a recurring or lasting time names
 * no day, and a sentence's vaguest or ruled-out day gives way to a better one.
 */
const local = (month: number, day: number, hour = 0, minute = 0, year = 2026) =>
  new Date(year, month - 1, day, hour, minute).getTime();
const WEDNESDAY = local(11, 11, 10); // Wednesday 11 November 2026, 10:00
const show = (at: number | null) => (at === null ? 'none' : new Date(at).toString());

type Row = [text: string, expected: number | null];

const TABLE: readonly Row[] = [
  // A month alone is due on its last day, not overdue from the 2nd.
  ['the boiler service is due in February', local(2, 28, 0, 0, 2027)],
  ['三月份要把驾照换了', local(3, 31, 0, 0, 2027)],
  ['December rent goes up, pay the new amount on the 1st', local(12, 1)],
  ['in March, by the 14th at the latest', local(3, 14, 0, 0, 2027)],
  ['due in November, by the 20th', local(11, 20)],
  ['the car tax is due in November', local(11, 30)],
  ['September invoices: chase the last two tomorrow', local(11, 12)],
  // One to six o'clock without am or pm is the afternoon; an early start says so.
  ['parents meeting Thursday at 4:15', local(11, 12, 16, 15)],
  ['周五3点去银行', local(11, 13, 15)],
  ['tomorrow morning at 6 the van comes', local(11, 12, 6)],
  ['taxi tomorrow at 05:00', local(11, 12, 5)],
  ['flight on Friday at 6am', local(11, 13, 6)],
  ['周五凌晨5点去机场', local(11, 13, 5)],
  ['call the garage Friday at 11', local(11, 13, 11)],
  // A recurring day, or a length of time, is no due day.
  ['every other Thursday I do the big shop', null],
  ['隔周的周日去看外婆', null],
  ['每周四下午打羽毛球', null],
  ['the course runs for three weeks', null],
  ['we waited for 2 hours at the clinic', null],
  // Mid-month is the 15th to come.
  ['renew the parking permit mid-month', local(11, 15)],
  ['by the middle of the month send the timesheets', local(11, 15)],
  // Today ruled out: the day after it.
  ["the tip is closed today, I'll take the boxes Saturday", local(11, 14)],
  ['今天来不及了，周五再寄', local(11, 13)],
  ['today I finish the slides, the talk is Friday', local(11, 11)],
  ["don't forget the bins go out today, recycling on Friday", local(11, 11)],
  ['今天不要忘了交房租，周五交水费', local(11, 11)],
  ["today's no good for the plumber, so Friday", local(11, 13)],
];

describe('dueDateOf, the second table', () => {
  it.each(TABLE)('%s', (text, expected) => {
    expect(show(dueDateOf(text, WEDNESDAY))).toBe(show(expected));
  });
});
