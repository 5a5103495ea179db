import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { onCtrlEnter } from '../../components/submit-shortcut';
import { saveEntry } from './journal-actions';

/** The box where entries are written. Its text is cleared only once the entry is stored. */
export function JournalComposer() {
  const { t } = useTranslation('journal');
  const [text, setText] = useState('');

  async function submit() {
    // Cleared only if unchanged: what was typed while the entry was being stored stays.
    const submitted = text;
    if (await saveEntry(submitted)) setText((now) => (now === submitted ? '' : now));
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
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onCtrlEnter(submit)}
      />
      <button type="submit">{t('save')}</button>
    </form>
  );
}
