import i18next from 'i18next';
import { useTranslation } from 'react-i18next';

import { reportInfo, runUserAction } from '../../components/report';
import { getDb } from '../../db/database';
import { addItem } from '../../db/items-repo';
import { selectItem } from '../../stores/ui-store';
import { newItemFromDrafts, type DueDraft, type TextDraft } from './panel-drafts';

async function keepAsNewItem(text: TextDraft, due: DueDraft | null): Promise<void> {
  const item = await runUserAction(
    () => addItem(getDb(), newItemFromDrafts(text, due), Date.now()),
    i18next.t('common:unsaved.item'),
  );
  // On failure (an emptied text, full storage) the panel stays, draft and all.
  if (item) {
    selectItem(null);
    reportInfo(i18next.t('board:detail.keptAsNew'));
  }
}

/**
 * Said above a draft whose item was deleted forever elsewhere while it was being typed: the
 * draft stays on screen until the person files it as a new item or lets it go.
 */
export function DeletedElsewhereNotice({
  text,
  due,
}: {
  text: TextDraft | null;
  due: DueDraft | null;
}) {
  const { t } = useTranslation('board');
  return (
    <div className="edit-conflict" role="status" data-testid="deleted-elsewhere">
      <p>{t('detail.deletedElsewhere')}</p>
      {text && (
        <button type="button" onClick={() => void keepAsNewItem(text, due)}>
          {t('detail.keepAsNew')}
        </button>
      )}
      <button type="button" onClick={() => selectItem(null)}>
        {t('detail.discardDraft')}
      </button>
    </div>
  );
}
