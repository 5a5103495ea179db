/**
 * The time range a question about the past names ("what did I say about the visa last
 * week", "上个月聊过的搬家"), read so that episodic recall can keep to it. Ranges are local
 * calendar spans, [from, to) in epoch ms; weeks run Monday to Sunday, as elsewhere.
 */
import {
  addDays,
  EN_MONTHS,
  lastDayOfMonth,
  mondayOf,
  startOfDay,
} from '../capture/local-calendar';

export type TimeRange = {
  from: number;
  to: number;
  /** The words that named it, as written: shown beside the results. */
  phrase: string;
};

/** The range and the query without the words that named it (they carry no topic). */
export type ReadTimeRange = { range: TimeRange | null; topic: string };

type Span = { from: Date; to: Date };
type RangeRule = { pattern: RegExp; resolve: (match: RegExpExecArray, today: Date) => Span | null };

const day = (from: Date, days = 1): Span => ({ from, to: addDays(from, days) });
const week = (today: Date, weeks: number): Span => day(mondayOf(today, weeks), 7);
const month = (today: Date, months: number): Span => {
  const first = new Date(today.getFullYear(), today.getMonth() + months, 1);
  return { from: first, to: addDays(lastDayOfMonth(first.getFullYear(), first.getMonth()), 1) };
};
const year = (today: Date, years: number): Span => ({
  from: new Date(today.getFullYear() + years, 0, 1),
  to: new Date(today.getFullYear() + years + 1, 0, 1),
});

/** The most recent month of that number that has begun: "in March" said in May is this March. */
function pastMonth(today: Date, monthIndex: number): Span {
  const yearOf = monthIndex <= today.getMonth() ? today.getFullYear() : today.getFullYear() - 1;
  const first = new Date(yearOf, monthIndex, 1);
  return { from: first, to: new Date(yearOf, monthIndex + 1, 1) };
}

/** The last `days` days, today included. */
const lastDays = (today: Date, days: number): Span => ({
  from: addDays(today, 1 - days),
  to: addDays(today, 1),
});

const NUMBER_WORDS_EN: Record<string, number> = {
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  ten: 10,
  couple: 2,
  few: 3,
};

const HAN_DIGITS: Record<string, number> = {
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
  十一: 11,
  十二: 12,
};

function countOf(word: string): number | null {
  const lower = word.toLowerCase();
  if (/^\d+$/.test(lower)) return Number(lower);
  return NUMBER_WORDS_EN[lower] ?? HAN_DIGITS[lower] ?? null;
}

const EN_COUNT = '(\\d+|a|one|two|three|four|five|six|seven|ten|(?:a )?couple(?: of)?|(?:a )?few)';
const ZH_COUNT = '(\\d+|十[一二]?|[一二两三四五六七八九十])';

