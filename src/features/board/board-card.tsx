import { useDraggable } from '@dnd-kit/core';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ItemTypeBadge } from '../../components/item-type-badge';
import { isOverdue } from '../../domain/capture/overdue';
import { keyboardMoveTarget } from '../../domain/board-filter';
import { isSnoozed, snoozedUntilOf, type ProspectiveItem } from '../../domain/item';
import { useRecallStore } from '../../stores/recall-store';
import { selectItem } from '../../stores/ui-store';
import { moveCardByKeyboard } from './board-actions';
import { formatCardDate, formatCardTime } from './card-dates';
import { CardSchedule } from './card-schedule';
import { snoozeEndAhead, useNowUntil } from './use-now-until';
import { SourceLabel } from './source-label';

/**
 * `isStatic`: not draggable (the drag preview, the archive list, the Agenda).
 * `hasSchedule`: offers reschedule and snooze under the card; by default a card on the board
 * does, a static one does not (the Agenda asks for them).
 */
type BoardCardProps = { item: ProspectiveItem; isStatic?: boolean; hasSchedule?: boolean };

/** One item on the board: drag it, or focus it and press Shift+←/→ to move it. */
export function BoardCard({ item, isStatic = false, hasSchedule = !isStatic }: BoardCardProps) {
  const card = <CardBody item={item} isStatic={isStatic} />;
  if (!hasSchedule || item.archivedAt !== null) return card;
  return (
    <div className="card-shell">
      {card}
      <CardSchedule item={item} />
    </div>
  );
}

function CardBody({ item, isStatic }: { item: ProspectiveItem; isStatic: boolean }) {
  const { t, i18n } = useTranslation('board');
  // Highlighted while the workspace's draft recalls it.
  const isRecalled = useRecallStore((state) => state.recalledIds.includes(item.id));
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: item.id,
    data: { status: item.status },
    disabled: isStatic,
  });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      selectItem(item.id);
      return;
    }
    if (!event.shiftKey || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    const target = keyboardMoveTarget(item.status, event.key === 'ArrowLeft' ? -1 : 1);
    if (target) void moveCardByKeyboard(item.id, target);
  }

  const now = useNowUntil(snoozeEndAhead(item));
  return (
    <div
      ref={isStatic ? undefined : setNodeRef}
      // A static card is not draggable; dnd-kit would mark it aria-disabled, but it still opens.
      {...(isStatic ? {} : { ...attributes, ...listeners })}
      role="button"
      tabIndex={0}
      className={`board-card type-edge-${item.type}${isDragging ? ' is-dragging' : ''}${isRecalled ? ' is-recalled' : ''}`}
      data-testid="board-card"
      data-recalled={isRecalled ? 'true' : undefined}
      data-card-id={item.id}
      aria-describedby="board-card-hint"
      onClick={() => selectItem(item.id)}
      onKeyDown={onKeyDown}
    >
      <div className="card-head">
        <ItemTypeBadge type={item.type} />
        {isRecalled && <span className="recalled-mark">{t('recalled')}</span>}
        <time dateTime={new Date(item.saidAt).toISOString()}>
          {formatCardDate(item.saidAt, now, i18n.language)}
        </time>
      </div>
      <p className="card-text" data-testid="card-text">
        {item.content}
      </p>
      {item.dueAt !== null && <CardDue item={item} dueAt={item.dueAt} />}
      {isSnoozed(item, now) && (
        <p className="card-snoozed" data-testid="card-snoozed">
          {t('schedule.snoozedUntil', {
            // The time never breaks inside; the words before it may.
            time: formatCardTime(snoozedUntilOf(item) ?? now, now, i18n.language).replace(
              / /g,
              '\u00a0',
            ),
          })}
        </p>
      )}
      <div className="card-source">
        <SourceLabel sourceId={item.sourceId} />
      </div>
    </div>
  );
}

/** An overdue card says so in words, not by colour alone. */
function CardDue({ item, dueAt }: { item: ProspectiveItem; dueAt: number }) {
  const { t, i18n } = useTranslation('board');
  const now = Date.now();
  const isLate = isOverdue(dueAt, item.status, now);
  const date = formatCardDate(dueAt, now, i18n.language);
  return (
    <p className={`card-due${isLate ? ' is-overdue' : ''}`} data-testid="card-due">
      <time dateTime={new Date(dueAt).toISOString()}>
        {isLate ? t('overdue', { date }) : t('due', { date })}
      </time>
    </p>
  );
}
