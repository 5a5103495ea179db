import type { DateRule } from './date-rule';
import { addDays, lastDayOfPeriod, type Period } from './local-calendar';

/**
 * English time expressions chrono-node misses or misreads; see due-date.ts for how they are
 * combined. A named period is due on its last day (local-calendar.ts, lastDayOfPeriod).
 */
export const EN_RULES: readonly DateRule[] = [
  // chrono reads only "tomorrow".
  { pattern: /\b(?:the )?day after tomorrow\b/gi, resolve: (_, today) => addDays(today, 2) },
  // chrono reads "the week" / "the year" as a week or a year from now.
  {
    pattern: /\bend of (?:(the|this|next) )?week\b/gi,
    resolve: (m, today) => lastDayOfPeriod('week', today, offsetOf(m[1])),
  },
  {
    pattern: /\b(?:end of (?:(the|this|next) )?year|year[- ]end)\b/gi,
    resolve: (m, today) => lastDayOfPeriod('year', today, offsetOf(m[1])),
  },
  // "at the end of the day" is an idiom ("all things considered"), not a deadline.
  { pattern: /(?<!\bat the )\b(?:end of (?:the )?day|EOD)\b/gi, resolve: (_, today) => today },
  // chrono reads "next month" as its first day and "this weekend" on a Sunday as the next one.
  {
    pattern: /\b(this|next) (week|month|year)\b/gi,
    resolve: (m, today) => lastDayOfPeriod(periodOf(m[2]), today, offsetOf(m[1])),
  },
  {
    pattern: /(?<!\b(?:last|past) )\b(?:(this|next) )?weekend\b/gi,
    resolve: (m, today) => lastDayOfPeriod('weekend', today, offsetOf(m[1])),
  },
];

/** "next" is one period ahead; "this", "the" or nothing the current one. */
function offsetOf(near: string | undefined): number {
  return near?.toLowerCase() === 'next' ? 1 : 0;
}

function periodOf(unit: string | undefined): Period {
  const lower = unit?.toLowerCase();
  return lower === 'week' || lower === 'month' ? lower : 'year';
}
