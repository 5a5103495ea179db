import type { ItemStatus } from '../item';
import { addDays, startOfDay } from './local-calendar';

/**
 * Whether an item is overdue at `now`: still to do (open or referenced) and past its due
 * date. A due date at local midnight names a whole day ("tomorrow", "月底", a date without
 * a time): it is overdue only once that day is over, not from its first minute.
 */
export function isOverdue(dueAt: number, status: ItemStatus, now: number): boolean {
  if (status !== 'open' && status !== 'referenced') return false;
  const day = startOfDay(dueAt);
  const deadline = day.getTime() === dueAt ? addDays(day, 1).getTime() : dueAt;
  return now >= deadline;
}
