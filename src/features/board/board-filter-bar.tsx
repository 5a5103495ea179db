import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';

import { ItemTypeBadge } from '../../components/item-type-badge';
import { BOARD_SORTS, type BoardSort } from '../../domain/board-filter';
import { ITEM_TYPES } from '../../domain/item';
import {
  setBoardSort,
  setShowingAgenda,
  setShowingArchived,
  setTextFilter,
  toggleTypeFilter,
  useBoardStore,
} from '../../stores/board-store';

export function BoardFilterBar({ archivedCount }: { archivedCount: number }) {
  const { t } = useTranslation('board');
  const { types, text, sort, isShowingArchived, isShowingAgenda } = useBoardStore(
    useShallow((state) => ({
      types: state.types,
      text: state.text,
      sort: state.sort,
      isShowingArchived: state.isShowingArchived,
      isShowingAgenda: state.isShowingAgenda,
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
      <label className="board-sort">
        {t('sort.label')}
        <select value={sort} onChange={(event) => setBoardSort(event.target.value as BoardSort)}>
          {BOARD_SORTS.map((option) => (
            <option key={option} value={option}>
              {t(`sort.${option}`)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        aria-pressed={isShowingAgenda}
        onClick={() => setShowingAgenda(!isShowingAgenda)}
      >
        {isShowingAgenda ? t('agenda.back') : t('agenda.show')}
      </button>
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
