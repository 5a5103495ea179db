/**
 * Whether a part of the day that chrono-node found on its own ("evening", 晚上, 夜) is a time
 * the person means, or a word naming a kind of thing: an "evening course" is taken at no
 * particular time, a "morning person" has no appointment, 夜市 is a night market, 下午茶
 * afternoon tea. Parts of the day joined to a day or an hour ("this evening", "Friday
 * night", 明早九点, 晚上8点) reach here as longer spans and are always times.
 */
export function isPartOfDayTime(spanned: string, text: string, at: number): boolean {
  // chrono may include the space before the word (" evening" after "parents'").
  const found = spanned.trim();
  const index = at + spanned.length - spanned.trimStart().length;
  const before = text.slice(Math.max(0, index - 24), index);
  const after = text.slice(index + found.length, index + found.length + 12);
  if (EN_BARE.test(found)) return EN_TIME_BEFORE.test(before) && !EN_THING_AFTER.test(after);
  if (found === '夜') return ZH_NIGHT_AFTER.test(after);
  if (ZH_BARE.test(found)) return !ZH_EVERY_BEFORE.test(before) && !ZH_THING_AFTER.test(after);
  return true;
}

/**
 * "this morning" / "this afternoon" is today even once that part of the day has begun;
 * chrono, told to read forward, moves it to tomorrow.
 */
export function isThisMorningOrAfternoon(found: string): boolean {
  return /^this (?:morning|afternoon)$/i.test(found);
}

const EN_BARE = /^(?:morning|afternoon|evening|night)$/i;
/** English says a part of the day as a time with a preposition: "in the evening", "at night". */
const EN_TIME_BEFORE =
  /\b(?:in|during|at|by|until|till|before|through)\s+(?:the\s+)?(?:(?:early|late)\s+)?$/i;
/** Nouns a part of the day describes; "in the evening class" is still a class. */
const EN_THING_AFTER =
  /^\s+(?:class|classes|course|courses|school|shift|shifts|person|people|routine|news|paper|service|prayers?|walk|run|jog|show|session|lecture|seminar|program|programme|train|flight|bus|market|tea|coffee|meeting|standup|sun|light|sky|owl|club|wear|dress|job|crew|staff|mass|edition|rush|commute|sickness)\b/i;

const ZH_BARE = /^(?:早上|早晨|清晨|上午|中午|下午|傍晚|晚上|晚间|晚間|夜里|夜裡|凌晨)$/;
/** 每天早上, 天天晚上: a habit, not a date. */
const ZH_EVERY_BEFORE = /(?:每天|每日|每个|每個|每|天天)$/;
/**
 * 下午茶 (afternoon tea), 晚上好 (good evening), 中午饭 (lunch), 晚上的课程 (the evening
 * course), 上午的会 (the morning meeting). 会 alone is "will" (晚上会去), and 好好 "well".
 */
const ZH_THING_AFTER =
  /^(?:的(?:课|課|班|会|會|节目|節目|新闻|新聞)|课|課|班|茶|报|報|场|場|新闻|新聞|节目|節目|自习|自習|饭|飯|餐|市|好(?!好))/;
/** Bare 夜 is a time only as 夜里 / 夜间 / 夜晚; otherwise it begins a noun (夜市, 夜班, 夜宵). */
const ZH_NIGHT_AFTER = /^(?:里|裡|间|間|晚)/;
