import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ITEM_TYPES, type ItemType, type ProspectiveItem } from '../../domain/item';
import { saveItemEdit } from './board-actions';

/** Edits text and type; saving keeps the earlier text as a version. */
export function ItemEditForm({ item }: { item: ProspectiveItem }) {
  const { t } = useTranslation(['board', 'common']);
  const [content, setContent] = useState(item.content);
  const [type, setType] = useState<ItemType>(item.type);
  const isChanged = content.trim() !== item.content || type !== item.type;

  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    void saveItemEdit(item.id, { content, type });
  }

  return (
    <form className="item-edit-form" onSubmit={onSubmit}>
      <label htmlFor="item-edit-content">{t('detail.content')}</label>
      <textarea
        id="item-edit-content"
        value={content}
        rows={4}
        onChange={(event) => setContent(event.target.value)}
      />
      <label htmlFor="item-edit-type">{t('detail.type')}</label>
      <select
        id="item-edit-type"
        value={type}
        onChange={(event) => setType(event.target.value as ItemType)}
      >
        {ITEM_TYPES.map((option) => (
          <option key={option} value={option}>
            {t(`common:type.${option}`)}
          </option>
        ))}
      </select>
      <button type="submit" disabled={!isChanged}>
        {t('detail.save')}
      </button>
    </form>
  );
}
