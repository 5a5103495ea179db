import { useTranslation } from 'react-i18next';

import { byNewestSaid } from '../../domain/board-filter';
import type { ProspectiveItem } from '../../domain/item';
import { BoardCard } from './board-card';

/** The user's archive: items they put away, which they can open, restore or delete forever. */
export function ArchivedList({ items }: { items: ProspectiveItem[] }) {
  const { t } = useTranslation('board');
  const sorted = [...items].sort(byNewestSaid);
  return (
    <section className="archived-list" aria-label={t('archivedTitle')} data-testid="archived-list">
      <h2>{t('archivedTitle')}</h2>
      {sorted.length === 0 && <p>{t('archivedEmpty')}</p>}
      {sorted.map((item) => (
        <BoardCard key={item.id} item={item} isStatic />
      ))}
    </section>
  );
}
