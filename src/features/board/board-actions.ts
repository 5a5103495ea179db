import i18next from 'i18next';

import { getDb } from '../../db/database';
import {
  addItem,
  archive,
  changeStatus,
  deleteForever,
  editItemFromVersion,
  restore,
} from '../../db/items-repo';
import { askPersistenceOnce } from '../../db/storage-persistence';
import { reportInfo, runUserAction } from '../../components/report';
import type { ItemStatus, ItemType, ProspectiveItem } from '../../domain/item';
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
  const item = await runUserAction(
    () => addItem(getDb(), { content, type }, Date.now()),
    i18next.t('common:unsaved.item'),
  );
  if (item) void askPersistenceOnce(getDb());
  return item !== null;
}

/**
 * Saves an edit made from a form that read `baseVersion`. When another tab saved in the
 * meantime, this edit still becomes current and the other text is kept in the history:
 * the person is told so, rather than either text vanishing.
 */
export async function saveItemEdit(
  id: string,
  patch: ItemPatch,
  baseVersion: number,
): Promise<ProspectiveItem | null> {
  const outcome = await runUserAction(
    () => editItemFromVersion(getDb(), id, patch, baseVersion, user, Date.now()),
    i18next.t('common:unsaved.edit'),
  );
  if (!outcome) return null;
  const { overtook } = outcome;
  reportInfo(
    overtook
      ? i18next.t('board:detail.savedOverOther', { version: overtook.version })
      : i18next.t('board:detail.saved'),
  );
  return outcome.item;
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
