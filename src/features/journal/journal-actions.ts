import i18next from 'i18next';

import { reportCaptureOutcome } from '../../components/capture-report';
import { reportInfo, runUserAction } from '../../components/report';
import { getDb } from '../../db/database';
import { addJournalEntry, makeItemFromEntry } from '../../db/journal-repo';
import { askPersistenceOnce } from '../../db/storage-persistence';
import type { ItemType } from '../../domain/item';
import type { JournalSource } from '../../domain/source';
import { captureMessage } from '../../stores/capture-store';

/**
 * Saves the entry, then lets the board follow it as it is written (stores/capture-store.ts):
 * mentioned items become referenced, and the plans, ideas, decisions, questions and
 * insights in it are offered inline.
 */
export async function saveEntry(text: string): Promise<boolean> {
  const entry = await runUserAction(
    () => addJournalEntry(getDb(), text, Date.now()),
    i18next.t('common:unsaved.entry'),
  );
  if (!entry) return false;
  void askPersistenceOnce(getDb());
  reportInfo(i18next.t('journal:saved'));
  void followEntry(entry);
  return true;
}

async function followEntry(entry: JournalSource): Promise<void> {
  const episode = await getDb().episodes.where('sourceId').equals(entry.id).first();
  if (!episode) return;
  const message = {
    text: entry.text,
    sourceId: entry.id,
    episodeId: episode.id,
    turnIndex: null,
    saidAt: entry.createdAt,
  };
  const outcome = await runUserAction(() => captureMessage(message));
  reportCaptureOutcome(outcome);
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
