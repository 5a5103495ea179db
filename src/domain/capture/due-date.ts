import type { ParsedResult } from 'chrono-node';
import * as chronoEn from 'chrono-node/en';
import { hans } from 'chrono-node/zh/hans';
import { hant } from 'chrono-node/zh/hant';

import {
  startOfDay,
  addDays,
  addMonths,
  lastDayOfMonth,
  mondayOf,
  sundayOf,
  saturdayOf,
} from './local-calendar';

/**
 * The due date named by the first time expression of a plan, as epoch ms; null when the text
 * names none, or names only past days ("yesterday", "上周五").
 *
 * - Relative to `saidAt`, when the sentence was said (an imported transcript may be months
 *   old), in the runtime's local time zone: the same text and `saidAt` give the same answer.
 * - With a time of day ("tonight at 8", "明天下午三点", "in 3 hours") the exact moment;
 *   otherwise local midnight at the start of the day.
 * - A period ahead is due when it starts ("next week" → its Monday, "下个月" → the 1st,
 *   "next year" → 1 January, "周末" → Saturday); the current one when it ends ("this month"
 *   → its last day, "年底" → 31 December); a duration counts from `saidAt` ("in two weeks",
 *   "过两天").
 * - chrono-node reads English and Chinese (simplified and traditional); the rules below add
 *   what it misses (月底, 周末, 下个月, 过两天, 5号 …) or reads wrongly ("end of the year").
 *   Every parser reads the whole text, so mixed text works; the earliest expression wins.
 * - A past expression is skipped: "yesterday we said next Friday" is due next Friday.
 *
 * @throws RangeError when `saidAt` is not a finite epoch ms.
 */
export function dueDateOf(text: string, saidAt: number): number | null {
  if (!Number.isFinite(saidAt)) throw new RangeError(`saidAt must be epoch ms, got ${saidAt}`);
  // NFKC folds full-width digits and letters ("３月５号", "ｎｅｘｔ") into ASCII.
  const normalized = text.normalize('NFKC');
  const today = startOfDay(saidAt);
  const found = [...fromChrono(normalized, saidAt), ...fromRules(normalized, today)]
    .filter((candidate) => candidate.day.getTime() >= today.getTime())
    .sort((a, b) => a.index - b.index || b.end - a.end || a.priority - b.priority);
  const first = found[0];
  if (first === undefined) return null;
  if (first.exactAt !== null) return first.exactAt;
  const time = found.find((candidate) => isTimeRightAfter(candidate, first, normalized));
  const day = first.day;
  if (time === undefined) return day.getTime();
  return new Date(
    day.getFullYear(),
    day.getMonth(),
    day.getDate(),
    time.hour,
    time.minute,
  ).getTime();
}

/** One time expression found in the text. */
type Found = {
  index: number;
  end: number;
  /** Rules win a tie with chrono: they exist where chrono reads the span wrongly. */
  priority: number;
  /** Local midnight of the day it names. */
  day: Date;
  /** The exact moment, when the text gives a time of day. */
  exactAt: number | null;
  /** Only a time of day ("3pm", "下午3点"): it completes a bare date written just before. */
  isTimeOnly: boolean;
  hour: number;
  minute: number;
};

const RULE_PRIORITY = 0;
const CHRONO_PRIORITY = 1;

/** "下周五 3pm", "next Friday 下午3点": each language's parser sees only its own half. */
function isTimeRightAfter(candidate: Found, date: Found, text: string): boolean {
  if (!candidate.isTimeOnly || candidate.index < date.end) return false;
  return /^\s*(?:at\s*|的)?$/i.test(text.slice(date.end, candidate.index));
}

// ── chrono-node ────────────────────────────────────────────────────────────────────────

function fromChrono(text: string, saidAt: number): Found[] {
  const reference = new Date(saidAt);
  const option = { forwardDate: true };
  const english = chronoEn.casual
    .parse(text, reference, option)
    .filter((result) => isEnglishDueDate(result, text));
  const chinese = [...hans.parse(text, reference, option), ...hant.parse(text, reference, option)];
  return [...english, ...chinese].map(foundOf);
}

