import { useTranslation } from 'react-i18next';

import { formatTime } from '../../components/format';
import { isSnoozed, snoozedUntilOf, type ProspectiveItem } from '../../domain/item';
import { snoozeCard } from './schedule-actions';
import { ScheduleMenu } from './schedule-menu';

/** The item panel's reschedule and snooze choices, and its snooze while one runs. */
export function PanelSchedule({ item }: { item: ProspectiveItem }) {
  const { t, i18n } = useTranslation('board');
  const now = Date.now();
  const headingId = `panel-schedule-${item.id}`;
  return (
    <section className="panel-schedule" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('schedule.title')}</h3>
      {isSnoozed(item, now) && (
        <p className="panel-snoozed">
          {t('schedule.snoozedUntil', {
            time: formatTime(snoozedUntilOf(item) ?? now, i18n.language),
          })}{' '}
          <button type="button" onClick={() => void snoozeCard(item, null)}>
            {t('schedule.unsnooze')}
          </button>
        </p>
      )}
      <ScheduleMenu item={item} />
    </section>
  );
}
