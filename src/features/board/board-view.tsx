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
import { toColumns } from '../../domain/board-filter';
import { ITEM_STATUSES, isItemStatus, type ProspectiveItem } from '../../domain/item';
import { useBoardStore } from '../../stores/board-store';
import { useUiStore } from '../../stores/ui-store';
import { ArchivedList } from './archived-list';
import { moveCard } from './board-actions';
import { BoardCard } from './board-card';
import { BoardColumn } from './board-column';
import { BoardFilterBar } from './board-filter-bar';
import { AgendaList } from './agenda-list';
import { ItemDetailPanel } from './item-detail-panel';
import { QuickAddForm } from './quick-add-form';

const NO_ITEMS: ProspectiveItem[] = [];

/** The four-column board of prospective items. */
export function BoardView() {
  const { t } = useTranslation('board');
  const items = useLiveQuery(() => getDb().items.toArray(), []) ?? NO_ITEMS;
  const filter = useBoardStore(
    useShallow((state) => ({ types: state.types, text: state.text, sort: state.sort })),
  );
  const isShowingArchived = useBoardStore((state) => state.isShowingArchived);
  const isShowingAgenda = useBoardStore((state) => state.isShowingAgenda);
  const selectedItemId = useUiStore((state) => state.selectedItemId);
  const columns = useMemo(() => toColumns(items, filter), [items, filter]);
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
      <h1 className="visually-hidden">{t('title')}</h1>
      <div className="board-toolbar">
        <QuickAddForm />
        <BoardFilterBar archivedCount={archived.length} />
      </div>
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
