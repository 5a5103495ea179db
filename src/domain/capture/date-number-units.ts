/**
 * A number and its Chinese date unit written apart, as mixed writing often has them ("15 号之前",
 * "3 月 25 号", "晚上 8 点半"), joined so the Chinese rules and chrono read them as one
 * ("15号之前"). The same length: the spaces taken out go before the joined words, so every
 * offset outside them, and where each ends, stays where it was (change-text.ts cuts dates out
 * by offset).
 */
/** A unit of time after a number; 月 only as a month (not 2 月饼, two mooncakes). */
const UNIT = '(?:月(?=\\s*\\d|[底初中末份上下]|[^\\p{sc=Han}]|$)|[年号號日点點时時分])';
const SPACED_NUMBER_UNITS = new RegExp(
  `\\d{1,4}(?:\\s*${UNIT}(?:\\s*\\d{1,4})?)*\\s+${UNIT}(?:\\s*\\d{1,4}(?:\\s*${UNIT})?)*`,
  'gu',
);

export function withNumberUnitsJoined(text: string): string {
  return text.replace(SPACED_NUMBER_UNITS, (span) => {
    const joined = span.replace(/\s+/gu, '');
    return ' '.repeat(span.length - joined.length) + joined;
  });
}
