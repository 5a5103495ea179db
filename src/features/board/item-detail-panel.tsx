import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatTime } from '../../components/format';
import { reportInfo } from '../../components/report';
import { getDb } from '../../db/database';
import { itemHistory } from '../../db/items-repo';
import { allowedMoves } from '../../domain/lifecycle';
import type { ProspectiveItem } from '../../domain/item';
import { selectItem } from '../../stores/ui-store';
import { DeletedElsewhereNotice } from './deleted-elsewhere-notice';
import { DueDateField } from './due-date-field';
import { archiveCard, deleteCardForever, moveCard, restoreCard } from './board-actions';
import { ItemEditForm } from './item-edit-form';
import { ItemHistoryList } from './item-history-list';
import { LinkedMemories } from './linked-memories';
import { PanelSchedule } from './panel-schedule';
import { hasUnsavedDraft, type DueDraft, type TextDraft } from './panel-drafts';
import { SourceLabel } from './source-label';
import { useShownItem } from './use-shown-item';

/**
 * The side panel of one item: edit, move, archive, and read its context and history. When
 * the item is deleted forever elsewhere, an unsaved draft is not lost with it: the panel
 * stays, says so, and offers to keep the draft as a new item; with no draft it closes.
 */
export function ItemDetailPanel({ itemId }: { itemId: string }) {
  const { t } = useTranslation(['board', 'common']);
  const { item, isGone } = useShownItem(itemId);
  const [textDraft, setTextDraft] = useState<TextDraft | null>(null);
  const [dueDraft, setDueDraft] = useState<DueDraft | null>(null);
  // Decided once, when the item goes: a draft emptied afterwards must not close the panel.
  const [keptOpenId, setKeptOpenId] = useState<string | null>(null);
  // Gone means gone elsewhere: this tab's own "Delete forever" deselects the item as soon as
  // the delete commits, before the live query can read the row again and find it missing.
  if (isGone && keptOpenId !== itemId && hasUnsavedDraft(textDraft, dueDraft)) {
    setKeptOpenId(itemId);
  }
  const isDeletedWithDraft = isGone && keptOpenId === itemId;
  const isClosingUnasked = isGone && !isDeletedWithDraft;

  useEffect(() => {
    if (!isClosingUnasked) return;
    selectItem(null);
    reportInfo(t('detail.deletedElsewhereClosed'));
  }, [isClosingUnasked, t]);

  if (item === undefined || isClosingUnasked) return null;
  return (
    <aside className="detail-panel" aria-label={t('detail.title')} data-testid="detail-panel">
      <div className="detail-head">
        <h2>{t('detail.title')}</h2>
        <button type="button" onClick={() => selectItem(null)}>
          {t('common:action.close')}
        </button>
      </div>
      {isDeletedWithDraft && <DeletedElsewhereNotice text={textDraft} due={dueDraft} />}
      {/* Keyed by id only: a new version must not reset a draft being typed. */}
      <ItemEditForm
        key={item.id}
        item={item}
        isDeleted={isDeletedWithDraft}
        onDraftChange={setTextDraft}
      />
      <DueDateField
        key={`due-${item.id}`}
        item={item}
        isDeleted={isDeletedWithDraft}
        onDraftChange={setDueDraft}
      />
      {!isDeletedWithDraft && (
        <>
          {item.archivedAt === null && <PanelSchedule item={item} />}
          <StatusActions item={item} />
          <ItemFacts item={item} />
          <HistorySection item={item} />
        </>
      )}
    </aside>
  );
}

function StatusActions({ item }: { item: ProspectiveItem }) {
  const { t } = useTranslation(['board', 'common']);
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  if (item.archivedAt !== null) {
    return (
      <div className="detail-actions">
        <button type="button" onClick={() => void restoreCard(item.id)}>
          {t('detail.restore')}
        </button>
        <button type="button" className="danger" onClick={() => setConfirmingDelete(true)}>
          {t('detail.deleteForever')}
        </button>
        <ConfirmDialog
          isOpen={isConfirmingDelete}
          title={t('detail.deleteTitle')}
          body={t('detail.deleteBody')}
          confirmLabel={t('detail.deleteConfirm')}
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={() => {
            setConfirmingDelete(false);
            void deleteCardForever(item.id);
          }}
        />
      </div>
    );
  }
  return (
    <div className="detail-actions">
      <span className="detail-status">
        {t('detail.status', { status: t(`common:status.${item.status}`) })}
      </span>
      <div role="group" aria-label={t('detail.moveTo')}>
        {allowedMoves(item.status).map((to) => (
          <button key={to} type="button" onClick={() => void moveCard(item.id, to)}>
            {t('detail.moveTo')} {t(`common:status.${to}`)}
          </button>
        ))}
      </div>
      <button type="button" onClick={() => void archiveCard(item.id)}>
        {t('detail.archive')}
      </button>
    </div>
  );
}

function ItemFacts({ item }: { item: ProspectiveItem }) {
  const { t, i18n } = useTranslation(['board', 'common']);
  return (
    <div className="detail-facts">
      <p>{t('detail.said', { time: formatTime(item.saidAt, i18n.language) })}</p>
      <h3>{t('detail.source')}</h3>
      <p>
        <SourceLabel sourceId={item.sourceId} />
      </p>
      <h3>{t('detail.context')}</h3>
      <blockquote className="detail-context" data-testid="detail-context">
        {item.context || t('detail.noContext')}
      </blockquote>
      <LinkedMemories itemId={item.id} />
    </div>
  );
}

function HistorySection({ item }: { item: ProspectiveItem }) {
  // Re-read whenever the item changes: an edit adds a version, a move a transition.
  const history = useLiveQuery(() => itemHistory(getDb(), item.id), [item.id, item.updatedAt]);
  if (!history) return null;
  return <ItemHistoryList item={item} history={history} />;
}
