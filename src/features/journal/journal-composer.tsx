import { type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { onCtrlEnter } from '../../components/submit-shortcut';
import {
  journalDraftSaved,
  setJournalDraft,
  useJournalDraftStore,
} from '../../stores/journal-draft-store';
import { saveEntry } from './journal-actions';

/**
 * The box where entries are written. Its text is cleared only once the entry is stored, and
 * kept meanwhile across views (stores/journal-draft-store.ts).
 */
export function JournalComposer() {
  const { t } = useTranslation('journal');
  const text = useJournalDraftStore((state) => state.text);

  async function submit() {
    // Cleared only if unchanged: what was typed while the entry was being stored stays.
    const submitted = text;
    if (await saveEntry(submitted)) journalDraftSaved(submitted);
  }

  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    void submit();
  }

  return (
    <form className="journal-composer" onSubmit={onSubmit}>
      <label htmlFor="journal-text">{t('compose')}</label>
      <textarea
        id="journal-text"
        rows={5}
        value={text}
        placeholder={t('placeholder')}
        onChange={(event) => setJournalDraft(event.target.value)}
        onKeyDown={onCtrlEnter(submit)}
      />
      <button type="submit">{t('save')}</button>
    </form>
  );
}
