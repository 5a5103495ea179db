import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';

import { ItemTypeBadge } from '../../components/item-type-badge';
import { ITEM_TYPES } from '../../domain/item';
import {
  setShowingArchived,
  setTextFilter,
  toggleTypeFilter,
  useBoardStore,
} from '../../stores/board-store';

export function BoardFilterBar({ archivedCount }: { archivedCount: number }) {
  const { t } = useTranslation('board');
  const { types, text, isShowingArchived } = useBoardStore(
    useShallow((state) => ({
      types: state.types,
      text: state.text,
      isShowingArchived: state.isShowingArchived,
    })),
  );
  return (
    <div className="board-filter-bar">
      <input
        type="search"
        aria-label={t('filterText')}
        placeholder={t('filterText')}
        value={text}
        onChange={(event) => setTextFilter(event.target.value)}
      />
      <div role="group" aria-label={t('filterTypes')} className="type-filters">
        {ITEM_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className="type-filter"
            aria-pressed={types.includes(type)}
            onClick={() => toggleTypeFilter(type)}
          >
            <ItemTypeBadge type={type} />
          </button>
        ))}
      </div>
      <button
        type="button"
        aria-pressed={isShowingArchived}
        onClick={() => setShowingArchived(!isShowingArchived)}
      >
        {isShowingArchived ? t('hideArchived') : t('showArchived', { count: archivedCount })}
      </button>
    </div>
  );
}
