import type { DateRule } from './date-rule';

/**
 * Christmas and the new year, which chrono-node does not read, in English and Chinese.
 *
 * - "before Christmas" / 圣诞节前 is the 24th: the day itself is for the holiday; "by",
 *   "for", "on", "at" Christmas and 圣诞节 are the 25th. Eve → 24 December.
 * - "before the New Year" / 元旦前 is 31 December; New Year's Day and 元旦 are 1 January.
 * - The next such day that is not past: said on 27 December, "before Christmas" is next year's.
 * - A holiday's name before a noun names a kind of thing, not a day ("a Christmas tree",
 *   圣诞礼物, 元旦晚会): without a preposition, Eve or Day, English reads no date.
 */
export const HOLIDAY_RULES: readonly DateRule[] = [
  {
    pattern:
      /\b(?:(before|by|until|till|for|on|at|this)\s+)?(?:christmas|xmas)(?:\s+(eve|day))?\b(?:\s*(之前|以前|前))?/gi,
    // "Christmas 前" in mixed writing is "before Christmas".
    resolve: (m, today) =>
      christmas(today, m[3] === undefined ? m[1]?.toLowerCase() : 'before', m[2]?.toLowerCase()),
  },
  {
    pattern:
      /\b(?:(before|by|until|till|on|at)\s+)?(?:the\s+)?new\s+year(?:['’]?s)?(?:\s+(eve|day))?\b/gi,
    resolve: (m, today) => newYear(today, m[1]?.toLowerCase(), m[2]?.toLowerCase()),
  },
  { pattern: /(?:圣诞|聖誕)(?:节|節)?(?:之前|以前|前)|平安夜/g, resolve: christmasEve },
  {
    pattern:
      /(?:圣诞|聖誕)(?:节|節)(?!礼|禮|树|樹|卡|晚会|晚會|派对|派對|老人|装饰|裝飾|快乐|快樂|歌)/g,
    resolve: (_, today) => nextOccurrence(today, 11, 25),
  },
  {
    pattern: /元旦(?:之前|以前|前)/g,
    resolve: (_, today) => nextOccurrence(today, 11, 31),
  },
  {
    pattern: /元旦(?!晚会|晚會|快乐|快樂)/g,
    resolve: (_, today) => nextOccurrence(today, 0, 1),
  },
];

function christmas(today: Date, preposition: string | undefined, part: string | undefined) {
  if (preposition === undefined && part === undefined) return null; // "a Christmas tree"
  const day = (part === 'eve' ? 24 : 25) - (preposition === 'before' ? 1 : 0);
  return nextOccurrence(today, 11, day);
}

function newYear(today: Date, preposition: string | undefined, part: string | undefined) {
  if (preposition === undefined && part === undefined) return null; // "happy new year"
  if (part === 'eve') return nextOccurrence(today, 11, preposition === 'before' ? 30 : 31);
  const isTheDayItself = part === 'day' || preposition === 'on' || preposition === 'at';
  return isTheDayItself && preposition !== 'before'
    ? nextOccurrence(today, 0, 1)
    : nextOccurrence(today, 11, 31);
}

function christmasEve(_: RegExpMatchArray, today: Date): Date {
  return nextOccurrence(today, 11, 24);
}

/** `month` (0-based) and `day` this year, or next year once this year's has passed. */
function nextOccurrence(today: Date, month: number, day: number): Date {
  const thisYear = new Date(today.getFullYear(), month, day);
  return thisYear < today ? new Date(today.getFullYear() + 1, month, day) : thisYear;
}
