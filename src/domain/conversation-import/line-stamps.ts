import {
  DATE_PATTERN,
  TIME_PATTERN,
  toClock,
  toDate,
  type CalendarDate,
  type ClockTime,
} from './timestamps';

const OPEN = '[[(（【]';
const CLOSE = '[\\])）】]';

/**
 * A timestamp at the start of a line, with or without a date, in brackets or not, maybe
 * followed by a dash: `[2024-03-05 14:02]`, `2024/3/5 14:02`, `14:02:11 -`. Anchored and
 * without nested repetition, so a long line costs no more than its first few characters.
 */
const STAMP_PREFIX = new RegExp(
  `^\\s*${OPEN}?\\s?(?:${DATE_PATTERN}(?:\\s?[T,]\\s?|\\s+))?${TIME_PATTERN}\\s?${CLOSE}?\\s*(?:[-–—|]\\s)?\\s*`,
);

/** A line that holds only a date (a day separator): `2024-03-05`, `—— 2024年3月5日 星期二 ——`. */
const DATE_LINE = new RegExp(
  `^[\\s\\-—–=·*]*${OPEN}?${DATE_PATTERN}${CLOSE}?(?:\\s{1,3}\\S{1,12})?[\\s\\-—–=·*]*$`,
);

export type LineStamp = {
  /** Characters the stamp takes at the start of the line. */
  length: number;
  date: CalendarDate | null;
  clock: ClockTime | null;
};

export function readStampPrefix(line: string): LineStamp | null {
  const match = STAMP_PREFIX.exec(line);
  if (!match) return null;
  const [whole, year, month, day, hour, minute, second, meridiem] = match;
  if (hour === undefined || minute === undefined) return null;
  const date =
    year !== undefined && month !== undefined && day !== undefined
      ? toDate(year, month, day)
      : null;
  return { length: whole.length, date, clock: toClock(hour, minute, second, meridiem) };
}

export function readDateLine(line: string): CalendarDate | null {
  if (line.length > 60) return null;
  const match = DATE_LINE.exec(line);
  if (!match) return null;
  const [, year, month, day] = match;
  return year !== undefined && month !== undefined && day !== undefined
    ? toDate(year, month, day)
    : null;
}

/** `[2024-03-05 14:02:11]`, `(2024/3/5 2:02 PM)`: a full date and time, alone. */
export const FULL_STAMP = `${OPEN}?${DATE_PATTERN}(?:\\s?[T,]\\s?|\\s+)${TIME_PATTERN}${CLOSE}?`;
