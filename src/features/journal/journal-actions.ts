import i18next from 'i18next';

import { reportInfo, runUserAction } from '../../components/report';
import { getDb } from '../../db/database';
import { addJournalEntry, makeItemFromEntry } from '../../db/journal-repo';
import { askPersistenceOnce } from '../../db/storage-persistence';
import type { ItemType } from '../../domain/item';

export async function saveEntry(text: string): Promise<boolean> {
  const entry = await runUserAction(() => addJournalEntry(getDb(), text, Date.now()));
  if (!entry) return false;
  void askPersistenceOnce(getDb());
  reportInfo(i18next.t('journal:saved'));
  return true;
}

export async function fileSelection(
  entryId: string,
  passage: string,
  type: ItemType,
): Promise<boolean> {
  const item = await runUserAction(() =>
    makeItemFromEntry(getDb(), entryId, passage, type, Date.now()),
  );
  if (item) reportInfo(i18next.t('journal:itemMade', { type: i18next.t(`common:type.${type}`) }));
  return item !== null;
}
