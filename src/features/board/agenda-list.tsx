import { useTranslation } from 'react-i18next';

import { AGENDA_GROUPS, groupAgenda, nextSnoozeEnd } from '../../domain/agenda';
import type { ProspectiveItem } from '../../domain/item';
import { BoardCard } from './board-card';
import { DueNotificationOffer } from './due-notification-offer';
import { useNowUntil } from './use-now-until';

/**
 * What is due, by when: overdue, today, later this week, later. Each card opens the item's
 * panel as on the board, and offers reschedule and snooze; a snoozed item is left out until
 * its snooze ends, and comes back then without a reload. Empty groups are left out.
 * Notifications are offered here, where due dates are read.
 */
export function AgendaList({ items }: { items: readonly ProspectiveItem[] }) {
  const { t } = useTranslation('board');
  const now = useNowUntil(nextSnoozeEnd(items, Date.now()));
  const agenda = groupAgenda(items, now);
  const isEmpty = AGENDA_GROUPS.every((group) => agenda[group].length === 0);
  return (
    <section className="agenda-list" aria-label={t('agenda.title')} data-testid="agenda">
      <h2>{t('agenda.title')}</h2>
      <DueNotificationOffer />
      {isEmpty && <p className="hint">{t('agenda.empty')}</p>}
      {AGENDA_GROUPS.map((group) =>
        agenda[group].length === 0 ? null : (
          <section key={group} aria-label={t(`agenda.${group}`)} data-testid={`agenda-${group}`}>
            <h3>{t(`agenda.${group}`)}</h3>
            {agenda[group].map((item) => (
              <BoardCard key={item.id} item={item} isStatic hasSchedule />
            ))}
          </section>
        ),
      )}
    </section>
  );
}
