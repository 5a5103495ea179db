import {
  DndContext,
  DragOverlay,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';

import { getDb } from '../../db/database';
import { toColumns, type BoardColumns } from '../../domain/board-filter';
import { ITEM_STATUSES, isItemStatus, type ProspectiveItem } from '../../domain/item';
import { useBoardStore } from '../../stores/board-store';
import { useRecallStore } from '../../stores/recall-store';
import { useUiStore } from '../../stores/ui-store';
import { ArchivedList } from './archived-list';
import { moveCard } from './board-actions';
import { BoardCard } from './board-card';
import { BoardColumn } from './board-column';
import { BoardFilterBar } from './board-filter-bar';
import { AgendaList } from './agenda-list';
import { ItemDetailPanel } from './item-detail-panel';
import { QuickAddForm } from './quick-add-form';
import { ScheduleUndoBar } from './schedule-undo-bar';

const NO_ITEMS: ProspectiveItem[] = [];

/** Each column with the recalled items (ids joined by spaces) first, each part in its order. */
function recalledFirst(columns: BoardColumns, recalledKey: string): BoardColumns {
  if (recalledKey === '') return columns;
  const recalled = new Set(recalledKey.split(' '));
  const ordered = (items: ProspectiveItem[]) => [
    ...items.filter((item) => recalled.has(item.id)),
    ...items.filter((item) => !recalled.has(item.id)),
  ];
  return Object.fromEntries(
    Object.entries(columns).map(([status, items]) => [status, ordered(items)]),
  ) as BoardColumns;
}

/**
 * The four-column board of prospective items; `isEmbedded` when it sits in the workspace
 * (beside the composer, under the page's own heading).
 */
export function BoardView({ isEmbedded = false }: { isEmbedded?: boolean }) {
  const { t } = useTranslation('board');
  const items = useLiveQuery(() => getDb().items.toArray(), []) ?? NO_ITEMS;
  const filter = useBoardStore(
    useShallow((state) => ({ types: state.types, text: state.text, sort: state.sort })),
  );
  const isShowingArchived = useBoardStore((state) => state.isShowingArchived);
  const isShowingAgenda = useBoardStore((state) => state.isShowingAgenda);
  const selectedItemId = useUiStore((state) => state.selectedItemId);
  // Beside a draft (the workspace), what it recalls leads each column, so it is in sight.
  const recalledKey = useRecallStore((state) => (isEmbedded ? state.recalledIds.join(' ') : ''));
  const columns = useMemo(
    () => recalledFirst(toColumns(items, filter), recalledKey),
    [items, filter, recalledKey],
  );
  const archived = useMemo(() => items.filter((item) => item.archivedAt !== null), [items]);
  const [dragged, setDragged] = useState<ProspectiveItem | null>(null);
  // A small distance before a drag starts, so a click still opens the card.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));

  function onDragStart(event: DragStartEvent) {
    setDragged(items.find((item) => item.id === event.active.id) ?? null);
  }

  function onDragEnd(event: DragEndEvent) {
    setDragged(null);
    const target = event.over?.id;
    const item = items.find((candidate) => candidate.id === event.active.id);
    if (!item || typeof target !== 'string' || !isItemStatus(target)) return;
    if (target !== item.status) void moveCard(item.id, target);
  }

  return (
    <div className="board-view">
      {isEmbedded ? (
        <h2 className="visually-hidden">{t('title')}</h2>
      ) : (
        <h1 className="visually-hidden">{t('title')}</h1>
      )}
      <div className="board-toolbar">
        <QuickAddForm />
        <BoardFilterBar archivedCount={archived.length} />
      </div>
      <ScheduleUndoBar />
      <p id="board-card-hint" className="visually-hidden">
        {t('cardHint')}
      </p>
      <div className="board-body">
        {isShowingArchived ? (
          <ArchivedList items={archived} />
        ) : isShowingAgenda ? (
          <AgendaList items={items} />
        ) : (
          <DndContext
            sensors={sensors}
            onDragStart={onDragStart}
            onDragEnd={onDragEnd}
            onDragCancel={() => setDragged(null)}
          >
            <div className="board-columns">
              {ITEM_STATUSES.map((status) => (
                <BoardColumn key={status} status={status} items={columns[status]} />
              ))}
            </div>
            {/* No drop animation: the card lands in its new column, not back where it started. */}
            <DragOverlay dropAnimation={null}>
              {dragged && <BoardCard item={dragged} isStatic />}
            </DragOverlay>
          </DndContext>
        )}
        {selectedItemId !== null && <ItemDetailPanel itemId={selectedItemId} />}
      </div>
    </div>
  );
}
