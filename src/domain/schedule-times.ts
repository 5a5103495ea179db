import { addDays, mondayOf, startOfDay } from './capture/local-calendar';

/** The quick choices offered to reschedule or snooze an item ("pick a date" is the fourth). */
export const SCHEDULE_CHOICES = ['later-today', 'tomorrow', 'next-week'] as const;
export type ScheduleChoice = (typeof SCHEDULE_CHOICES)[number];

const HOUR_MS = 60 * 60 * 1000;
/** A working morning: when "tomorrow" and "next week" begin. */
const MORNING_HOUR = 9;
/** "Later today" is far enough to be out of mind, near enough to come back the same day. */
const LATER_TODAY_HOURS = 3;

function morningOf(day: Date): number {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), MORNING_HOUR).getTime();
}

/**
 * The time each choice names, in local time, read at `now`:
 * - later today: three hours from now, to the minute (late in the evening it runs past
 *   midnight: a snooze then ends in the small hours, which a person asking at 23:00 expects
 *   sooner than the next morning);
 * - tomorrow: 9:00 on the next calendar day;
 * - next week: 9:00 on the Monday of the next week (weeks run Monday to Sunday, so on a
 *   Sunday that is the next day, and on a Monday a week later).
 */
export function scheduleTime(choice: ScheduleChoice, now: number): number {
  switch (choice) {
    case 'later-today':
      return now + LATER_TODAY_HOURS * HOUR_MS;
    case 'tomorrow':
      return morningOf(addDays(startOfDay(now), 1));
    case 'next-week':
      return morningOf(mondayOf(startOfDay(now), 1));
  }
}