/** Longer phrases first: "the day before yesterday" before "yesterday". */
const RULES: readonly RangeRule[] = [
  { pattern: /\bthe day before yesterday\b/i, resolve: (_, t) => day(addDays(t, -2)) },
  { pattern: /\byesterday\b/i, resolve: (_, t) => day(addDays(t, -1)) },
  { pattern: /\b(?:earlier )?today\b|\bthis morning\b/i, resolve: (_, t) => day(t) },
  { pattern: /\blast week\b/i, resolve: (_, t) => week(t, -1) },
  { pattern: /\bthis week\b|\bearlier this week\b/i, resolve: (_, t) => week(t, 0) },
  { pattern: /\blast month\b/i, resolve: (_, t) => month(t, -1) },
  { pattern: /\bthis month\b|\bearlier this month\b/i, resolve: (_, t) => month(t, 0) },
  { pattern: /\blast year\b/i, resolve: (_, t) => year(t, -1) },
  { pattern: /\bthis year\b/i, resolve: (_, t) => year(t, 0) },
  {
    pattern: new RegExp(`\\b(?:in the )?(?:last|past) ${EN_COUNT} days\\b`, 'i'),
    resolve: (m, t) => span(countOf(stripCount(m[1])), (n) => lastDays(t, n)),
  },
  {
    pattern: new RegExp(`\\b${EN_COUNT} days ago\\b`, 'i'),
    resolve: (m, t) => span(countOf(stripCount(m[1])), (n) => day(addDays(t, -n))),
  },
  {
    pattern: new RegExp(`\\b${EN_COUNT} weeks ago\\b`, 'i'),
    resolve: (m, t) => span(countOf(stripCount(m[1])), (n) => week(t, -n)),
  },
  {
    pattern: new RegExp(`\\b(?:in|during|back in) (${EN_MONTHS.join('|')})\\b`, 'i'),
    resolve: (m, t) => pastMonth(t, EN_MONTHS.indexOf((m[1] ?? '').toLowerCase())),
  },
  { pattern: /大前天/, resolve: (_, t) => day(addDays(t, -3)) },
  { pattern: /前天/, resolve: (_, t) => day(addDays(t, -2)) },
  { pattern: /昨天|昨晚|昨日/, resolve: (_, t) => day(addDays(t, -1)) },
  { pattern: /今天|今早|今晚|今日/, resolve: (_, t) => day(t) },
  { pattern: /上上(?:个)?(?:周|星期|礼拜)/, resolve: (_, t) => week(t, -2) },
  { pattern: /上(?:个)?(?:周|星期|礼拜)/, resolve: (_, t) => week(t, -1) },
  { pattern: /(?:这|本)(?:个)?(?:周|星期|礼拜)/, resolve: (_, t) => week(t, 0) },
  { pattern: /上个?月/, resolve: (_, t) => month(t, -1) },
  { pattern: /(?:这个|本)月/, resolve: (_, t) => month(t, 0) },
  { pattern: /去年/, resolve: (_, t) => year(t, -1) },
  { pattern: /今年/, resolve: (_, t) => year(t, 0) },
  {
    pattern: new RegExp(`(?:最近|过去|这)${ZH_COUNT}天`),
    resolve: (m, t) => span(countOf(m[1] ?? ''), (n) => lastDays(t, n)),
  },
  {
    pattern: new RegExp(`${ZH_COUNT}天前`),
    resolve: (m, t) => span(countOf(m[1] ?? ''), (n) => day(addDays(t, -n))),
  },
  {
    pattern: new RegExp(`${ZH_COUNT}(?:个)?(?:星期|周|礼拜)前`),
    resolve: (m, t) => span(countOf(m[1] ?? ''), (n) => week(t, -n)),
  },
  {
    pattern: new RegExp(`${ZH_COUNT}月(?:份)?(?![0-9一二三四五六七八九十]*[日号])`),
    resolve: (m, t) => {
      const n = countOf(m[1] ?? '');
      return n !== null && n >= 1 && n <= 12 ? pastMonth(t, n - 1) : null;
    },
  },
];

function stripCount(word: string | undefined): string {
  return (word ?? '').replace(/^a /i, '').replace(/ of$/i, '');
}

function span(count: number | null, make: (count: number) => Span): Span | null {
  return count !== null && count >= 1 && count <= 366 ? make(count) : null;
}

/** The first time phrase in `query`, resolved against `now`; the rest of it as the topic. */
export function readTimeRange(query: string, now: number): ReadTimeRange {
  const today = startOfDay(now);
  let first: { at: number; match: RegExpExecArray; span: Span } | null = null;
  for (const rule of RULES) {
    const match = rule.pattern.exec(query);
    if (!match || (first && match.index >= first.at)) continue;
    const resolved = rule.resolve(match, today);
    if (resolved) first = { at: match.index, match, span: resolved };
  }
  if (!first) return { range: null, topic: query };
  const phrase = first.match[0];
  const topic = `${query.slice(0, first.at)} ${query.slice(first.at + phrase.length)}`
    .replace(/\s+/g, ' ')
    .trim();
  return {
    range: { from: first.span.from.getTime(), to: first.span.to.getTime(), phrase },
    topic: topic === '' ? query : topic,
  };
}
