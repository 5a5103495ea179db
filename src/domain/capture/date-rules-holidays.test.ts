// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { dueDateOf } from './due-date';

const local = (month: number, day: number, year = 2026) => new Date(year, month - 1, day).getTime();
const show = (at: number | null) => (at === null ? 'none' : new Date(at).toDateString());

const OCTOBER = new Date(2026, 9, 5, 12).getTime(); // Monday 5 October 2026, noon
const BOXING_DAY = new Date(2026, 11, 26, 12).getTime(); // Saturday 26 December 2026, noon

describe('holidays as due dates', () => {
  it('reads a holiday just past as that one, no date to come', () => {
    expect(show(dueDateOf('国庆假期就这样过完了', new Date(2026, 9, 9, 20).getTime()))).toBe(
      'none',
    );
  });

  it.each([
    ['repair the sled before Christmas', OCTOBER, local(12, 24)],
    ['order the turkey by Xmas', OCTOBER, local(12, 25)],
    ['until Christmas Day no sweets', OCTOBER, local(12, 25)],
    ['before Christmas Eve tidy the hall', OCTOBER, local(12, 23)],
    ['this Christmas visit the cousins', BOXING_DAY, local(12, 25, 2027)],
    ['圣诞前把毛衣织好', OCTOBER, local(12, 24)],
    ['聖誕節去滑雪', OCTOBER, local(12, 25)],
    ['pay the deposit before the New Year', OCTOBER, local(12, 31)],
    ["by New Year's Eve book the hall", OCTOBER, local(12, 31)],
    ["New Year's Day swim in the lake", OCTOBER, local(1, 1, 2027)],
    ['before new year clean the oven', BOXING_DAY, local(12, 31)],
    ['元旦之前把账结清', OCTOBER, local(12, 31)],
    ['元旦回老家', BOXING_DAY, local(1, 1, 2027)],
    // Holidays on a fixed day: the day before with 前, the day itself without.
    ['国庆之前把车检做了', OCTOBER, local(9, 30, 2027)],
    ['双十一前清一下购物车', OCTOBER, local(11, 10)],
    ['教师节给班主任写张卡', BOXING_DAY, local(9, 10, 2027)],
    ['五一去海边露营', OCTOBER, local(5, 1, 2027)],
    ["book a table before Valentine's Day", OCTOBER, local(2, 13, 2027)],
    ['for Halloween make the costumes', OCTOBER, local(10, 31)],
    ['今年国庆去外婆家', BOXING_DAY, null],
  ])('%s', (text, saidAt, expected) => {
    expect(show(dueDateOf(text, saidAt))).toBe(show(expected));
  });

  it.each([
    '双十一的优惠券领了一堆',
    '去儿童医院复查',
    '签劳动合同的时候要仔细看条款',
    '国庆节的活动太多了',
    '情人送的花还没谢',
    'a Halloween party at the Smiths',
    'hang the Christmas lights',
    'happy new year to the whole team',
    'resolutions for the new year',
    'we loved last Christmas',
    '圣诞节快乐',
    '准备元旦晚会的节目',
    '圣诞树放在客厅',
  ])('reads no date in "%s"', (text) => {
    expect(dueDateOf(text, OCTOBER)).toBeNull();
  });
});
