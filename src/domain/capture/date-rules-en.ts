import type { DateRule } from './date-rule';
import {
  addDays,
  EN_MONTHS,
  existingDay,
  lastDayOfMonth,
  lastDayOfPeriod,
  nextDayOfMonth,
  type Period,
} from './local-calendar';

/**
 * An ordinal is a day of the month only after a word that introduces a date ("by the 15th",
 * "due 28th"), or as "the 22nd" first or after "is" ("it's the 22nd"; not "he's 5th in
 * line"); and only when no noun follows that it counts: "on the 3rd floor", "for the 2nd
 * time", "my 4th attempt" are no days. So what may follow is a closed list: the end of a
 * clause, a time ("at 7pm", "in the morning") or a word that starts the rest of the sentence.
 * A day agreed on as the object of an arrangement counts too: "can only do the 24th now",
 * "we'll take the 19th".
 */
const DAY_LEADS = 'on|by|before|until|till|til|to|for|due|after|from|do|take|make';
const THE_DAY_LEADS = "is|['’]s";
const AFTER_A_DAY =
  "\\s*$|\\s*[^\\w\\s'’]|\\s+(?:at|and(?!\\s+\\d)|or|but|so|then|now|instead|to|for|by|if|when|because|as|" +
  'with|is|was|will|would|should|works?|latest|please|morning|afternoon|evening|night|noon|' +
  'in the (?:morning|afternoon|evening)|' +
  'i|we|you|he|she|they|it|my|our|their|\\d)\\b';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const SHORT_MONTHS = EN_MONTHS.map((month) =>
  month === 'september' ? 'sept?' : month.slice(0, 3),
);

const lower = (word: string | undefined) => (word ?? '').toLowerCase();

/** A day named in Chinese right beside "EOD": 周四, 星期五, 明天. */
const ZH_DAY_WORDS = '周[一二三四五六日天]|星期[一二三四五六日天]|明天';

const WEEK_COUNTS = ['', 'one', 'two', 'three', 'four'];

/**
 * English time expressions chrono-node misses or misreads; see due-date.ts for how they are
 * combined. A named period is due on its last day (local-calendar.ts, lastDayOfPeriod).
 */
export const EN_RULES: readonly DateRule[] = [
  // chrono reads only "tomorrow".
  { pattern: /\b(?:the )?day after tomorrow\b/gi, resolve: (_, today) => addDays(today, 2) },
  // chrono reads "the week" / "the year" as a week or a year from now.
  {
    pattern: /\bend of (?:(the|this|next) )?week\b/gi,
    resolve: (m, today) => lastDayOfPeriod('week', today, offsetOf(m[1])),
  },
  // "year-end" is a date after "by"/"at"/"before" or on its own ("due at year-end."), but
  // names a kind of thing before a noun ("the year-end report by Friday" is due Friday).
  {
    pattern:
      /\b(?:end of (?:(the|this|next) )?year|(?<=\b(?:by|before|at|until|till|after|for) (?:the )?)year[- ]end\b|year[- ]end(?=\s*(?:[^\p{L}\p{N}\s]|$)))/giu,
    resolve: (m, today) => lastDayOfPeriod('year', today, offsetOf(m[1])),
  },
  // "at the end of the day" is an idiom ("all things considered"), not a deadline; "EOD
  // Thursday", "Friday COB", "EOD 周四" name their day, which chrono reads.
  {
    pattern: new RegExp(
      `(?<!\\bat the |(?:day|tomorrow|${ZH_DAY_WORDS})\\s*)\\b(?:end of (?:the )?day|EOD|COB|close of business)\\b` +
        `(?!\\s*(?:on\\s+|,\\s*)?(?:${WEEKDAYS.join('|')}|tomorrow|${ZH_DAY_WORDS}))`,
      'gi',
    ),
    resolve: (_, today) => today,
  },
  // "a week from tomorrow", "two weeks from Friday": counted from that day.
  {
    pattern: new RegExp(
      `\\b(a|one|two|three|four|\\d) weeks? from (today|now|tomorrow|${WEEKDAYS.join('|')})\\b`,
      'gi',
    ),
    resolve: (m, today) => addDays(startDayOf(lower(m[2]), today), 7 * weeksOf(lower(m[1]))),
  },
  // "early next month", "late March": a month's first or last day ("late this month" is
  // mostly "behind": "paid late this month").
  {
    pattern: new RegExp(`\\b(early|late) (?:(${EN_MONTHS.join('|')})|(next) month)\\b`, 'gi'),
    resolve: (m, today) => monthEdge(today, lower(m[1]) === 'early', m[2], m[3]),
  },
  // chrono reads "next month" as its first day and "this weekend" on a Sunday as the next one.
  {
    pattern: /\b(this|next) (week|month|year)\b/gi,
    resolve: (m, today) => lastDayOfPeriod(periodOf(m[2]), today, offsetOf(m[1])),
  },
  {
    pattern: /(?<!\b(?:last|past) )\b(?:(this|next) )?weekend\b/gi,
    resolve: (m, today) => lastDayOfPeriod('weekend', today, offsetOf(m[1])),
  },
  // "after next" skips one: "Monday after next" is a week past the coming Monday, "the
  // week after next" the week after next week (due on its Sunday, as a week is).
  {
    pattern: new RegExp(`\\b(?:the )?(${WEEKDAYS.join('|')}) after next\\b`, 'gi'),
    resolve: (m, today) => addDays(comingWeekday(today, WEEKDAYS.indexOf(lower(m[1]))), 7),
  },
  {
    pattern: /\b(?:the )?week after next\b/gi,
    resolve: (_, today) => lastDayOfPeriod('week', today, 2),
  },
  // "in a fortnight", "a fortnight from now": two weeks.
  {
    pattern: /\b(?:(?:in|within) a fortnight|a fortnight from (?:now|today))\b/gi,
    resolve: (_, today) => addDays(today, 14),
  },
  // "Friday week": a week after the coming Friday.
  {
    pattern: new RegExp(`\\b(?:next |this )?(${WEEKDAYS.join('|')}) week\\b`, 'gi'),
    resolve: (m, today) => addDays(comingWeekday(today, WEEKDAYS.indexOf(lower(m[1]))), 7),
  },
  // "the end of Dec": a month's short name, which chrono reads only in full.
  {
    pattern: new RegExp(`\\b(?:the )?end of (${SHORT_MONTHS.join('|')})\\b\\.?`, 'gi'),
    resolve: (m, today) => comingLastDayOf(today, monthOfShortName(lower(m[1]))),
  },
  // "mid-December", "the middle of January", "mid next month": the month's 15th; "mid-month",
  // "the middle of the month" the next 15th to come.
  {
    pattern: new RegExp(
      `\\b(?:mid-?\\s?|(?:the )?middle of )(?:(${EN_MONTHS.join('|')})|(this|next|the) month|month)\\b`,
      'gi',
    ),
    resolve: (m, today) => {
      if (m[1] !== undefined) return comingDayOfMonth(today, EN_MONTHS.indexOf(lower(m[1])), 15);
      if (m[2] === undefined || lower(m[2]) === 'the') return nextDayOfMonth(today, 15);
      return existingDay(today.getFullYear(), today.getMonth() + offsetOf(m[2]), 15);
    },
  },
  // "Monday the 27th": the day of the month says which Monday (chrono reads the next one).
  {
    pattern: new RegExp(
      `\\b(?:${WEEKDAYS.join('|')}),? (?:the )?(\\d{1,2})(?:st|nd|rd|th)\\b`,
      'gi',
    ),
    resolve: (m, today) => nextDayOfMonth(today, Number(m[1])),
  },
  // "by the 15th", "on the 4th at 7pm", "due 28th": the next such day; chrono reads none.
  {
    pattern: new RegExp(
      `(?:(?<=^\\s*|\\b(?:${THE_DAY_LEADS})\\s+)the\\s+|(?<=\\b(?:${DAY_LEADS})\\s+)(?:the\\s+)?)` +
        `(\\d{1,2})(?:st|nd|rd|th)\\b` +
        `(?:\\s+(?:of\\s+)?(this|next)\\s+month\\b)?(?=${AFTER_A_DAY})`,
      'gi',
    ),
    resolve: (m, today) => dayOfMonth(today, Number(m[1]), m[2]?.toLowerCase()),
  },
];

