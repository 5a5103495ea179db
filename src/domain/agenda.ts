import { addDays, mondayOf, startOfDay } from './capture/local-calendar';
import { isOverdue } from './capture/overdue';
import { isSnoozed, snoozedUntilOf, type ProspectiveItem } from './item';

/** The agenda's groups, in the order shown. */
export const AGENDA_GROUPS = ['overdue', 'today', 'week', 'later'] as const;
export type AgendaGroup = (typeof AGENDA_GROUPS)[number];
export type Agenda = Record<AgendaGroup, ProspectiveItem[]>;

/**
 * What is due, by when: items still to do (open or referenced, not archived) with a due
 * date, grouped as overdue, due today, due later this week (to Sunday: weeks run Monday to
 * Sunday), and later, each soonest first. A due date at midnight names its whole day, so it
 * is "today" until that day is over (overdue.ts). An item snoozed past `now` is left out
 * until its snooze ends.
 */
export function groupAgenda(items: readonly ProspectiveItem[], now: number): Agenda {
  const agenda: Agenda = { overdue: [], today: [], week: [], later: [] };
  const today = startOfDay(now);
  const tomorrow = addDays(today, 1).getTime();
  const nextMonday = mondayOf(today, 1).getTime();
  for (const item of items) {
    const { dueAt, status } = item;
    if (dueAt === null || item.archivedAt !== null) continue;
    if (status !== 'open' && status !== 'referenced') continue;
    if (isSnoozed(item, now)) continue;
    const group: AgendaGroup = isOverdue(dueAt, status, now)
      ? 'overdue'
      : dueAt < tomorrow
        ? 'today'
        : dueAt < nextMonday
          ? 'week'
          : 'later';
    agenda[group].push(item);
  }
  for (const group of AGENDA_GROUPS) {
    agenda[group].sort((a, b) => (a.dueAt ?? 0) - (b.dueAt ?? 0) || a.id.localeCompare(b.id));
  }
  return agenda;
}

/** When the earliest snooze still running at `now` ends (the agenda changes then); null if none. */
export function nextSnoozeEnd(items: readonly ProspectiveItem[], now: number): number | null {
  let next: number | null = null;
  for (const item of items) {
    const until = snoozedUntilOf(item);
    if (until !== null && until > now && (next === null || until < next)) next = until;
  }
  return next;
}
