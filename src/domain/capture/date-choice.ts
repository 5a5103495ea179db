import type { Found } from './due-date';

/**
 * Which of a sentence's time expressions (in reading order) is its due day. The first, as a
 * rule — except where a later one says more:
 * - a month alone is the vaguest reading: "Rent for September is due tomorrow" is due
 *   tomorrow; a day of the month after it is that day of that month ("in March, the 14th at
 *   the latest" is 14 March);
 * - a week or month named as a period, then a day ("这周要写完，周四交", "next month, on the
 *   6th"): that day, read inside the period ("下周…周三" is next week's Wednesday);
 * - today said as the day it cannot be ("今天店关门了，周五再去", "today's no good, Friday
 *   then") gives way to the day after it.
 */
export function dueExpressionOf(
  found: readonly Found[],
  text: string,
  today: Date,
): Found | undefined {
  const [first] = found;
  if (first === undefined) return undefined;
  if (first.isBareMonth) {
    const exact = found.find((date) => !date.isBareMonth && !date.isTimeOnly);
    if (exact) return dayOfThatMonth(first, exact, text) ?? exact;
  }
  const period = periodSaid(first, text);
  if (period !== null) {
    const exact = found.find(
      (date) => date.index >= first.end && !date.isTimeOnly && !date.isBareMonth,
    );
    const day = exact === undefined ? null : dayInPeriod(first, exact, period, text);
    if (day !== null) return day;
  }
  if (isTodayRuledOut(first, text, today)) {
    const later = found.find((date) => date.day.getTime() > today.getTime() && !date.isTimeOnly);
    if (later) return later;
  }
  return first;
}

/** "the 14th", "14th", 14号, 14日: a day of the month said without its month. */
const DAY_OF_MONTH = /^(?:the\s+)?(\d{1,2})\s*(?:st|nd|rd|th|号|號|日)/i;

/** `exact` read as a day of `month`'s month, when it is a bare day of the month. */
function dayOfThatMonth(month: Found, exact: Found, text: string): Found | null {
  const said = DAY_OF_MONTH.exec(text.slice(exact.index, exact.end));
  const dayNumber = Number(said?.[1] ?? 0);
  const lastDay = month.day.getDate(); // a month alone is read as its last day
  if (dayNumber < 1 || dayNumber > lastDay) return null;
  const day = new Date(month.day.getFullYear(), month.day.getMonth(), dayNumber);
  return { ...exact, day, exactAt: null };
}

/** "this week", 下周, 本周内, "next month", 这个月: a period, read as its last day. */
const WEEK_PERIOD =
  /^(?:(?:this|next|the)\s+week|(?:这|這|本|下)(?:个|個)?(?:周|週|星期|礼拜|禮拜)内?)$/i;
const MONTH_PERIOD = /^(?:(?:this|next|the)\s+month|(?:这|這|本|下)(?:个|個)?月(?:份|内)?)$/i;
/** A weekday with no week of its own, a time of day after it allowed ("Wednesday at 3pm"). */
export const BARE_WEEKDAY =
  /^(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b(?!\s+(?:next|after))|^(?:周|週|星期|礼拜|禮拜)[一二三四五六日天]/i;

function periodSaid(date: Found, text: string): 'week' | 'month' | null {
  const said = text.slice(date.index, date.end).trim();
  if (WEEK_PERIOD.test(said)) return 'week';
  return MONTH_PERIOD.test(said) ? 'month' : null;
}

/**
 * The day said after a period, read inside it: a weekday before the week said is that week's
 * (moved on by a week), a bare day of the month the said month's. A day that cannot be read
 * into the period leaves the period as the due day: "这周还得去趟银行，周三忘了去" tells of a
 * Wednesday gone, which a forward-reading parser puts after the week.
 */
function dayInPeriod(period: Found, exact: Found, unit: 'week' | 'month', text: string) {
  const last = period.day;
  // Calendar days, not milliseconds: a week with a clock change is still seven days.
  const first =
    unit === 'week'
      ? new Date(last.getFullYear(), last.getMonth(), last.getDate() - 6)
      : new Date(last.getFullYear(), last.getMonth(), 1);
  if (exact.day.getTime() > last.getTime()) return null;
  if (exact.day.getTime() >= first.getTime()) return exact;
  if (unit === 'month') return dayOfThatMonth(period, exact, text);
  if (!BARE_WEEKDAY.test(text.slice(exact.index, exact.end).trim())) return null;
  const day = new Date(exact.day.getFullYear(), exact.day.getMonth(), exact.day.getDate() + 7);
  if (day.getTime() < first.getTime()) return null;
  const at = exact.exactAt === null ? null : new Date(exact.exactAt);
  const exactAt =
    at === null
      ? null
      : new Date(
          day.getFullYear(),
          day.getMonth(),
          day.getDate(),
          at.getHours(),
          at.getMinutes(),
        ).getTime();
  return { ...exact, day, exactAt };
}

/*
 * Today said as the day it cannot be: closed, too late, no time, not today. Tied to today
 * itself, so that "don't forget the bins go out today" or 今天不要忘了交房租 stay today's.
 */
const RULED_OUT_EN =
  /\bnot today\b|\btoday(?:'s| is) (?:no good|out|impossible|full|a write-off)\b|\b(?:can'?t|cannot|won'?t|couldn'?t)\b[^,.;!?]{0,24}\btoday\b|\bclosed (?:today|all day)\b|\btoday\b[^,.;!?]{0,16}\bclosed\b|\bno time today\b|\btoo late (?:for )?today\b/i;
const RULED_OUT_ZH =
  /今天[^，。,;；!！?？]{0,6}(?:来不及|來不及|没空|沒空|没时间|沒時間|不行|去不了|办不了|辦不了|关门|關門|休息|不开门|不開門|不营业|不營業)|(?:来不及|來不及|没空|沒空|关门|關門)[^，。,]{0,3}今天/;

function isTodayRuledOut(date: Found, text: string, today: Date): boolean {
  if (date.day.getTime() !== today.getTime() || date.exactAt !== null) return false;
  const clause = clauseAround(text, date.index);
  return RULED_OUT_EN.test(clause) || RULED_OUT_ZH.test(clause);
}

const CLAUSE_END = /[,，。.;；!！?？]/;
const CLAUSE_ENDS = new RegExp(CLAUSE_END.source, 'g');

/** The clause that holds the character at `at`: between the punctuation either side of it. */
function clauseAround(text: string, at: number): string {
  const before = text.slice(0, at);
  const start = Math.max(...[...before.matchAll(CLAUSE_ENDS)].map((end) => end.index + 1), 0);
  const after = text.slice(at).search(CLAUSE_END);
  return text.slice(start, after < 0 ? text.length : at + after);
}
