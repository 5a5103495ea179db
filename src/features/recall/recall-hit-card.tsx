import { useTranslation } from 'react-i18next';

import { formatDate } from '../../components/format';
import { ItemTypeBadge } from '../../components/item-type-badge';
import type { ProspectiveItem } from '../../domain/item';
import {
  closeItem,
  copyAsContext,
  insertIntoDraft,
  markReferenced,
  notNow,
} from './recall-actions';

type RecallHitCardProps = { item: ProspectiveItem; score: number };

/** One recalled item: what, when, how relevant, where it came from, and what to do with it. */
export function RecallHitCard({ item, score }: RecallHitCardProps) {
  const { t, i18n } = useTranslation(['recall', 'common']);
  return (
    <li className="recall-hit" data-testid="recall-hit">
      <div className="card-head">
        <ItemTypeBadge type={item.type} />
        <span className={`status-pill status-${item.status}`}>
          {t(`common:status.${item.status}`)}
        </span>
        <span>{t('said', { time: formatDate(item.saidAt, i18n.language) })}</span>
        {/* Shared words may lift a Chinese draft's score past 1 (shared-words.ts). */}
        <span className="relevance">
          {t('relevance', { score: Math.min(score, 1).toFixed(2) })}
        </span>
      </div>
      <p className="card-text">{item.content}</p>
      {item.context && item.context !== item.content && (
        <blockquote className="recall-context" title={item.context}>
          {item.context}
        </blockquote>
      )}
      <div className="recall-actions">
        <button type="button" onClick={() => insertIntoDraft(item)}>
          {t('actions.insert')}
        </button>
        <button type="button" onClick={() => void copyAsContext(item)}>
          {t('actions.copy')}
        </button>
        {item.status !== 'referenced' && (
          <button type="button" onClick={() => void markReferenced(item)}>
            {t('actions.reference')}
          </button>
        )}
        {item.status !== 'closed' && (
          <button type="button" onClick={() => void closeItem(item)}>
            {t('actions.close')}
          </button>
        )}
        <button type="button" onClick={() => void notNow(item)}>
          {t('actions.notNow')}
        </button>
      </div>
    </li>
  );
}
