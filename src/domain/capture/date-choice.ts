import type { Found } from './due-date';

/**
 * Which of a sentence's time expressions (in reading order) is its due day. The first, as a
 * rule — except where a later one says more:
 * - a month alone is the vaguest reading: "Rent for September is due tomorrow" is due
 *   tomorrow; a day of the month after it is that day of that month ("in March, the 14th at
 *   the latest" is 14 March);
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
