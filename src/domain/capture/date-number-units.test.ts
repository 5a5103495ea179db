// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { withNumberUnitsJoined } from './date-number-units';
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
  ])('"%s" is read as one time', (text, expected) => {
    expect(show(dueDateOf(text, MONDAY))).toBe(show(expected));
  });

  it.each([['the 3 号线 is closed again'], ['I bought 2 月饼'], ['住在 5 号楼']])(
    '"%s" names no day',
    (text) => {
      expect(dueDateOf(text, MONDAY)).toBeNull();
    },
  );

  it('moves a new day said with spaces', () => {
    expect(show(dueDateOfChange('dentist 改到 16 号 了', MONDAY, local(11, 12)))).toBe(
      show(local(11, 16)),
    );
  });

  it('keeps the length, the spaces moved before the joined words', () => {
    const text = 'pay rent 25 号前 ok';
    const joined = withNumberUnitsJoined(text);
    expect(joined).toHaveLength(text.length);
    expect(joined).toBe('pay rent  25号前 ok');
    expect(withNumberUnitsJoined('3 meetings at 10')).toBe('3 meetings at 10');
  });
});
