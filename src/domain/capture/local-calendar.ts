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

/** The weekend's Saturday; on a Sunday "this weekend" is still today. */
export function saturdayOf(day: Date, weeks: number): Date {
  if (weeks === 0 && day.getDay() === 0) return day;
  return addDays(mondayOf(day, weeks), 5);
}
