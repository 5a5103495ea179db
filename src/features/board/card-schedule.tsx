import { useTranslation } from 'react-i18next';

import { isSnoozed, type ProspectiveItem } from '../../domain/item';
import { setScheduleOpen, useBoardStore } from '../../stores/board-store';
import { snoozeCard } from './schedule-actions';
import { ScheduleMenu } from './schedule-menu';
import './board-extra.css';
import { snoozeEndAhead, useNowUntil } from './use-now-until';

/**
 * The buttons under a card: un-snooze (while it is snoozed) and the reschedule-and-snooze
 * choices. They sit beside the card, not inside it: the card is one button, and a button
 * inside a button is neither reachable by screen readers nor valid.
 */
export function CardSchedule({ item }: { item: ProspectiveItem }) {
  const { t } = useTranslation('board');
  const isOpen = useBoardStore((state) => state.scheduleOpenId === item.id);
  const menuId = `schedule-menu-${item.id}`;
  const now = useNowUntil(snoozeEndAhead(item));
  return (
    <div className="card-schedule">
      <div className="card-schedule-buttons">
        {isSnoozed(item, now) && (
          <button type="button" onClick={() => void snoozeCard(item, null)}>
            {t('schedule.unsnooze')}
          </button>
        )}
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={isOpen ? menuId : undefined}
          aria-label={t('schedule.toggleLabel', { content: item.content })}
          onClick={() => setScheduleOpen(isOpen ? null : item.id)}
        >
          {t('schedule.toggle')}
        </button>
      </div>
      {isOpen && (
        <div id={menuId}>
          <ScheduleMenu item={item} />
        </div>
      )}
    </div>
  );
}
