import { useTranslation } from 'react-i18next';

import { formatTime } from '../../components/format';
import { setScheduleUndo, useBoardStore } from '../../stores/board-store';
import { undoSchedule } from './schedule-actions';
import './board-extra.css';

/** What the last reschedule or snooze did, with Undo, until the next one or a dismissal. */
export function ScheduleUndoBar() {
  const { t, i18n } = useTranslation('board');
  const undo = useBoardStore((state) => state.scheduleUndo);
  if (!undo) return null;
  const { content, kind, next } = undo;
  const time = next === null ? '' : formatTime(next, i18n.language);
  const key =
    kind === 'due'
      ? next === null
        ? 'schedule.dueCleared'
        : 'schedule.rescheduled'
      : next === null
        ? 'schedule.unsnoozed'
        : 'schedule.snoozed';
  return (
    <p className="undo-bar schedule-undo" role="status" data-testid="schedule-undo">
      <span>{t(key, { content, time })}</span>
      <button type="button" onClick={() => void undoSchedule()}>
        {t('schedule.undo')}
      </button>
      <button type="button" onClick={() => setScheduleUndo(null)}>
        {t('schedule.dismiss')}
      </button>
    </p>
  );
}
