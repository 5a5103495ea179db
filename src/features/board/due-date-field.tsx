import { useEffect, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { fromLocalInputValue, toLocalInputValue } from '../../domain/capture/local-calendar';
import type { ProspectiveItem } from '../../domain/item';
import type { DueDraft } from './panel-drafts';
import { rescheduleCard } from './schedule-actions';

/**
 * Set, change or clear an item's due date: a native date-and-time input (keyboard and screen
 * reader support come with it), a Set button and a Clear button, each undoable from the
 * board's undo bar. A value that is not a real day and time is refused with a message and
 * changes nothing. Once the item is deleted elsewhere (`isDeleted`) the value stays on screen
 * but can no longer be set.
 */
export function DueDateField({
  item,
  isDeleted = false,
  onDraftChange,
}: {
  item: ProspectiveItem;
  isDeleted?: boolean;
  /** Told the typed value whenever it changes; must be stable (a state setter). */
  onDraftChange?: (draft: DueDraft) => void;
}) {
  const { t } = useTranslation('board');
  const stored = item.dueAt === null ? '' : toLocalInputValue(item.dueAt);
  const [draft, setDraft] = useState(stored);
  const [base, setBase] = useState(stored);
  const [isInvalid, setInvalid] = useState(false);
  // Follow a due date changed elsewhere (capture, another tab) unless one is being typed.
  if (stored !== base) {
    setBase(stored);
    if (draft === base) setDraft(stored);
  }
  const isChanged = draft !== stored;

  useEffect(() => {
    onDraftChange?.({ value: draft, isChanged });
  }, [draft, isChanged, onDraftChange]);

  async function save(dueAt: number | null) {
    setInvalid(false);
    // The same change as the Reschedule menu's, so the board's undo bar offers it back.
    await rescheduleCard(item, dueAt);
  }

  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    if (isDeleted) return;
    const dueAt = fromLocalInputValue(draft);
    if (dueAt === null) {
      setInvalid(true);
      return;
    }
    void save(dueAt);
  }

  const inputId = `due-${item.id}`;
  return (
    <form className="due-date-field" onSubmit={onSubmit} data-testid="due-date-field">
      <label htmlFor={inputId}>{t('detail.dueLabel')}</label>
      <input
        id={inputId}
        type="datetime-local"
        value={draft}
        aria-invalid={isInvalid}
        aria-describedby={isInvalid ? `${inputId}-error` : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          setInvalid(false);
        }}
      />
      <button type="submit" disabled={isDeleted}>
        {t('detail.dueSet')}
      </button>
      <button
        type="button"
        disabled={isDeleted || item.dueAt === null}
        onClick={() => {
          setDraft('');
          void save(null);
        }}
      >
        {t('detail.dueClear')}
      </button>
      {isInvalid && (
        <p id={`${inputId}-error`} role="alert" className="field-error">
          {t('detail.dueInvalid')}
        </p>
      )}
      {item.dueAt === null && !isInvalid && <p className="due-none">{t('detail.dueNone')}</p>}
    </form>
  );
}
