import i18next from 'i18next';

import { getDb } from '../../db/database';
import {
  addItem,
  archive,
  changeStatus,
  deleteForever,
  editItemContent,
  restore,
} from '../../db/items-repo';
import { askPersistenceOnce } from '../../db/storage-persistence';
import { reportInfo, runUserAction } from '../../components/report';
import type { ItemStatus, ItemType } from '../../domain/item';
import type { ItemPatch } from '../../domain/item-edit';
import { requestCardFocus } from '../../stores/board-store';
import { selectItem } from '../../stores/ui-store';

const user = { kind: 'user' } as const;

export async function moveCard(id: string, to: ItemStatus): Promise<boolean> {
  const moved = await runUserAction(() => changeStatus(getDb(), id, to, user, Date.now()));
  return moved !== null;
}

/** A keyboard move keeps the focus on the card, wherever it lands. */
export async function moveCardByKeyboard(id: string, to: ItemStatus): Promise<void> {
  if (await moveCard(id, to)) {
    requestCardFocus({ id, status: to });
    reportInfo(i18next.t('board:movedTo', { status: i18next.t(`common:status.${to}`) }));
  }
}

export async function addQuickItem(content: string, type: ItemType): Promise<boolean> {
  const item = await runUserAction(() => addItem(getDb(), { content, type }, Date.now()));
  if (item) void askPersistenceOnce(getDb());
  return item !== null;
}

export async function saveItemEdit(id: string, patch: ItemPatch): Promise<boolean> {
  const item = await runUserAction(() => editItemContent(getDb(), id, patch, user, Date.now()));
  if (item) reportInfo(i18next.t('board:detail.saved'));
  return item !== null;
}

export async function archiveCard(id: string): Promise<void> {
  if (await runUserAction(() => archive(getDb(), id, Date.now()))) {
    selectItem(null);
    reportInfo(i18next.t('board:detail.archived'));
  }
}

export async function restoreCard(id: string): Promise<void> {
  await runUserAction(() => restore(getDb(), id, Date.now()));
}

export async function deleteCardForever(id: string): Promise<void> {
  await runUserAction(async () => {
    await deleteForever(getDb(), id);
    selectItem(null);
  });
}
