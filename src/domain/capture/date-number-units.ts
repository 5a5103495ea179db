/**
 * A number and its Chinese date unit written apart, as mixed writing often has them ("15 号之前",
 * "3 月 25 号", "晚上 8 点半"), joined so the Chinese rules and chrono read them as one
 * ("15号之前"). The joined text has the same length (the spaces taken out go before the joined
 * words), and `toOriginal` maps what was found in it back onto the text as written, so callers
 * slice their own text (change-text.ts cuts dates out of it; due-date-change.ts reads the words
 * before a date).
 */

/** A unit of time after a number; 月 only as a month (not 2 月饼, two mooncakes). */
const UNIT = '(?:月(?=\\s*\\d|[底初中末份上下]|[^\\p{sc=Han}]|$)|[年号號日点點时時分])';
/** A month or year named before the number: "下个月 5 号", "明年 3 月". */
const NAMED_BEFORE = '(?:(?:下下|下|这|這|本)(?:个|個)?月|(?:今|明|后|後)年)\\s*';
/** "3 月 25 号", "10 点 30 分": numbers each followed by a unit, at least one space between. */
const SPACED_NUMBER_UNITS = new RegExp(
  `(?:${NAMED_BEFORE})?(?<!\\d)\\d{1,4}(?:\\s*${UNIT}\\s*\\d{1,4})*\\s*${UNIT}(?:\\s*\\d{1,4}\\s*${UNIT})*`,
  'gu',
);

export type JoinedText = {
  text: string;
  /** A span of the joined text, as offsets into the text as written. */
  toOriginal: <T extends { index: number; end: number }>(span: T) => T;
};

export function joinNumberUnits(text: string): JoinedText {
  // Where a character of a joined span was written; every other one stands where it was.
  const origin = new Map<number, number>();
  const joined = text.replace(SPACED_NUMBER_UNITS, (span: string, start: number) => {
    if (!/\s/u.test(span)) return span;
    // By UTF-16 index, as every offset is.
    const kept: number[] = [];
    for (let i = 0; i < span.length; i += 1) if (!/\s/u.test(span.charAt(i))) kept.push(start + i);
    const padding = span.length - kept.length;
    kept.forEach((at, i) => origin.set(start + padding + i, at));
    for (let i = 0; i < padding; i += 1) origin.set(start + i, kept[0] ?? start);
    return ' '.repeat(padding) + span.replace(/\s+/gu, '');
  });
  return {
    text: joined,
    toOriginal: (span) => ({
      ...span,
      index: origin.get(span.index) ?? span.index,
      end: span.end === 0 ? 0 : (origin.get(span.end - 1) ?? span.end - 1) + 1,
    }),
  };
}
