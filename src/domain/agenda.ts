import { addDays, mondayOf, startOfDay } from './capture/local-calendar';
import { isOverdue } from './capture/overdue';
import type { ProspectiveItem } from './item';

/** The agenda's groups, in the order shown. */
export const AGENDA_GROUPS = ['overdue', 'today', 'week', 'later'] as const;
export type AgendaGroup = (typeof AGENDA_GROUPS)[number];
export type Agenda = Record<AgendaGroup, ProspectiveItem[]>;

/**
 * What is due, by when: items still to do (open or referenced, not archived) with a due
 * date, grouped as overdue, due today, due later this week (to Sunday: weeks run Monday to
 * Sunday), and later, each soonest first. A due date at midnight names its whole day, so it
 * is "today" until that day is over (overdue.ts).
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
