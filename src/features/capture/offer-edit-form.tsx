import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { fromLocalInputValue, toLocalInputValue } from '../../domain/capture/local-calendar';
import type { NewItemSuggestion } from '../../domain/capture/suggestion';
import { ITEM_TYPES, type ItemType } from '../../domain/item';
import type { OfferEdits } from '../../stores/suggestion-actions';

/**
 * A new-item offer opened for correction before it is added: its words, its kind and its
 * due date. Nothing is written until "Add"; an emptied text or a date that is not a real day
 * is refused here with a message, and the offer stays as it was.
 */
export function OfferEditForm({
  suggestion,
  onAdd,
  onCancel,
}: {
  suggestion: NewItemSuggestion;
  onAdd: (edits: OfferEdits) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['capture', 'common']);
  const { candidate } = suggestion;
  const [text, setText] = useState(candidate.text);
  const [type, setType] = useState<ItemType>(candidate.type);
  const [due, setDue] = useState(
    candidate.dueAt === null ? '' : toLocalInputValue(candidate.dueAt),
  );
  const [problem, setProblem] = useState<'empty' | 'date' | null>(null);
  const idBase = `offer-${suggestion.id}`;

  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    if (text.trim() === '') return setProblem('empty');
    const dueAt = due === '' ? null : fromLocalInputValue(due);
    if (due !== '' && dueAt === null) return setProblem('date');
    onAdd({ text: text.trim(), type, dueAt });
  }

  return (
    <form className="offer-edit" onSubmit={onSubmit} aria-label={t('edit.label')}>
      <label htmlFor={`${idBase}-text`}>{t('edit.text')}</label>
      <textarea
        id={`${idBase}-text`}
        rows={2}
        value={text}
        aria-invalid={problem === 'empty'}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
      />
      <div className="offer-edit-row">
        <label>
          {t('edit.type')}
          <select value={type} onChange={(event) => setType(event.target.value as ItemType)}>
            {ITEM_TYPES.map((each) => (
              <option key={each} value={each}>
                {t(`common:type.${each}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('edit.due')}
          <input
            type="datetime-local"
            value={due}
            aria-invalid={problem === 'date'}
            onChange={(event) => {
              setDue(event.target.value);
              setProblem(null);
            }}
          />
        </label>
      </div>
      {problem !== null && (
        <p className="field-error" role="alert">
          {t(problem === 'empty' ? 'edit.empty' : 'edit.badDate')}
        </p>
      )}
      <div className="offer-edit-row">
        <button type="submit">{t('add')}</button>
        <button type="button" onClick={onCancel}>
          {t('edit.cancel')}
        </button>
      </div>
    </form>
  );
}
