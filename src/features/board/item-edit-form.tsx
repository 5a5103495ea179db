import { useEffect, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ItemTypeBadge } from '../../components/item-type-badge';
import { ITEM_TYPES, type ItemType, type ProspectiveItem } from '../../domain/item';
import { draftMatches, patchFromDraft } from '../../domain/item-edit';
import { saveItemEdit } from './board-actions';
import type { TextDraft } from './panel-drafts';

/**
 * Edits text and type; saving keeps the earlier text as a version. The form remembers the
 * version it started from (`base`): when the item changes meanwhile (another tab saved), an
 * untouched form follows it, and a form with a draft keeps the draft and says what changed.
 * Once the item is deleted elsewhere (`isDeleted`) there is nothing left to save to: the
 * draft stays, editable, for the panel to offer as a new item.
 */
export function ItemEditForm({
  item,
  isDeleted = false,
  onDraftChange,
}: {
  item: ProspectiveItem;
  isDeleted?: boolean;
  /** Told the draft whenever it changes; must be stable (a state setter). */
  onDraftChange?: (draft: TextDraft) => void;
}) {
  const { t } = useTranslation(['board', 'common']);
  const [base, setBase] = useState(item);
  const [content, setContent] = useState(item.content);
  const [type, setType] = useState<ItemType>(item.type);
  const draft = { content, type };

  // A newer version arrived. With nothing typed, or with the draft already saved as it is
  // (this form's own save), follow it; a draft that differs is never replaced.
  if (item.version > base.version && (draftMatches(draft, base) || draftMatches(draft, item))) {
    setBase(item);
    if (draftMatches(draft, base)) {
      setContent(item.content);
      setType(item.type);
    }
  }
  const isChangedElsewhere = item.version > base.version;
  const isChanged = !draftMatches(draft, item);

  useEffect(() => {
    onDraftChange?.({ content, type, isChanged });
  }, [content, type, isChanged, onDraftChange]);

  function takeSaved() {
    setBase(item);
    setContent(item.content);
    setType(item.type);
  }

  async function save() {
    const saved = await saveItemEdit(item.id, patchFromDraft(base, draft), base.version);
    // On failure the draft stays as typed; on success the form starts again from the saved
    // version (a newer one that arrives meanwhile is followed by the rule above).
    if (saved) {
      setBase(saved);
      setContent(saved.content);
      setType(saved.type);
    }
  }

  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    if (!isDeleted) void save();
  }

  return (
    <form className="item-edit-form" onSubmit={onSubmit}>
      {isChangedElsewhere && !isDeleted && (
        <div className="edit-conflict" role="status" data-testid="edit-conflict">
          <p>{t('detail.changedElsewhere')}</p>
          <blockquote>
            <ItemTypeBadge type={item.type} /> {item.content}
          </blockquote>
          <p>{t('detail.keepDraft')}</p>
          <button type="button" onClick={takeSaved}>
            {t('detail.takeSaved')}
          </button>
        </div>
      )}
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
      {!isDeleted && (
        <button type="submit" disabled={!isChanged}>
          {t('detail.save')}
        </button>
      )}
    </form>
  );
}