function foundOf(result: ParsedResult): Found {
  const start = result.start;
  // chrono fills the missing day of a bare month ("12月") with today's: use the 1st, as its
  // English parser does for "December". Durations ("in a month") keep their day.
  const isBareMonth =
    start.isCertain('month') &&
    !start.isCertain('day') &&
    !start.isCertain('weekday') &&
    !start.tags().has('result/relativeDate');
  const day = isBareMonth ? 1 : (start.get('day') ?? 1);
  const hasTime = start.isCertain('hour');
  return {
    index: result.index,
    end: result.index + result.text.length,
    priority: CHRONO_PRIORITY,
    day: new Date(start.get('year') ?? 0, (start.get('month') ?? 1) - 1, day),
    exactAt: hasTime ? start.date().getTime() : null,
    isTimeOnly:
      hasTime &&
      !start.isCertain('day') &&
      !start.isCertain('weekday') &&
      !start.isCertain('month'),
    hour: start.get('hour') ?? 0,
    minute: start.get('minute') ?? 0,
  };
}

/**
 * What chrono's English parser finds that is no due date. `forwardDate` moves "last Friday"
 * to the coming Friday, so past words are caught here, by their text.
 */
const EN_NOT_A_DUE_DATE: readonly RegExp[] = [
  /^(?:right )?now$/i, // the moment it was said
  /^an? (?:sec|second|moment|minute|day|week|month|year)$/i, // "wait a sec", "once a day"
  /^in a (?:sec|second|moment|minute)$/i, // "be right back"
  /^the (?:day|week|month|year)$/i, // the tail of "end of the year": a rule reads it whole
  /^(?:sat|sun|wed|mar|may|march)$/, // lower case, these are words first: "I sat down"
  /\b(?:last|past|previous|ago)\b/i, // "last Friday", "this past weekend"
];
const EN_PAST_BEFORE = /\b(?:last|past|previous)\s+$/i; // "last March": chrono reads "March"

function isEnglishDueDate(result: ParsedResult, text: string): boolean {
  if (EN_NOT_A_DUE_DATE.some((pattern) => pattern.test(result.text))) return false;
  return !EN_PAST_BEFORE.test(text.slice(Math.max(0, result.index - 10), result.index));
}

// ── Rules for what chrono misses ───────────────────────────────────────────────────────

type DateRule = {
  /** Global, so that every occurrence is found. */
  pattern: RegExp;
  resolve: (match: RegExpMatchArray, today: Date) => Date | null;
};

function fromRules(text: string, today: Date): Found[] {
  return [...EN_RULES, ...ZH_RULES].flatMap((rule) =>
    [...text.matchAll(rule.pattern)].flatMap((match) => {
      const day = rule.resolve(match, today);
      if (day === null) return [];
      const found: Found = {
        index: match.index,
        end: match.index + match[0].length,
        priority: RULE_PRIORITY,
        day,
        exactAt: null,
        isTimeOnly: false,
        hour: 0,
        minute: 0,
      };
      return [found];
    }),
  );
}

const EN_RULES: readonly DateRule[] = [
  // chrono reads only "tomorrow".
  { pattern: /\b(?:the )?day after tomorrow\b/gi, resolve: (_, today) => addDays(today, 2) },
  // chrono reads "the week" / "the year" as a week or a year from now.
  {
    pattern: /\bend of (?:(the|this|next) )?week\b/gi,
    resolve: (m, today) => sundayOf(today, m[1]?.toLowerCase() === 'next' ? 1 : 0),
  },
  {
    pattern: /\b(?:end of (?:(the|this|next) )?year|year[- ]end)\b/gi,
    resolve: (m, today) =>
      new Date(today.getFullYear() + (m[1]?.toLowerCase() === 'next' ? 1 : 0), 11, 31),
  },
  // "at the end of the day" is an idiom ("all things considered"), not a deadline.
  { pattern: /(?<!\bat the )\b(?:end of (?:the )?day|EOD)\b/gi, resolve: (_, today) => today },
  { pattern: /\bthis (week|month|year)\b/gi, resolve: (m, today) => endOf(m[1], today) },
  { pattern: /\bnext (week|month|year)\b/gi, resolve: (m, today) => startOfNext(m[1], today) },
  // chrono's "this weekend" on a Sunday is the next Saturday.
  {
    pattern: /(?<!\b(?:last|past) )\b(?:(this|next) )?weekend\b/gi,
    resolve: (m, today) => saturdayOf(today, m[1]?.toLowerCase() === 'next' ? 1 : 0),
  },
];

