import type { ParsedResult } from 'chrono-node';
import * as chronoEn from 'chrono-node/en';
import { hans } from 'chrono-node/zh/hans';
import { hant } from 'chrono-node/zh/hant';

import { isChineseDueDate, isEnglishDueDate } from './date-chrono-filters';
import { dueExpressionOf } from './date-choice';
import { isThisMorningOrAfternoon } from './date-dayparts';
import { EN_RULES } from './date-rules-en';
import { HOLIDAY_RULES } from './date-rules-holidays';
import { ZH_RULES, chineseWeekdayOf } from './date-rules-zh';
import { joinNumberUnits } from './date-number-units';
import { isTodaysDateStated } from './date-stated-today';
import { startOfDay } from './local-calendar';
import { toSimplified } from './simplified';

/**
 * The due date named by the first time expression of a plan, as epoch ms; null when the text
 * names none, or names only past days ("yesterday", "上周五").
 *
 * - Relative to `saidAt`, when the sentence was said (an imported transcript may be months
 *   old), in the runtime's local time zone: the same text and `saidAt` give the same answer.
 * - With a time of day ("tonight at 8", "明天下午三点", "in 3 hours") the exact moment;
 *   "tonight", "this evening", "tomorrow night", 今晚, 明晚 are 20:00; otherwise local
 *   midnight at the start of the day.
 * - Chinese weeks run Monday to Sunday: 下周三 said on a Sunday is three days later.
 * - A named period is due on its last day, so it is not overdue while it lasts ("next week"
 *   → its Sunday, "下个月" and "this month" → the month's last day, "next year" and "年底" →
 *   31 December, "周末" → Sunday); a duration counts from `saidAt` ("in two weeks", "过两天").
 *   A month's part is its day: "下个月初" → the 1st, "月中" → the 15th.
 * - "before Christmas" is 24 December, "by Christmas" and 圣诞节 the 25th, 元旦 1 January
 *   (date-rules-holidays.ts).
 * - A part of the day alone is a time only when said as one ("in the evening", 晚上给他打
 *   电话), not when it names a kind of thing ("evening course", 夜市) or a habit ("every
 *   evening", 每天早上): date-dayparts.ts.
 * - chrono-node reads English and Chinese (simplified and traditional); the rules in
 *   date-rules-*.ts add what it misses (月底, 周末, 下个月, 过两天, 5号 …) or reads wrongly ("end of the year").
 *   Every parser reads the whole text, so mixed text works; the earliest expression wins.
 * - A day of the month without its month ("by the 15th", 20号前, 25日) is the next such day,
 *   today included; an ordinal that counts something ("the 3rd floor", 第3名) is none.
 * - A past expression is skipped: "yesterday we said next Friday" is due next Friday; so is
 *   today's date said as such ("it's the 11th and I haven't started", 今天11号了).
 *
 * @throws RangeError when `saidAt` is not a finite epoch ms.
 */
export function dueDateOf(text: string, saidAt: number): number | null {
  if (!Number.isFinite(saidAt)) throw new RangeError(`saidAt must be epoch ms, got ${saidAt}`);
  // NFKC folds full-width digits and letters ("３月５号", "ｎｅｘｔ") into ASCII.
  // The rules are written in simplified Chinese (chrono reads both): 下個月 is 下个月.
  const normalized = withoutNamedDayparts(fullDayNames(toSimplified(text.normalize('NFKC'))));
  const found = timeExpressionsOf(normalized, saidAt);
  const due = dueExpressionOf(found, normalized, startOfDay(saidAt));
  return due === undefined ? null : momentOf(due, found, normalized);
}

/**
 * Every time expression of `normalized` (text already NFKC-normalized) that names no past day
 * and is no statement of today's date (date-stated-today.ts), in reading order: the earliest
 * first, the longest first where two start together, a rule before chrono on a tie.
 */
export function timeExpressionsOf(normalized: string, saidAt: number): Found[] {
  const today = startOfDay(saidAt);
  // Read with "15 号" joined as "15号"; every span found is given back in the text's offsets.
  const joined = joinNumberUnits(normalized);
  const read = [...fromChrono(joined.text, saidAt), ...fromRules(joined.text, today)];
  const all = read.map(joined.toOriginal);
  return all
    .filter((candidate) => candidate.day.getTime() >= today.getTime())
    .filter((candidate) => !isTodaysDateStated(candidate, all, normalized, today))
    .filter((candidate) => !all.some((rule) => readsFurther(rule, candidate)))
    .sort((a, b) => a.index - b.index || b.end - a.end || a.priority - b.priority);
}

