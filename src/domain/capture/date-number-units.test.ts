// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { joinNumberUnits } from './date-number-units';
import { dueDateOf } from './due-date';
import { dueDateOfChange } from './due-date-change';

/*
 * Mixed writing puts spaces between a number and its Chinese unit ("交 report 在 20 号前");
 * they are read as if written together, and every offset keeps its place.
 */
const local = (month: number, day: number, hour = 0, minute = 0) =>
  new Date(2026, month - 1, day, hour, minute).getTime();
const show = (at: number | null) => (at === null ? 'none' : new Date(at).toString());

const MONDAY = local(11, 9, 9); // Monday 9 November 2026, 09:00

describe('a number and its Chinese unit written apart', () => {
  it.each([
    ['交 quarterly report 在 20 号前', local(11, 20)],
    ['12 月 3 号 去拿 visa', local(12, 3)],
    ['明天晚上 7 点半 call the bank', local(11, 10, 19, 30)],
    ['体检约在 18 号 上午', local(11, 18)],
    ['3 月份，15 号前交', new Date(2027, 2, 15).getTime()],
    ['12 月 的 20 号 交房租', local(12, 20)],
    ['下个月 5 号 10 点 30 分 开会', local(12, 5, 10, 30)],
  ])('"%s" is read as one time', (text, expected) => {
    expect(show(dueDateOf(text, MONDAY))).toBe(show(expected));
  });

  it.each([['the 3 号线 is closed again'], ['I bought 2 月饼'], ['住在 5 号楼']])(
    '"%s" names no day',
    (text) => {
      expect(dueDateOf(text, MONDAY)).toBeNull();
    },
  );

  it.each([
    ['dentist 改到 16 号 了', local(11, 16)],
    ['不是 15 号，20 号', local(11, 20)],
    ['从 15 号 挪到 20 号', local(11, 20)],
    ['原定 15 号 的 会，现在 20 号', local(11, 20)],
  ])('"%s" moves the plan to the new day, not the old one', (text, expected) => {
    expect(show(dueDateOfChange(text, MONDAY, local(11, 12)))).toBe(show(expected));
  });

  it('gives back what it found in the offsets of the text as written', () => {
    const text = 'pay rent 25 号前 ok';
    const joined = joinNumberUnits(text);
    expect(joined.text).toHaveLength(text.length);
    expect(joined.text).toBe('pay rent  25号前 ok');
    // "25号" in the joined text is [10, 13); as written, "25 号" is [9, 13).
    expect(joined.toOriginal({ index: 10, end: 13 })).toEqual({ index: 9, end: 13 });
    expect(joined.toOriginal({ index: 0, end: 3 })).toEqual({ index: 0, end: 3 });
    expect(joinNumberUnits('3 meetings at 10').text).toBe('3 meetings at 10');
    expect(joinNumberUnits('12345 号').text).toBe('12345 号');
  });
});