function endOf(period: string | undefined, today: Date): Date {
  const unit = period?.toLowerCase();
  if (unit === 'week') return sundayOf(today, 0);
  if (unit === 'month') return lastDayOfMonth(today.getFullYear(), today.getMonth());
  return new Date(today.getFullYear(), 11, 31);
}

function startOfNext(period: string | undefined, today: Date): Date {
  const unit = period?.toLowerCase();
  if (unit === 'week') return mondayOf(today, 1);
  if (unit === 'month') return new Date(today.getFullYear(), today.getMonth() + 1, 1);
  return new Date(today.getFullYear() + 1, 0, 1);
}

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

const ZH_RULES: readonly DateRule[] = [
  // 月底, 这个月底, 下个月初, 月中
  {
    pattern: zh(`${NOT_PAST}${NEAR}?${GE}月(底|末|初|中)`),
    resolve: (m, today) => monthPart(today, offsetOf(m[1]), m[2], m[1] === undefined),
  },
  // 3月底, 十二月初
  {
    pattern: zh(`${NUM}月(底|末|初|中)`),
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
    resolve: (m, today) => saturdayOf(today, offsetOf(m[1])),
  },
  // 这周, 下周, 下个星期 without a weekday (chrono reads 下周三)
  {
    pattern: zh(`(?<![上个個])${NEAR}${GE}${WEEK}(?![一二三四五六日天末\\d])`),
    resolve: (m, today) =>
      offsetOf(m[1]) === 0 ? sundayOf(today, 0) : mondayOf(today, offsetOf(m[1])),
  },
  // 这个月, 下个月, 下个月5号
  {
    pattern: zh(`(?<![上个個])${NEAR}${GE}月份?(?:${NUM}(?:号|號|日))?(?![底末初中])`),
    resolve: (m, today) => nearMonth(today, offsetOf(m[1]), m[2]),
  },
  // 今年, 明年 (明年3月 is chrono's: it reads the month)
  {
    pattern: zh(`(?<![去前以之\\d])(今|明|后|後)年(?![底末初年]|${NUM}月)`),
    resolve: (m, today) =>
      m[1] === '今' ? new Date(today.getFullYear(), 11, 31) : startOfYear(today, m[1]),
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

function namedMonthPart(today: Date, month: number | null, part: string | undefined) {
  if (month === null || month < 1 || month > 12) return null;
  const inYear = (year: number) =>
    part === '底' || part === '末'
      ? lastDayOfMonth(year, month - 1)
      : new Date(year, month - 1, part === '初' ? 1 : 15);
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

/** 这个月 is due at its end, 下个月 at its start, 下个月5号 on the 5th. */
function nearMonth(today: Date, months: number, dayText: string | undefined): Date | null {
  const year = today.getFullYear();
  const month = today.getMonth() + months;
  if (dayText !== undefined) return existingDay(year, month, numberOf(dayText));
  return months === 0 ? lastDayOfMonth(year, month) : new Date(year, month, 1);
}

function nextDayOfMonth(today: Date, day: number | null): Date | null {
  for (let months = 0; months < 3; months += 1) {
    const date = existingDay(today.getFullYear(), today.getMonth() + months, day);
    if (date !== null && date >= today) return date;
  }
  return null;
}

function existingDay(year: number, month: number, day: number | null): Date | null {
  if (day === null || day < 1) return null;
  const date = new Date(year, month, day);
  return date.getDate() === day ? date : null; // no 31st in November
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
function numberOf(text: string | undefined): number | null {
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
