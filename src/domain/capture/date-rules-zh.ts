import type { DateRule } from './date-rule';
import { ZH_HOLIDAY_NAMES } from './date-rules-holidays';
import {
  addDays,
  addMonths,
  existingDay,
  lastDayOfMonth,
  lastDayOfPeriod,
  mondayOf,
  nextDayOfMonth,
} from './local-calendar';

/**
 * Chinese time expressions chrono-node's zh parsers miss or misread (月底, 周末, 下个月,
 * 三天后, 年底…), simplified and traditional; see due-date.ts for how they are combined.
 * A named period (下周, 周末, 下个月, 明年) is due on its last day, as in English.
 */

/** 下下 (after next) → 2, 下 (next) → 1, 这/這/本 (this) or nothing → 0. */
function offsetOf(near: string | undefined): number {
  if (near === '下下') return 2;
  return near === '下' ? 1 : 0;
}

// Pieces of the Chinese patterns, simplified and traditional.
const NEAR = '(下下|下|这|這|本)';
const GE = '(?:个|個)?';
const WEEK = '(?:周|週|星期|礼拜|禮拜)';
const NUM = '(\\d{1,2}|[一二两兩三四五六七八九十]{1,3})';
const COUNT = '(\\d{1,3}|[一二两兩三四五六七八九十]{1,3}|几|幾|半)';
const UNIT = '(天|日|周|週|星期|礼拜|禮拜|月|年)';
/** 上个月, 去年, 前年 are past; a number before 月 is a month's name (rule below). */
const NOT_PAST = '(?<![上去前个個\\d一二两兩三四五六七八九十])';

const zh = (source: string): RegExp => new RegExp(source, 'g');

/**
 * The holidays date-rules-holidays.ts reads by name, which 今年 may qualify (今年双十一), and
 * the lunar ones it leaves out: 今年春节 is no year's end either, only no date.
 */
const HOLIDAY_NAMES = `(?:${ZH_HOLIDAY_NAMES}|春节|春節|中秋)`;

export const ZH_RULES: readonly DateRule[] = [
  // 月底, 这个月底, 下个月初, 月中
  {
    pattern: zh(`${NOT_PAST}${NEAR}?${GE}月(底|末|初|中)`),
    resolve: (m, today) => monthPart(today, offsetOf(m[1]), m[2], m[1] === undefined),
  },
  // 3月底, 十二月初, 3月下旬 (a month's third: due on its last day, as a period is)
  {
    pattern: zh(`${NUM}(?:月份?)(上旬|中旬|下旬|底|末|初|中)`),
    resolve: (m, today) => namedMonthPart(today, numberOf(m[1]), m[2]),
  },
  // 年底, 今年年底, 明年初
  {
    pattern: zh(`(?<![上去前\\d])(今|明|后|後)?年年?(底|末|初)`),
    resolve: (m, today) => yearPart(today, m[1], m[2]),
  },
  // 周末, 这个周末, 下周末
  {
    pattern: zh(`(?<![上个個])${NEAR}?${GE}${WEEK}末`),
    resolve: (m, today) => lastDayOfPeriod('weekend', today, offsetOf(m[1])),
  },
  // 这周, 下周, 下个星期 without a weekday (chrono reads 下周三)
  {
    pattern: zh(`(?<![上个個])${NEAR}${GE}${WEEK}(?![一二三四五六日天末\\d])`),
    resolve: (m, today) => lastDayOfPeriod('week', today, offsetOf(m[1])),
  },
  // 这个月, 下个月, 下个月5号
  {
    pattern: zh(`(?<![上个個])${NEAR}${GE}月份?(?:${NUM}(?:号|號|日))?(?![底末初中])`),
    resolve: (m, today) => nearMonth(today, offsetOf(m[1]), m[2]),
  },
  // 今年, 明年 (明年3月 is chrono's: it reads the month; 今年双十一 the holiday's rule)
  {
    pattern: zh(`(?<![去前以之\\d])(今|明|后|後)年(?![底末初年]|${NUM}月|的?${HOLIDAY_NAMES})`),
    resolve: (m, today) => lastDayOfPeriod('year', today, yearsOf(m[1])),
  },
  // 这两天 (the next two days), 这几天 (the next few): as 过两天, 过几天
  {
    pattern: zh('(?:这|這)(两|兩|几|幾)天'),
    resolve: (m, today) => addDays(today, numberOf(m[1]) ?? 3),
  },
  // 下旬 on its own: the last days of this month (下个月下旬 is the month rule's)
  {
    pattern: zh('(?<![月])下旬'),
    resolve: (_, today) => lastDayOfPeriod('month', today, 0),
  },
  // 过两天, 过几天, 过一个月
  {
    pattern: zh(`(?<![经經度])[过過]${COUNT}${GE}${UNIT}`),
    resolve: (m, today) => after(today, numberOf(m[1]), m[2]),
  },
  // 两周后, 半个月后, 十天内
  {
    pattern: zh(`${COUNT}${GE}${UNIT}(?:以后|之后|以後|之後|后|後|以内|之内|以內|之內|内|內)`),
    resolve: (m, today) => after(today, numberOf(m[1]), m[2]),
  },
  // 5号, 二十号: the next such day. 3号楼 (building 3), 2号线 (line 2) are places.
  {
    pattern: zh(
      `(?<![月\\d一二两兩三四五六七八九十〇零第])${NUM}(?:号|號)` +
        '(?!楼|樓|线|線|门|門|房|床|位|座|桌|车|車|机|機|口|厅|廳|馆|館|店|院|码|碼|选手|選手|字)',
    ),
    resolve: (m, today) => nextDayOfMonth(today, numberOf(m[1])),
  },
  // 20日前, 25日: the same, written formally; in digits only, as 一日三餐 (three meals a day)
  // counts days. 3日游 is a three-day trip; 3日后 is the duration rule's (its longer span wins).
  {
    pattern: zh('(?<![月\\d第])(\\d{1,2})日(?!游|遊|制|班|票|券|元|左右)'),
    resolve: (m, today) => nextDayOfMonth(today, numberOf(m[1])),
  },
];

