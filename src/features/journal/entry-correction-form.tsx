import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { onCtrlEnter } from '../../components/submit-shortcut';
import type { JournalSource } from '../../domain/source';
import { correctEntry, type EntryCorrected } from './journal-actions';

type EntryCorrectionFormProps = {
  entry: JournalSource;
  /** The form is done: saved (with what was stored), unchanged, or cancelled (null). */
  onClose: (corrected: EntryCorrected | null) => void;
};

/**
 * Corrects an entry in place. It starts from the text as it was when opened and keeps what
 * is typed: a refused correction (empty, too long) leaves the form open with the draft.
 */
export function EntryCorrectionForm({ entry, onClose }: EntryCorrectionFormProps) {
  const { t } = useTranslation('journal');
  const boxId = useId();
  const [text, setText] = useState(entry.text);
  const [isSaving, setIsSaving] = useState(false);

  async function save() {
    setIsSaving(true);
    const outcome = await correctEntry(entry.id, text);
    setIsSaving(false);
    if (outcome) onClose(outcome.kind === 'corrected' ? outcome : null);
  }

  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    void save();
  }

  return (
    <form className="entry-correction" aria-label={t('correction.editLabel')} onSubmit={onSubmit}>
      <label htmlFor={boxId}>{t('correction.label')}</label>
      <textarea
        id={boxId}
        rows={Math.min(12, Math.max(3, text.split('\n').length + 1))}
        value={text}
        // Opened on purpose: the person is here to type.
        autoFocus
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose(null);
          else onCtrlEnter(save)(event);
        }}
      />
      <div className="entry-correction-actions">
        <button type="button" onClick={() => onClose(null)}>
          {t('correction.cancel')}
        </button>
        <button type="submit" disabled={isSaving}>
          {t('correction.save')}
        </button>
      </div>
    </form>
  );
}
