// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { dueDateOf } from './due-date';

/*
 * A day of the month said without its month ("by the 15th", 20号前) is the next such day on
 * or after the day it was said: this month's when it has not passed, otherwise next month's.
 * An ordinal that counts something else ("my 4th attempt", "the 3rd floor", 第3名) is no day.
 */
const local = (month: number, day: number, hour = 0, minute = 0, year = 2026) =>
  new Date(year, month - 1, day, hour, minute).getTime();
const show = (at: number | null) => (at === null ? 'none' : new Date(at).toString());

const WEDNESDAY = local(11, 11, 10); // Wednesday 11 November 2026, 10:00
const LAST_OF_JANUARY = local(1, 30, 10, 0, 2027); // Saturday 30 January 2027

describe('a bare day of the month', () => {
  it.each([
    ['pay the gas bill by the 15th', WEDNESDAY, local(11, 15)],
    ['the match is on the 4th', WEDNESDAY, local(12, 4)],
    ['the recital on the 22nd', WEDNESDAY, local(11, 22)],
    ['renew the parking permit before the 11th', WEDNESDAY, local(11, 11)],
    ['hand the keys back on the 1st.', WEDNESDAY, local(12, 1)],
    ['rent is due the 28th', WEDNESDAY, local(11, 28)],
    ['send the invoices by 20th', WEDNESDAY, local(11, 20)],
    ['pottery starts on the 3rd at 7pm', WEDNESDAY, local(12, 3, 19)],
    ['book the vet for the 30th, morning if possible', WEDNESDAY, local(11, 30)],
    ['return the library books by the 9th of next month', WEDNESDAY, local(12, 9)],
    ['the plumber comes on the 31st', WEDNESDAY, local(12, 31)], // no 31 November
    ['the plumber comes on the 31st', LAST_OF_JANUARY, local(1, 31, 0, 0, 2027)],
    ['renew the gym card by the 29th', LAST_OF_JANUARY, local(3, 29, 0, 0, 2027)], // no 29 Feb
    ['15号前要交房租', WEDNESDAY, local(11, 15)],
    ['这个月20号交报告', WEDNESDAY, local(11, 20)],
    ['9号去看牙', WEDNESDAY, local(12, 9)],
    ['20日前把材料寄出去', WEDNESDAY, local(11, 20)],
    ['本月25日前续费', WEDNESDAY, local(11, 25)],
    ['下个月3日开学', WEDNESDAY, local(12, 3)],
    ['25號前繳費', WEDNESDAY, local(11, 25)],
    ['The 15th works for me', WEDNESDAY, local(11, 15)],
    ['3日后复诊', WEDNESDAY, local(11, 14)], // a duration, not the 3rd
  ])('%s', (text, saidAt, expected) => {
    expect(show(dueDateOf(text, saidAt))).toBe(show(expected));
  });

  it.each([
    'my 4th attempt at sourdough failed',
    'the print shop is on the 3rd floor',
    'for the 2nd time the parcel went missing',
    'she came 3rd in the spelling bee',
    'on the 5th try the engine started',
    'the 21st century has odd problems',
    'by the 2nd chapter I was hooked',
    "he's 5th in line for the flat",
    'the leak is on the 2nd and 3rd floors',
    '1st, buy milk; 2nd, call mum',
    '这次比赛拿了第3名',
    '报了一个3日游',
    '一日三餐要规律',
    '在5号楼门口碰头',
  ])('%s names no day', (text) => {
    expect(dueDateOf(text, WEDNESDAY)).toBeNull();
  });
});
