/**
 * Times written in transcripts. A time without a zone is read as local time, the zone the
 * person is in when importing: chat apps print their owner's wall clock, and nothing in such
 * a file says which zone that was.
 */

export type CalendarDate = { year: number; month: number; day: number };
export type ClockTime = { hour: number; minute: number; second: number };

/** Epoch ms of a local wall-clock time; null when a field is out of range (Feb 30, 25:00). */
export function localEpoch(date: CalendarDate, time: ClockTime): number | null {
  const { year, month, day } = date;
  const { hour, minute, second } = time;
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const at = new Date(year, month - 1, day, hour, minute, second);
  return at.getMonth() === month - 1 && at.getDate() === day ? at.getTime() : null;
}

const ISO_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?\s*(Z|[+-]\d{2}:?\d{2})?$/;

/** `2024-03-05T14:02:11.123456Z`, `…+08:00`, or without a zone (then local); null otherwise. */
export function readIsoTime(value: unknown): number | null {
  if (typeof value !== 'string' || value.length > 40) return null;
  const match = ISO_TIME.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  const date = { year: Number(year), month: Number(month), day: Number(day) };
  const time = { hour: Number(hour), minute: Number(minute), second: Number(second ?? 0) };
  const local = localEpoch(date, time);
  if (local === null) return null;
  const millis = fraction ? Math.floor(Number(`0.${fraction}`) * 1000) : 0;
  if (zone === undefined) return local + millis;
  const utc = Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute, time.second);
  return utc + millis - zoneOffsetMs(zone);
}

function zoneOffsetMs(zone: string): number {
  if (zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
}

/** `2024-03-05`, `2024/3/5`, `2024.3.5`, `2024年3月5日` */
export const DATE_PATTERN = String.raw`(\d{4})\s?[-/.年]\s?(\d{1,2})\s?[-/.月]\s?(\d{1,2})日?`;
/** `14:02`, `14:02:11`, `2:02 PM`, `14:02:11.123` */
export const TIME_PATTERN = String.raw`(\d{1,2}):(\d{2})(?::(\d{2}))?(?:[.,]\d{1,6})?(?:\s?([AaPp])\.?[Mm]\.?)?`;

export function toDate(year: string, month: string, day: string): CalendarDate {
  return { year: Number(year), month: Number(month), day: Number(day) };
}

/** A clock time from the groups of TIME_PATTERN; null for 13 PM or 25:00. */
export function toClock(
  hour: string,
  minute: string,
  second: string | undefined,
  meridiem: string | undefined,
): ClockTime | null {
  let hours = Number(hour);
  if (meridiem !== undefined) {
    if (hours < 1 || hours > 12) return null;
    const isAfternoon = meridiem.toLowerCase() === 'p';
    hours = (hours % 12) + (isAfternoon ? 12 : 0);
  }
  const clock = { hour: hours, minute: Number(minute), second: Number(second ?? 0) };
  return clock.hour > 23 || clock.minute > 59 || clock.second > 59 ? null : clock;
}