/** 底/末: the last day; 初: the 1st; 中: the 15th. Without 这/下, the next one to come. */
function monthPart(today: Date, months: number, part: string | undefined, isImplicit: boolean) {
  const year = today.getFullYear();
  const month = today.getMonth() + months;
  if (part === '底' || part === '末') return lastDayOfMonth(year, month);
  const day = part === '初' ? 1 : 15;
  const date = new Date(year, month, day);
  return isImplicit && date < today ? new Date(year, month + 1, day) : date;
}

/** 月初 is its 1st, 上旬 ends on the 10th and 中旬 on the 20th; 月中 is the 15th. */
const FIRST_DAYS_OF_PART: Readonly<Record<string, number>> = { 初: 1, 上旬: 10, 中旬: 20 };

function namedMonthPart(today: Date, month: number | null, part: string | undefined) {
  if (month === null || month < 1 || month > 12) return null;
  const inYear = (year: number) =>
    part === '底' || part === '末' || part === '下旬'
      ? lastDayOfMonth(year, month - 1)
      : new Date(year, month - 1, FIRST_DAYS_OF_PART[part ?? ''] ?? 15);
  const thisYear = inYear(today.getFullYear());
  return thisYear < today ? inYear(today.getFullYear() + 1) : thisYear;
}

function yearPart(today: Date, which: string | undefined, part: string | undefined): Date {
  if (part === '底' || part === '末') {
    return new Date(today.getFullYear() + yearsOf(which), 11, 31);
  }
  // 年初 alone is the coming one; 今年初 is this year's, past but on 1 January.
  return which === undefined ? startOfYear(today, '明') : startOfYear(today, which);
}

function yearsOf(which: string | undefined): number {
  if (which === '明') return 1;
  return which === '后' || which === '後' ? 2 : 0;
}

function startOfYear(today: Date, which: string | undefined): Date {
  return new Date(today.getFullYear() + yearsOf(which), 0, 1);
}

/** 这个月 and 下个月 are due on their last day, 下个月5号 on the 5th. */
function nearMonth(today: Date, months: number, dayText: string | undefined): Date | null {
  const year = today.getFullYear();
  const month = today.getMonth() + months;
  if (dayText !== undefined) return existingDay(year, month, numberOf(dayText));
  return lastDayOfMonth(year, month);
}

/** `count` units after today; 半 is half a unit (半个月 = 15 days, 半年 = 6 months). */
function after(today: Date, count: number | null, unit: string | undefined): Date | null {
  if (count === null) return null;
  if (unit === '天' || unit === '日') return addDays(today, Math.round(count));
  if (unit === '月') return count < 1 ? addDays(today, 15) : addMonths(today, count);
  if (unit === '年') return addMonths(today, Math.round(count * 12));
  return addDays(today, Math.round(count * 7));
}

// prettier-ignore
const ZH_DIGITS: Readonly<Record<string, number>> = {
  一: 1, 二: 2, 两: 2, 兩: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9,
};

/** "12", "十二", "二十五", "两"; 几 ("a few") is 3, 半 (half) 0.5. */
export function numberOf(text: string | undefined): number | null {
  if (text === undefined) return null;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === '几' || text === '幾') return 3;
  if (text === '半') return 0.5;
  const [tens, ones, ...rest] = text.split('十');
  if (tens === undefined || rest.length > 0) return null;
  if (ones === undefined) return ZH_DIGITS[tens] ?? null;
  const tensValue = tens === '' ? 1 : ZH_DIGITS[tens];
  const onesValue = ones === '' ? 0 : ZH_DIGITS[ones];
  if (tensValue === undefined || onesValue === undefined) return null;
  return tensValue * 10 + onesValue;
}

const WEEKDAY_AT_START = new RegExp(`^(?:(上|下下|下|这|這|本)${GE})?${WEEK}([一二三四五六日天])`);
const NEAR_BEFORE = /(?:下|本|这|這)(?:个|個)?$/;
// prettier-ignore
const WEEKDAY_INDEX: Readonly<Record<string, number>> = {
  一: 0, 二: 1, 三: 2, 四: 3, 五: 4, 六: 5, 日: 6, 天: 6,
};

/**
 * The day a Chinese weekday at the start of `text` names, or null when it starts with none.
 * chrono-node counts weeks from Sunday, so on a Sunday it reads 下周三 as ten days later; a
 * Chinese reader's week starts on Monday (下周三 said on Sunday 8 November is 11 November).
 * 这周三 may be past (then the caller drops it); a bare 周三 is the next one, today included.
 * `index` is where chrono found the weekday in `text`.
 */
export function chineseWeekdayOf(text: string, index: number, today: Date): Date | null {
  // chrono leaves out what it does not know before the weekday: the first 下 of 下下周三, 本.
  const before = NEAR_BEFORE.exec(text.slice(Math.max(0, index - 3), index))?.[0] ?? '';
  const match = WEEKDAY_AT_START.exec(before + text.slice(index));
  const weekday = match?.[2] === undefined ? undefined : WEEKDAY_INDEX[match[2]];
  if (match === null || weekday === undefined) return null;
  const near = match[1];
  const weeks = near === '上' ? -1 : offsetOf(near === '這' || near === '本' ? '这' : near);
  const day = addDays(mondayOf(today, weeks), weekday);
  return near === undefined && day < today ? addDays(day, 7) : day;
}