/**
 * Whether a rule's reading starts inside chrono's and runs past it: "on Thursday the 19th" is
 * read by chrono as "on Thursday", by a rule as "Thursday the 19th"; the longer says more.
 */
function readsFurther(rule: Found, chrono: Found): boolean {
  if (rule.priority !== RULE_PRIORITY || chrono.priority !== CHRONO_PRIORITY) return false;
  return rule.index > chrono.index && rule.index < chrono.end && rule.end > chrono.end;
}

/**
 * The moment `date` names: its exact time, or its day completed by a time written after it in
 * the same sentence ("平安夜聚餐，晚上七点", "Saturday, 9am"). An evening's guessed 20:00
 * gives way to the hour said ("明晚 dinner，7点半" is 19:30).
 */
export function momentOf(date: Found, found: readonly Found[], text: string): number {
  if (date.exactAt !== null && !date.isEveningGuess) return date.exactAt;
  const time = laterTimeOf(date, found, text);
  const day = date.day;
  if (time === undefined) return date.exactAt ?? day.getTime();
  const hour = date.isEveningGuess && time.hour < 12 && !isMorningSaid(time, text) ? 12 : 0;
  return new Date(
    day.getFullYear(),
    day.getMonth(),
    day.getDate(),
    time.hour + hour,
    time.minute,
  ).getTime();
}

/** One time expression found in the text. */
export type Found = {
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
  /** Its exact moment is the evening's 20:00, guessed from "tonight" or 明晚 without an hour. */
  isEveningGuess?: boolean;
  /** A month alone ("in March", 三月份): due on its last day, the vaguest reading there is. */
  isBareMonth?: boolean;
};

const RULE_PRIORITY = 0;
const CHRONO_PRIORITY = 1;

/**
 * The time of day that completes `date`: "下周五 3pm" (each language's parser sees only its
 * own half), or the first time later in the same sentence with no other day between.
 */
function laterTimeOf(date: Found, found: readonly Found[], text: string): Found | undefined {
  const next = found.find((candidate) => candidate.index >= date.end);
  if (next === undefined || !next.isTimeOnly) return undefined;
  const between = text.slice(date.end, next.index);
  return between.length <= TIME_REACH && !SENTENCE_END.test(between) ? next : undefined;
}

/** How far after its day a time may be written and still complete it, in characters. */
const TIME_REACH = 40;
const SENTENCE_END = /[!?。！？;；\n]|(?<!\b(?:dr|mr|mrs|ms|st|prof|no))\.(?=\s|$)/i; // not "Dr. Lee"

/** "7am", 早上七点, 上午9点: a morning hour, which an evening's day does not move. */
function isMorningSaid(time: Found, text: string): boolean {
  const said = text.slice(Math.max(0, time.index - 4), time.end);
  return /\d\s*(?:am|a\.m\.)|上午|早上|早晨|清晨|凌晨|morning/i.test(said);
}

// ── chrono-node ────────────────────────────────────────────────────────────────────────

function fromChrono(text: string, saidAt: number): Found[] {
  const reference = new Date(saidAt);
  const option = { forwardDate: true };
  const english = chronoEn.casual
    .parse(text, reference, option)
    .filter((result) => isEnglishDueDate(result, text));
  const chinese = [
    ...hans.parse(text, reference, option),
    ...hant.parse(text, reference, option),
  ].filter((result) => isChineseDueDate(result, text));
  const today = startOfDay(saidAt);
  return [
    ...english.map((result) =>
      isThisMorningOrAfternoon(result.text)
        ? { ...foundOf(result, text, today), day: today }
        : foundOf(result, text, today),
    ),
    ...chinese.map((result) =>
      withChineseWeek(foundOf(result, text, today), text, result.index, today),
    ),
  ];
}

/** chrono's weeks start on Sunday; a Chinese reader's on Monday (see chineseWeekdayOf). */
function withChineseWeek(found: Found, text: string, index: number, today: Date): Found {
  const day = chineseWeekdayOf(text, index, today);
  if (day === null) return found;
  const exactAt =
    found.exactAt === null
      ? null
      : new Date(
          day.getFullYear(),
          day.getMonth(),
          day.getDate(),
          found.hour,
          found.minute,
        ).getTime();
  return { ...found, day, exactAt };
}

/**
 * "Tonight", "this evening", "tomorrow night", 今晚, 明晚 name no hour; chrono guesses 22:00
 * or 20:00 without being certain of it, and an uncertain hour would be dropped for midnight —
 * the wrong end of the day. The evening begins at 20:00 for all of them.
 */
