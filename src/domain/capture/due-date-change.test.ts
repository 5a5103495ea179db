// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { dueDateOfChange } from './due-date-change';

/*
 * The due date a change gives a plan. The new date is the one said after the change ("Tuesday's
 * dinner is moved to Thursday"), or before "instead" ("not Friday, Saturday instead"); a date
 * marked as the old one (from, not, instead of, 原定, 有事) is passed over; a shift ("pushed back
 * a week", 往后推了一周) moves the old due date; a change that names no new date keeps it.
 */
const local = (month: number, day: number, hour = 0, minute = 0) =>
  new Date(2026, month - 1, day, hour, minute).getTime();
const show = (at: number | null) => (at === null ? 'none' : new Date(at).toString());

const WEDNESDAY = local(11, 11, 10); // Wednesday 11 November 2026, 10:00
const FRIDAY = local(11, 13); // the plan's old due date
const FRIDAY_AT_SIX = local(11, 13, 18); // the same, at a time of day
const SAT = local(11, 14);
const SUN = local(11, 15);

describe('dueDateOfChange', () => {
  it.each([
    ['阿华周六有事，改到周日了', SUN],
    ["Tuesday's dinner is moved to Thursday", local(11, 12)],
    ['not Friday, Saturday instead', SAT],
    ["let's do Saturday instead of Friday", SAT],
    ['rather than Friday, Saturday works', SAT],
    ['moved the dinner from Friday to Sunday', SUN],
    ['postponed the Friday dinner to Sunday', SUN],
    ["don't move it to Thursday, move it to Saturday", SAT],
    ['the school moved the exam to the 10th', local(12, 10)],
    ['the dentist moved my appointment to the 20th', local(11, 20)],
    ['the client gave me until the 17th', local(11, 17)],
    ['they pushed the launch back to next Friday', local(11, 20)],
    ['从周五改到周日', SUN],
    ['原定周五的聚餐挪到下周四', local(11, 19)],
    ['周五不行，推迟到周六', SAT],
    ['只能约到下周三', local(11, 18)],
    ['改成周日了', SUN],
    ['scratch that, Sunday works better', SUN],
    ['Actually next Monday', local(11, 16)],
    ['推迟到周六下午3点', local(11, 14, 15)],
    ['the new deadline is the 20th', local(11, 20)],
    ['they extended the deadline to Monday', local(11, 16)],
    ['got an extension till the 1st', local(12, 1)],
    ['牙医只能约到12号', local(11, 12)],
    ['截止日期延长到下周五', local(11, 20)],
  ])('%s', (sentence, expected) => {
    expect(show(dueDateOfChange(sentence, WEDNESDAY, FRIDAY))).toBe(show(expected));
  });

  it.each([
    ['moved to Saturday', local(11, 14, 18)],
    ['moved to 3pm', local(11, 13, 15)],
    ['推迟到下午三点', local(11, 13, 15)],
    ['改到周日下午两点', local(11, 15, 14)],
  ])('%s keeps what it does not change of the old due date', (sentence, expected) => {
    expect(show(dueDateOfChange(sentence, WEDNESDAY, FRIDAY_AT_SIX))).toBe(show(expected));
  });

  it.each([
    ['pushed back a week', local(11, 20, 18)],
    ['they delayed it by two days', local(11, 15, 18)],
    ['moved it up a day', local(11, 12, 18)],
    ['the deadline got extended by a week', local(11, 20, 18)],
    ['往后推了一周', local(11, 20, 18)],
    ['推迟了两天', local(11, 15, 18)],
    ['提前了一天', local(11, 12, 18)],
    ['顺延三天', local(11, 16, 18)],
    ['推迟了半小时', local(11, 13, 18, 30)],
    ['the offsite slipped two days', local(11, 15, 18)],
    ['book club is a week later than planned', local(11, 20, 18)],
    ['the launch is two days earlier than planned', local(11, 11, 18)],
  ])('%s shifts the old due date', (sentence, expected) => {
    expect(show(dueDateOfChange(sentence, WEDNESDAY, FRIDAY_AT_SIX))).toBe(show(expected));
  });

  it.each([
    'the Friday dinner got postponed',
    "Friday's dinner is moved",
    '周五的聚餐推迟了',
    'we postponed it',
    'change of plans: the Friday dinner got postponed',
    'moved to Saturday, then postponed again',
  ])('%s names no new date and keeps the old one', (sentence) => {
    expect(show(dueDateOfChange(sentence, WEDNESDAY, FRIDAY))).toBe(show(FRIDAY));
  });

  it('shifts nothing when there was no due date to shift', () => {
    expect(dueDateOfChange('pushed back two weeks', WEDNESDAY, null)).toBeNull();
  });

  it('takes the date of a plan that had none', () => {
    expect(show(dueDateOfChange('moved to Saturday', WEDNESDAY, null))).toBe(show(SAT));
    expect(dueDateOfChange('we postponed it', WEDNESDAY, null)).toBeNull();
  });

  it('refuses a saidAt that is not a time', () => {
    expect(() => dueDateOfChange('moved to Saturday', Number.NaN, null)).toThrow(RangeError);
  });
});
