import { useTranslation } from 'react-i18next';

import { ItemTypeBadge } from '../../components/item-type-badge';
import { ITEM_TYPES, type ItemType } from '../../domain/item';

type SelectionToolbarProps = {
  passage: string;
  onFile: (type: ItemType) => void;
  onDismiss: () => void;
};

/** Shown under an entry while a passage of it is selected: one button per item type. */
export function SelectionToolbar({ passage, onFile, onDismiss }: SelectionToolbarProps) {
  const { t } = useTranslation('journal');
  return (
    <div className="selection-toolbar" role="toolbar" aria-label={t('selection.label')}>
      <q className="selection-passage">{passage}</q>
      <span>{t('selection.label')}</span>
      {ITEM_TYPES.map((type) => (
        <button
          key={type}
          type="button"
          data-testid={`file-as-${type}`}
          // Keep the text selection alive while the button is pressed.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onFile(type)}
        >
          <ItemTypeBadge type={type} />
        </button>
      ))}
      <button type="button" onClick={onDismiss}>
        {t('selection.dismiss')}
      </button>
    </div>
  );
}
