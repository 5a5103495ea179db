import type { Found } from './due-date';

/**
 * Which of a sentence's time expressions (in reading order) is its due day. The first, as a
 * rule — except where a later one says more:
 * - a month alone is the vaguest reading: "Rent for September is due tomorrow" is due
 *   tomorrow, "in March, the 14th at the latest" on the 14th;
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
    if (exact) return exact;
  }
  if (isTodayRuledOut(first, text, today)) {
    const later = found.find((date) => date.day.getTime() > today.getTime() && !date.isTimeOnly);
    if (later) return later;
  }
  return first;
}

/** A clause that says today will not do: closed, too late, no time, not today. */
const RULED_OUT =
  /不|没|關門|关门|来不及|來不及|赶不上|趕不上|\b(?:can'?t|cannot|won'?t|no good|not|closed|no time|too late|out of time)\b|n't\b/i;
const CLAUSE_END = /[,，。.;；!！?？]/;
const CLAUSE_ENDS = new RegExp(CLAUSE_END.source, 'g');

function isTodayRuledOut(date: Found, text: string, today: Date): boolean {
  if (date.day.getTime() !== today.getTime() || date.exactAt !== null) return false;
  return RULED_OUT.test(clauseAround(text, date.index));
}

/** The clause that holds the character at `at`: between the punctuation either side of it. */
function clauseAround(text: string, at: number): string {
  const before = text.slice(0, at);
  const start = Math.max(...[...before.matchAll(CLAUSE_ENDS)].map((end) => end.index + 1), 0);
  const after = text.slice(at).search(CLAUSE_END);
  return text.slice(start, after < 0 ? text.length : at + after);
}
