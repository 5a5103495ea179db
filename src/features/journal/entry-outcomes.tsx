import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

import { ItemTypeBadge } from '../../components/item-type-badge';
import type { ProspectiveItem } from '../../domain/item';
import { openItem } from './open-item';

/**
 * What became of an entry: each item filed from it, with where it stands now, as a button
 * that opens it on the board. The same items are marked in the entry's text.
 */
export function EntryOutcomes({ items }: { items: readonly ProspectiveItem[] }) {
  const { t } = useTranslation(['journal', 'common']);
  if (items.length === 0) return null;
  return (
    <ul className="entry-outcomes" aria-label={t('outcomes.label')}>
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className="entry-outcome"
            style={{ '--edge': `var(--${item.type})` } as CSSProperties}
            data-testid="entry-outcome"
            aria-label={t('outcomes.open', {
              type: t(`common:type.${item.type}`),
              content: item.content,
              status: t(`common:status.${item.status}`),
            })}
            onClick={() => openItem(item.id)}
          >
            <ItemTypeBadge type={item.type} />
            <span className="entry-outcome-text">{item.content}</span>
            <span className="entry-outcome-status">{t(`common:status.${item.status}`)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
