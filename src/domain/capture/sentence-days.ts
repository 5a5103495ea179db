import type { BoardEntry, WrittenMessage } from './capture-decisions';
import { dueDateOf } from './due-date';
import { addDays, startOfDay } from './local-calendar';
import { narratesThePast } from './past-narration';

/* The days a sentence names, as the message reading (message-reading.ts) weighs them. */

/** Whether the sentence names any day the due-date reader finds (today or later). */
export function hasDate(sentence: string, message: WrittenMessage): boolean {
  return dueDateOf(sentence, message.saidAt) !== null;
}

/** A date after the day of writing: "今天交了" tells of today, "booked for the 20th" of a day ahead. */
export function namesADayToCome(sentence: string, message: WrittenMessage): boolean {
  const due = dueDateOf(sentence, message.saidAt);
  return due !== null && due >= addDays(startOfDay(message.saidAt), 1).getTime();
}

/** A day to come that is not the plan's own due day, in a sentence that tells of no past. */
export function givesAnotherDay(
  sentence: string,
  message: WrittenMessage,
  item: BoardEntry,
): boolean {
  if (!namesADayToCome(sentence, message) || narratesThePast(sentence)) return false;
  if (tellsTheCalendar(sentence)) return false;
  const due = dueDateOf(sentence, message.saidAt);
  return item.dueAt === null || due === null || !isSameDay(due, item.dueAt);
}

function isSameDay(a: number, b: number): boolean {
  return startOfDay(a).getTime() === startOfDay(b).getTime();
}

/** How the calendar falls ("Christmas falls on a Friday", 今年双十一正好是周四): no one's plan. */
export function tellsTheCalendar(sentence: string): boolean {
  return CALENDAR_FACT.test(sentence);
}

const CALENDAR_FACT =
  /\b(?:falls?|fell) on\b|\bon an? (?:mon|tues|wednes|thurs|fri|satur|sun)day\b|(?:正好|刚好|恰好|刚巧|落在)(?:是)?(?:周|星期|礼拜)[一二三四五六日天]/i;
