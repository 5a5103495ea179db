import { useDroppable } from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import type { ItemStatus, ProspectiveItem } from '../../domain/item';
import { requestCardFocus, useBoardStore } from '../../stores/board-store';
import { BoardCard } from './board-card';

type BoardColumnProps = { status: ItemStatus; items: ProspectiveItem[] };

const ESTIMATED_CARD_HEIGHT = 104;

/**
 * One column, virtualised: only the cards in view (plus a few) are in the DOM, so a
 * column of 10,000 items scrolls as smoothly as one of ten.
 */
export function BoardColumn({ status, items }: BoardColumnProps) {
  const { t } = useTranslation(['common', 'board']);
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const scrollRef = useRef<HTMLDivElement>(null);
  const focusRequest = useBoardStore((state) => state.focusRequest);
  const focusRequestId = focusRequest?.status === status ? focusRequest.id : null;
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_CARD_HEIGHT,
    getItemKey: (index) => items[index]?.id ?? index,
    overscan: 6,
    // Lets the first frame render some cards before the column has been measured.
    initialRect: { width: 300, height: 800 },
  });

  // After a keyboard move, bring the card into view in its new column and focus it.
  useEffect(() => {
    if (focusRequestId === null) return;
    const index = items.findIndex((item) => item.id === focusRequestId);
    if (index < 0) return;
    virtualizer.scrollToIndex(index, { align: 'auto' });
    const frame = requestAnimationFrame(() => {
      const card = scrollRef.current?.querySelector<HTMLElement>(
        `[data-card-id="${focusRequestId}"]`,
      );
      if (card) {
        card.focus();
        requestCardFocus(null);
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [focusRequestId, items, virtualizer]);

  return (
    <section
      ref={setNodeRef}
      className={`board-column${isOver ? ' is-over' : ''}`}
      data-testid={`column-${status}`}
      aria-label={t(`status.${status}`)}
    >
      <h2 className={`column-title status-${status}`}>
        {t(`status.${status}`)} <span className="count">{items.length}</span>
      </h2>
      <div ref={scrollRef} className="column-scroll">
        {items.length === 0 && <p className="column-empty">{t('board:emptyColumn')}</p>}
        <div className="column-inner" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => {
            const item = items[row.index];
            if (!item) return null;
            return (
              <div
                key={row.key}
                data-index={row.index}
                ref={virtualizer.measureElement}
                className="column-row"
                style={{ transform: `translateY(${row.start}px)` }}
              >
                <BoardCard item={item} />
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
