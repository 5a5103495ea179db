import { useTranslation } from 'react-i18next';

import { AGENDA_GROUPS, groupAgenda } from '../../domain/agenda';
import type { ProspectiveItem } from '../../domain/item';
import { BoardCard } from './board-card';
import { DueNotificationOffer } from './due-notification-offer';

/**
 * What is due, by when: overdue, today, later this week, later. Each card opens the item's
 * panel as on the board; empty groups are left out. Notifications are offered here, where
 * due dates are read.
 */
export function AgendaList({ items }: { items: readonly ProspectiveItem[] }) {
  const { t } = useTranslation('board');
  const agenda = groupAgenda(items, Date.now());
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
              <BoardCard key={item.id} item={item} isStatic />
            ))}
          </section>
        ),
      )}
    </section>
  );
}
