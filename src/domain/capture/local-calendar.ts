/** Local calendar days: Dates at local midnight, weeks Monday to Sunday. */

export function startOfDay(at: number): Date {
  const date = new Date(at);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function addDays(day: Date, days: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + days);
}

/** The same day `months` later, or that month's last day (31 January + 1 → 28 February). */
export function addMonths(day: Date, months: number): Date {
  const last = lastDayOfMonth(day.getFullYear(), day.getMonth() + months).getDate();
  return new Date(day.getFullYear(), day.getMonth() + months, Math.min(day.getDate(), last));
}

export function lastDayOfMonth(year: number, month: number): Date {
  return new Date(year, month + 1, 0);
}

/** Weeks run Monday to Sunday, as in China and ISO 8601. */
export function mondayOf(day: Date, weeks: number): Date {
  return addDays(day, 7 * weeks - ((day.getDay() + 6) % 7));
}

export function sundayOf(day: Date, weeks: number): Date {
  return addDays(mondayOf(day, weeks), 6);
}

/** A span of the calendar a person can name as a deadline: "next month", 下周, "this weekend". */
export type Period = 'week' | 'weekend' | 'month' | 'year';

/**
 * The last day of the period `offset` periods from the one holding `today` (0: this one,
 * 1: the next). Said as a due date, a period is met by doing the thing on any of its days,
 * so it falls due on its last: a weekend ends on Sunday, a week runs Monday to Sunday.
 */
export function lastDayOfPeriod(period: Period, today: Date, offset: number): Date {
  if (period === 'week' || period === 'weekend') return sundayOf(today, offset);
  if (period === 'month') return lastDayOfMonth(today.getFullYear(), today.getMonth() + offset);
  return new Date(today.getFullYear() + offset, 11, 31);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Epoch ms as a `datetime-local` input's value ("2026-11-20T09:30"), in local time. */
export function toLocalInputValue(at: number): string {
  const date = new Date(at);
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A `datetime-local` value as local epoch ms; null when it is not a real day and time. */
export function fromLocalInputValue(value: string): number | null {
  const parts = LOCAL_INPUT.exec(value.trim())?.slice(1).map(Number);
  if (parts === undefined) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = parts;
  const date = new Date(year, month - 1, day, hour, minute);
  const isReal =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hour &&
    date.getMinutes() === minute;
  return isReal ? date.getTime() : null;
}

/** The `day`th of `month` (0-based; 12 is next January), or null when that month has none. */
export function existingDay(year: number, month: number, day: number | null): Date | null {
  if (day === null || day < 1) return null;
  const date = new Date(year, month, day);
  return date.getDate() === day ? date : null; // no 31st in November
}

/**
 * The next `day`th of a month on or after `today`: this month's when it has not passed,
 * otherwise the next month that has one ("the 31st" said on 11 November is 31 December).
 */
export function nextDayOfMonth(today: Date, day: number | null): Date | null {
  for (let months = 0; months < 3; months += 1) {
    const date = existingDay(today.getFullYear(), today.getMonth() + months, day);
    if (date !== null && date >= today) return date;
  }
  return null;
}

/** The English month names, January first (a month's 0-based index is its position). */
export const EN_MONTHS: readonly string[] = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