/** The day "from" counts from: today, tomorrow, or the coming weekday. */
function startDayOf(from: string, today: Date): Date {
  if (from === 'tomorrow') return addDays(today, 1);
  const weekday = WEEKDAYS.indexOf(from);
  return weekday < 0 ? today : comingWeekday(today, weekday);
}

/** "a" and "one" week are 1; "two" or "2" weeks are 2. */
function weeksOf(count: string): number {
  const spelled = WEEK_COUNTS.indexOf(count);
  return count === 'a' ? 1 : spelled > 0 ? spelled : Number(count);
}

/** The first (early) or last (late) day of a named month, or of this or next month. */
function monthEdge(
  today: Date,
  early: boolean,
  month: string | undefined,
  near: string | undefined,
) {
  if (month === undefined) {
    const index = today.getMonth() + offsetOf(near);
    return early
      ? existingDay(today.getFullYear(), index, 1)
      : lastDayOfMonth(today.getFullYear(), index);
  }
  const index = EN_MONTHS.indexOf(lower(month));
  return early ? comingDayOfMonth(today, index, 1) : comingLastDayOf(today, index);
}

/** The first `weekday` (0 Sunday … 6 Saturday) after today. */
function comingWeekday(today: Date, weekday: number): Date {
  return addDays(today, ((weekday - today.getDay() + 6) % 7) + 1);
}

/** That day of `month` this year, or next year when it has passed. */
function comingDayOfMonth(today: Date, month: number, day: number): Date | null {
  const thisYear = existingDay(today.getFullYear(), month, day);
  if (thisYear !== null && thisYear.getTime() >= today.getTime()) return thisYear;
  return existingDay(today.getFullYear() + 1, month, day);
}

/** The month (0-based) a short name stands for: "sep" and "sept" are September. */
function monthOfShortName(name: string): number {
  return EN_MONTHS.findIndex((month) => month.startsWith(name.slice(0, 3)));
}

/** The last day of `month` this year, or next year when it has passed. */
function comingLastDayOf(today: Date, month: number): Date | null {
  const thisYear = lastDayOfMonth(today.getFullYear(), month);
  if (thisYear.getTime() >= today.getTime()) return thisYear;
  return lastDayOfMonth(today.getFullYear() + 1, month);
}

/** "the 15th" is the next one to come; "of this month" and "next month" name the month. */
function dayOfMonth(today: Date, day: number, month: string | undefined): Date | null {
  if (month === undefined) return nextDayOfMonth(today, day);
  return existingDay(today.getFullYear(), today.getMonth() + offsetOf(month), day);
}

/** "next" is one period ahead; "this", "the" or nothing the current one. */
function offsetOf(near: string | undefined): number {
  return near?.toLowerCase() === 'next' ? 1 : 0;
}

function periodOf(unit: string | undefined): Period {
  const lower = unit?.toLowerCase();
  return lower === 'week' || lower === 'month' ? lower : 'year';
}
