import { DAY_PERIOD_PATTERN, periodClock } from './day-periods';
import { localEpoch, toClock, type ClockTime } from './timestamps';

/**
 * The stamp that opens every WhatsApp message, in its two shapes: Android
 * `12/31/21, 9:41 PM - ` and iOS `[31/12/2021, 21:41:05] `. The date is day and month in
 * either order, then a year of two or four digits, with slashes, dots or dashes between; the
 * clock has 24 hours, or 12 with AM/PM after a space, a no-break space or the narrow no-break
 * space (U+202F) of newer exports (JavaScript's `\s` matches all three). The marks (U+200E)
 * that exports put at some line starts are skipped. Anchored, with bounded repeats only, so
 * a long line costs no more than its first few characters.
 */
const STAMP =
  /^[\u200e\u200f\s]{0,4}(\[?)(\d{1,2})([./-])(\d{1,2})\3(\d{4}|\d{2}),?\s{1,2}(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?(?:\s?([AaPp])\.?\s?[Mm]\.?)?(\]\s?|\s[-–]\s)/;

/**
 * The year-first shape of phones set to Chinese or Japanese (and a few other locales):
 * `2021/12/31 21:41 - `, `[2021/12/31 21:41:05] `, `2021/12/31 下午9:41 - `, the 12-hour
 * clock with its period before the hour. Slashes only: `[2024-03-05 14:02]` is a plain
 * transcript's stamp, not this.
 */
const YEAR_FIRST_STAMP = new RegExp(
  String.raw`^[\u200e\u200f\s]{0,4}(\[?)(\d{4})\/(\d{1,2})\/(\d{1,2}),?\s{1,2}(${DAY_PERIOD_PATTERN})?\s?(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s?([AaPp])\.?\s?[Mm]\.?)?(\]\s?|\s[-–]\s)`,
);

export type WhatsAppStamp = {
  /** Characters the stamp takes at the start of the line, its separator included. */
  length: number;
  /**
   * The date's first two fields as written: which is the day only the whole file tells,
   * unless the year comes first (then month, then day).
   */
  first: number;
  second: number;
  year: number;
  isYearFirst: boolean;
  /** Null for a clock out of range (25:00, 13 PM). */
  clock: ClockTime | null;
  isTwelveHour: boolean;
};

export type DateOrder = 'day-first' | 'month-first';

function readDayMonthStamp(line: string): WhatsAppStamp | null {
  const match = STAMP.exec(line);
  if (!match) return null;
  const [whole, open, first, , second, year, hour, minute, seconds, meridiem, close] = match;
  if (!first || !second || !year || !hour || !minute || !close) return null;
  // A bracket opens the iOS shape, which closes with one; Android's has neither.
  if ((open === '[') !== close.startsWith(']')) return null;
  return {
    length: whole.length,
    first: Number(first),
    second: Number(second),
    year: year.length === 2 ? 2000 + Number(year) : Number(year),
    isYearFirst: false,
    clock: toClock(hour, minute, seconds, meridiem),
    isTwelveHour: meridiem !== undefined,
  };
}

function yearFirstClock(
  hour: string,
  minute: string,
  seconds: string | undefined,
  period: string | undefined,
  meridiem: string | undefined,
): ClockTime | null {
  if (period === undefined) return toClock(hour, minute, seconds, meridiem);
  // A period and an AM/PM both is no clock a phone writes.
  return meridiem === undefined ? periodClock(period, hour, minute, seconds) : null;
}

function readYearFirstStamp(line: string): WhatsAppStamp | null {
  const match = YEAR_FIRST_STAMP.exec(line);
  if (!match) return null;
  const [whole, open, year, month, day, period, hour, minute, seconds, meridiem, close] = match;
  if (!year || !month || !day || !hour || !minute || !close) return null;
  if ((open === '[') !== close.startsWith(']')) return null;
  return {
    length: whole.length,
    first: Number(month),
    second: Number(day),
    year: Number(year),
    isYearFirst: true,
    clock: yearFirstClock(hour, minute, seconds, period, meridiem),
    isTwelveHour: period !== undefined || meridiem !== undefined,
  };
}

export function readWhatsAppStamp(line: string): WhatsAppStamp | null {
  return readDayMonthStamp(line) ?? readYearFirstStamp(line);
}

/**
 * Day and month order, decided once for the whole file, since an export writes every date
 * in its phone's one locale:
 * 1. a first field over 12 can only be a day, so the file is day-first;
 * 2. else a second field over 12 can only be a day, so it is month-first;
 * 3. else the file never says, and its clock decides: AM/PM clocks come mostly from US
 *    phones, which write month-first; 24-hour clocks from most of the rest, day-first.
 * Year-first stamps say their order themselves and take no part.
 */
export function chooseDateOrder(stamps: readonly WhatsAppStamp[]): DateOrder {
  const open = stamps.filter((stamp) => !stamp.isYearFirst);
  if (open.some((stamp) => stamp.first > 12)) return 'day-first';
  if (open.some((stamp) => stamp.second > 12)) return 'month-first';
  return open.some((stamp) => stamp.isTwelveHour) ? 'month-first' : 'day-first';
}

/** Epoch ms of the stamp's local wall-clock time; null for a date or clock out of range. */
export function stampEpoch(stamp: WhatsAppStamp, order: DateOrder): number | null {
  if (stamp.clock === null) return null;
  const isDayFirst = order === 'day-first' && !stamp.isYearFirst;
  const day = isDayFirst ? stamp.first : stamp.second;
  const month = isDayFirst ? stamp.second : stamp.first;
  return localEpoch({ year: stamp.year, month, day }, stamp.clock);
}
