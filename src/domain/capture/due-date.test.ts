// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

import { dueDateOf } from './due-date';

// Expected values are built with local Date constructors, so the table holds in any time zone.
const local = (month: number, day: number, hour = 0, minute = 0, year = 2026) =>
  new Date(year, month - 1, day, hour, minute).getTime();

/** Friday 20 November 2026, 09:30 local time. */
const SAID_AT = local(11, 20, 9, 30);

const show = (at: number | null) => (at === null ? 'null' : new Date(at).toString());

describe('dueDateOf, English', () => {
  it.each([
    ['Dentist next Friday', local(11, 27)],
    ['call her tomorrow', local(11, 21)],
    ['pay rent on March 3', local(3, 3, 0, 0, 2027)],
    ['renew the passport in two weeks', local(12, 4)],
    ['send the report by the end of the month', local(11, 30)],
    ['clean the garage this weekend', local(11, 22)],
    ['call mum tonight at 8', local(11, 20, 20)],
    ['the day after tomorrow I will fix it', local(11, 22)],
    ['finish it by the end of the week', local(11, 22)],
    ['book flights before the end of the year', local(12, 31)],
    ['start running next week', local(11, 29)],
    ['move house next month', local(12, 31)],
    ['learn Spanish next year', local(12, 31, 0, 0, 2027)],
    ['read that book this month', local(11, 30)],
    ['submit it by end of day', local(11, 20)],
    ['visit grandma next weekend', local(11, 29)],
    ['in 3 hours I leave', local(11, 20, 12, 30)],
    ['tomorrow at 3pm the plumber comes', local(11, 21, 15)],
    ['Dec 1st: tax deadline', local(12, 1)],
    ['FULL-WIDTH ｎｅｘｔ ｆｒｉｄａｙ', local(11, 27)],
  ])('%s', (text, expected) => {
    expect(show(dueDateOf(text, SAID_AT))).toBe(show(expected));
  });
});

describe('dueDateOf, Chinese', () => {
  it.each([
    ['下周三交报告', local(11, 25)],
    ['明天去银行', local(11, 21)],
    ['后天给他打电话', local(11, 22)],
    ['月底前把房租交了', local(11, 30)],
    ['下个月去日本', local(12, 31)],
    ['周末打扫房间', local(11, 22)],
    ['3月5号之前续签护照', local(3, 5, 0, 0, 2027)],
    ['这周五开会', local(11, 20)],
    ['年底前换工作', local(12, 31)],
    ['过两天再说', local(11, 22)],
    ['下个月底搬家', local(12, 31)],
    ['下个月5号交学费', local(12, 5)],
    ['3月底考试', local(3, 31, 0, 0, 2027)],
    ['两周后复查', local(12, 4)],
    ['半个月后回来', local(12, 5)],
    ['十天内回复', local(11, 30)],
    ['5号前交', local(12, 5)],
    ['下周末去爬山', local(11, 29)],
    ['下周开始健身', local(11, 29)],
    ['明年学开车', local(12, 31, 0, 0, 2027)],
    ['今晚8点给妈妈打电话', local(11, 20, 20)],
    ['明天下午三点见客户', local(11, 21, 15)],
    ['下週三交報告', local(11, 25)],
    ['下個月去日本', local(12, 31)],
    ['３月５号', local(3, 5, 0, 0, 2027)],
  ])('%s', (text, expected) => {
    expect(show(dueDateOf(text, SAID_AT))).toBe(show(expected));
  });
});

describe('dueDateOf, mixed text', () => {
  it.each([
    ['明天 call Bob', local(11, 21)],
    ['去看牙医 next Friday', local(11, 27)],
    ['下周五 3pm demo', local(11, 27, 15)],
    ['next Friday 下午3点 开会', local(11, 27, 15)],
    ['meeting 月底', local(11, 30)],
  ])('%s', (text, expected) => {
    expect(show(dueDateOf(text, SAID_AT))).toBe(show(expected));
  });
});

describe('dueDateOf, no due date', () => {
  it.each([
    'I should learn the piano',
    '我想学钢琴',
    '',
    'yesterday I called her',
    'we met last Friday',
    'it rained last weekend',
    'last March was cold',
    '昨天我去了银行',
    '上周开会了',
    '上周五交了报告',
    '上个月底搬的家',
    '去年底换的工作',
    '三天前说过',
    'I sat down and wrote it',
    'wait a sec',
    'at the end of the day it is your call',
    '在3号楼见面',
    '坐2号线',
  ])('%s', (text) => {
    expect(dueDateOf(text, SAID_AT)).toBeNull();
  });
});

describe('dueDateOf, relative to when it was said', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads an old transcript from the day it was said, not from today', () => {
    const saidInMarch2025 = new Date(2025, 2, 10, 18, 0).getTime(); // a Monday
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 7, 1));
    expect(show(dueDateOf('next Friday', saidInMarch2025))).toBe(show(local(3, 21, 0, 0, 2025)));
    expect(show(dueDateOf('月底', saidInMarch2025))).toBe(show(local(3, 31, 0, 0, 2025)));
  });

  it('takes the first expression that is not past', () => {
    expect(show(dueDateOf('昨天说好下周三交', SAID_AT))).toBe(show(local(11, 25)));
    expect(show(dueDateOf('yesterday we agreed on next Friday', SAID_AT))).toBe(
      show(local(11, 27)),
    );
  });

  it('treats the weekend as still on when said on a Sunday', () => {
    const sunday = local(11, 22, 10);
    expect(show(dueDateOf('this weekend', sunday))).toBe(show(local(11, 22)));
    expect(show(dueDateOf('周末', sunday))).toBe(show(local(11, 22)));
    expect(show(dueDateOf('下周末', sunday))).toBe(show(local(11, 29)));
  });

  it('rolls a month part and a day of month forward once they have passed', () => {
    const lateDecember = local(12, 20, 9);
    expect(show(dueDateOf('月中', lateDecember))).toBe(show(local(1, 15, 0, 0, 2027)));
    expect(show(dueDateOf('5号', lateDecember))).toBe(show(local(1, 5, 0, 0, 2027)));
    expect(show(dueDateOf('年初', lateDecember))).toBe(show(local(1, 1, 0, 0, 2027)));
    expect(show(dueDateOf('31号', local(11, 3)))).toBe(show(local(12, 31)));
  });

  it('refuses a saidAt that is not a time', () => {
    expect(() => dueDateOf('tomorrow', Number.NaN)).toThrow(RangeError);
  });
});