const EVENING = /tonight|evening|night|今晚|明晚|今夜|明夜|晚上|傍晚/i;
const EVENING_HOUR = 20;

function foundOf(result: ParsedResult, text: string, today: Date): Found {
  const start = result.start;
  // A month alone ("in March", 三月份) fills in a day chrono guessed; durations ("in a
  // month") keep theirs.
  const isBareMonth =
    start.isCertain('month') &&
    !start.isCertain('day') &&
    !start.isCertain('weekday') &&
    !start.tags().has('result/relativeDate');
  const month = start.get('month') ?? 1;
  const guessedYear = start.get('year') ?? 0;
  // A month alone is a period, due on its last day (not overdue from the 2nd); said during
  // that month it is this one, which chrono's forward reading puts a year on ("due in November"
  // on 11 November).
  const isThisMonth = isBareMonth && new Date(guessedYear - 1, month, 0) >= today;
  const year = isThisMonth ? guessedYear - 1 : guessedYear;
  const day = isBareMonth ? new Date(year, month, 0).getDate() : (start.get('day') ?? 1);
  const hasTime = start.isCertain('hour');
  const date = new Date(year, month - 1, day);
  const hour = afternoonHourOf(result, text);
  const isEvening = !hasTime && EVENING.test(result.text);
  const evening = new Date(date.getFullYear(), date.getMonth(), date.getDate(), EVENING_HOUR);
  return {
    index: result.index,
    // chrono may take the comma after a word ("weekend,"): it would outrun a rule's reading.
    end: result.index + result.text.replace(/[\s,.;:，。；：]+$/u, '').length,
    priority: CHRONO_PRIORITY,
    day: date,
    exactAt: hasTime
      ? start.date().getTime() + (hour - (start.get('hour') ?? 0)) * HOUR_MS
      : isEvening
        ? evening.getTime()
        : null,
    isEveningGuess: isEvening,
    isBareMonth,
    isTimeOnly:
      hasTime &&
      !start.isCertain('day') &&
      !start.isCertain('weekday') &&
      !start.isCertain('month'),
    hour: isEvening ? EVENING_HOUR : hour,
    minute: isEvening ? 0 : (start.get('minute') ?? 0),
  };
}

const HOUR_MS = 3_600_000;

/**
 * The hour a clock time means: one to six without am, pm or a part of the day ("at 2:30",
 * 周四2点半) is in the afternoon — nobody books an interview for half past two at night; an
 * early start says so ("6am", 凌晨3点, 早上6点).
 */
function afternoonHourOf(result: ParsedResult, text: string): number {
  const hour = result.start.get('hour') ?? 0;
  const isBare = result.start.isCertain('hour') && !result.start.isCertain('meridiem');
  if (!isBare || hour < 1 || hour > 6) return hour;
  const said = text.slice(Math.max(0, result.index - 16), result.index + result.text.length);
  return MORNING_SAID.test(said) || /\b0\d[:.]\d\d/.test(result.text) ? hour : hour + 12;
}

/** "tomorrow morning at 6", "first thing, at 5", 早上, 凌晨: an early hour said as one. */
const MORNING_SAID =
  /morning|first thing|dawn|sunrise|\bearly\b|上午|早上|早晨|清晨|凌晨|明早|今早/i;

// ── Rules for what chrono misses ───────────────────────────────────────────────────────

function fromRules(text: string, today: Date): Found[] {
  return [...EN_RULES, ...ZH_RULES, ...HOLIDAY_RULES].flatMap((rule) =>
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

/**
 * "Parents' evening", "the club's night": a part of the day that names an event, masked with
 * as many spaces so chrono does not join it to the day said beside it ("parents' evening
 * tomorrow night, 7pm" is tomorrow at 19:00).
 */
function withoutNamedDayparts(text: string): string {
  return text.replace(/(?<=\w(?:s['’]|['’]s) )(?:morning|afternoon|evening|night)\b/giu, (part) =>
    ' '.repeat(part.length),
  );
}

/** "Tues", "Thurs", "Weds": the short names chrono does not read, spelled out (same length or longer). */
function fullDayNames(text: string): string {
  return text.replace(/\b(tues|thurs|weds)\b\.?/giu, (name: string) => {
    const short = name.replace('.', '').toLowerCase();
    return short === 'tues' ? 'tuesday' : short === 'thurs' ? 'thursday' : 'wednesday';
  });
}
