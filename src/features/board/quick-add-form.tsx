import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ITEM_TYPES, type ItemType } from '../../domain/item';
import { addQuickItem } from './board-actions';

/** Files an item straight onto the board, for a thought that needs no journal entry. */
export function QuickAddForm() {
  const { t } = useTranslation(['board', 'common']);
  const [content, setContent] = useState('');
  const [type, setType] = useState<ItemType>('plan');

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    // The text stays in the box unless it was saved, so a refused add loses nothing; and
    // what was typed while it was being saved is kept too.
    const submitted = content;
    if (await addQuickItem(submitted, type)) {
      setContent((now) => (now === submitted ? '' : now));
    }
  }

  return (
    <form className="quick-add" onSubmit={(event) => void onSubmit(event)}>
      <label className="visually-hidden" htmlFor="quick-add-type">
        {t('quickAdd.type')}
      </label>
      <select
        id="quick-add-type"
        value={type}
        onChange={(event) => setType(event.target.value as ItemType)}
      >
        {ITEM_TYPES.map((option) => (
          <option key={option} value={option}>
            {t(`common:type.${option}`)}
          </option>
        ))}
      </select>
      <input
        aria-label={t('quickAdd.label')}
        placeholder={t('quickAdd.placeholder')}
        value={content}
        onChange={(event) => setContent(event.target.value)}
      />
      <button type="submit">{t('quickAdd.submit')}</button>
    </form>
  );
}
