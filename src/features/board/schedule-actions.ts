import i18next from 'i18next';

import { reportInfo, runUserAction } from '../../components/report';
import { getDb } from '../../db/database';
import { rescheduleItem, snoozeItem } from '../../db/items-repo';
import { snoozedUntilOf, type ProspectiveItem } from '../../domain/item';
import { setScheduleOpen, setScheduleUndo, useBoardStore } from '../../stores/board-store';

/** Gives the item another due date; the change can be undone from the board's undo bar. */
export async function rescheduleCard(item: ProspectiveItem, dueAt: number | null): Promise<void> {
  const done = await runUserAction(() => rescheduleItem(getDb(), item.id, dueAt, Date.now()));
  if (!done) return;
  setScheduleOpen(null);
  const { id: itemId, content } = item;
  setScheduleUndo({ itemId, content, kind: 'due', previous: item.dueAt, next: dueAt });
}

/** Snoozes (a time) or un-snoozes (null) the item; undoable as a reschedule is. */
export async function snoozeCard(item: ProspectiveItem, until: number | null): Promise<void> {
  const done = await runUserAction(() => snoozeItem(getDb(), item.id, until, Date.now()));
  if (!done) return;
  setScheduleOpen(null);
  const { id: itemId, content } = item;
  const previous = snoozedUntilOf(item);
  setScheduleUndo({ itemId, content, kind: 'snooze', previous, next: until });
}

/**
 * Gives the item back the time it had. Recorded as a change of its own, so the history
 * shows the choice and its undoing rather than losing either.
 */
export async function undoSchedule(): Promise<void> {
  const undo = useBoardStore.getState().scheduleUndo;
  if (!undo) return;
  const db = getDb();
  const change = undo.kind === 'due' ? rescheduleItem : snoozeItem;
  const done = await runUserAction(() => change(db, undo.itemId, undo.previous, Date.now()));
  if (!done) return;
  setScheduleUndo(null);
  reportInfo(i18next.t('board:schedule.undone'));
}
