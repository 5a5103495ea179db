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
/**
 * Holidays on a fixed day of the Gregorian calendar (month 0-based): names, month, day, and
 * whether the name needs 节 to be the holiday (儿童医院, 劳动合同, 情人送的花 are no days).
 * Lunar ones (春节, 中秋) move every year and are left out rather than guessed.
 */
const FIXED_HOLIDAYS_ZH: readonly (readonly [string, number, number, boolean])[] = [
  ['五一', 4, 1, false],
  ['劳动|勞動', 4, 1, true],
  ['国庆|國慶', 9, 1, false],
  ['双十一|雙十一|双11|雙11', 10, 11, false],
  ['光棍', 10, 11, true],
  ['双十二|雙十二|双12|雙12', 11, 12, false],
  ['情人', 1, 14, true],
  ['妇女|婦女', 2, 8, true],
  ['儿童|兒童', 5, 1, true],
  ['教师|教師', 8, 10, true],
  ['万圣|萬聖', 9, 31, true],
];
/** What follows a holiday's name when it names a kind of thing (五一假期 is still the holiday). */
const HOLIDAY_NOUNS = '的|礼|禮|晚会|晚會|快乐|快樂|活动|活動|促销|促銷|大促|特惠';

/** Every Chinese holiday name these rules read, as one alternation (date-rules-zh.ts). */
export const ZH_HOLIDAY_NAMES = [
  ...FIXED_HOLIDAYS_ZH.map(([names]) => names),
  '元旦|圣诞|聖誕',
].join('|');

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
  // 五一前, 国庆之前, 双十一前: the day before; 五一, 国庆节: the day itself (not 国庆节的活动).
  ...FIXED_HOLIDAYS_ZH.map(([names, month, day, needsJie]) => ({
    pattern: new RegExp(
      `(今年的?)?(?:${names})(?:[节節]|${needsJie ? '(?!)' : '(?![节節])'})(?!${HOLIDAY_NOUNS})(之前|以前|前)?`,
      'g',
    ),
    resolve: (m: RegExpMatchArray, today: Date) => {
      const before = m[2] !== undefined;
      // 今年国庆 once it is over, or a holiday just past said bare ("国庆过完了"), is that one.
      const isOver = new Date(today.getFullYear(), month, day) < today;
      if ((m[1] !== undefined && isOver) || (!before && isJustPast(today, month, day))) return null;
      return nextOccurrence(today, month, day - (before ? 1 : 0));
    },
  })),
  // "before Halloween", "for Valentine's Day": a day only with a preposition or "Day", as Christmas.
  {
    pattern: /\b(?:(before|by|until|till|for|on|at)\s+)?(valentine['’]?s|halloween)(\s+day)?\b/gi,
    resolve: (m, today) => {
      if (m[1] === undefined && m[3] === undefined) return null; // "a Halloween costume"
      const [month, day] = m[2]?.toLowerCase().startsWith('hall') ? [9, 31] : [1, 14];
      return nextOccurrence(today, month, day - (m[1]?.toLowerCase() === 'before' ? 1 : 0));
    },
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

/** Whether this year's holiday was within the last month: "国庆七天假过完了" is that one. */
function isJustPast(today: Date, month: number, day: number): boolean {
  const thisYear = new Date(today.getFullYear(), month, day);
  const daysAgo = (today.getTime() - thisYear.getTime()) / 86_400_000;
  return daysAgo > 0 && daysAgo <= 31;
}

/** `month` (0-based) and `day` this year, or next year once this year's has passed. */
function nextOccurrence(today: Date, month: number, day: number): Date {
  const thisYear = new Date(today.getFullYear(), month, day);
  return thisYear < today ? new Date(today.getFullYear() + 1, month, day) : thisYear;
}
