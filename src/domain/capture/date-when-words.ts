/*
 * What a time looks like right after a change's verb, as regular-expression sources for
 * lower-case text: "moved to Friday" moves a plan, "moved to Berlin" a person; 挪到下周 moves
 * a plan, 挪到客厅 a sofa. Only the start of the time is matched — enough to tell the two
 * apart; due-date.ts reads the time itself.
 */

export const EN_DAYS =
  'monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thurs|fri|sat|sun';
export const EN_MONTHS =
  'january|february|march|april|may|june|july|august|september|october|november|december|' +
  'jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec';
/** What "next" and "this" name as a time; "this city", "next door" are places. */
const EN_PERIODS =
  'week|weekend|month|year|quarter|term|semester|spring|summer|autumn|fall|winter|' +
  'morning|afternoon|evening';
/** What "another" and "a later" name as a time; "another street" is a place. */
const EN_SLOTS = 'day|date|time|slot|week|weekend|month';

/**
 * The start of an English time: "next Friday", "the 10th", "3pm", "March", "tomorrow" — not
 * a day's thing: "bring the slides to Monday's meeting".
 */
export const EN_WHEN =
  `(?:(?:next|this|the following|the next)\\s+(?:${EN_DAYS}|${EN_PERIODS})|` +
  `(?:another|a later|a different|an earlier|a new)\\s+(?:${EN_SLOTS})|` +
  'tomorrow|tonight|today|later|earlier|noon|midnight|morning|afternoon|evening|end of|' +
  'the (?:weekend|end|start|beginning|day after|morning|afternoon|evening)|' +
  `${EN_DAYS}|${EN_MONTHS})\\b(?!'s)|` +
  '(?:the )?\\d';

const ZH_NUM = '[一二两兩三四五六七八九十]+';
/** 号 after a number is a day, except in a place: 3号楼, 2号线, 5号门. */
const ZH_DAY_MARK = '(?:号|號)(?!楼|樓|线|線|房|门|門|床|位|座|桌)';

/** The start of a Chinese time: 下周四, 明天, 周五, 月底, 12号, 晚上八点, 以后. */
export const ZH_WHEN =
  '(?:下下|下|这|這|本)(?:个|個)?(?:周|週|星期|礼拜|禮拜|月|次|回)|' +
  '(?:明|后|後|今)(?:天|早|晚|年)|大后天|大後天|' +
  '(?:周|週|星期|礼拜|禮拜)[一二三四五六日天末]|[月年][底末初中]|[上下中]午|晚上|早上|傍晚|凌晨|' +
  '(?:以|之|年|节|節)(?:后|後)|假期|寒假|暑假|春节|春節|国庆|國慶|元旦|' +
  `(?:\\d{1,4}|${ZH_NUM})\\s*(?:${ZH_DAY_MARK}|年|月|日|点|點|[:：]\\d|天|周|週|个|個|星期|小时|小時)`;

/** Either language's time: mixed text says "moved to 下周" and "改到 Friday". */
export const WHEN = `(?:${EN_WHEN}|${ZH_WHEN})`;

/** An English amount of time: "a week", "two days", "half an hour", "3 hours". */
export const EN_DURATION =
  '(a|an|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|a few|half an?|\\d+)\\s+' +
  '(hour|day|week|fortnight|month)s?\\b';

/** A Chinese amount of time: 一周, 两天, 半个月, 三个小时, 半小时. */
export const ZH_DURATION =
  `(\\d{1,3}|${ZH_NUM}|半|几|幾)(?:个|個)?\\s*` +
  '(小时|小時|钟头|鐘頭|天|日|周|週|星期|礼拜|禮拜|月)';
