import i18next from 'i18next';

import { reportCaptureOutcome } from '../../components/capture-report';
import { reportInfo, runUserAction } from '../../components/report';
import { getDb } from '../../db/database';
import { addJournalEntry, correctJournalEntry, makeItemFromEntry } from '../../db/journal-repo';
import { askPersistenceOnce } from '../../db/storage-persistence';
import type { ItemType } from '../../domain/item';
import { addedSentences, currentTextWrittenAt } from '../../domain/journal-revision';
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

/** A stored correction, with what capture needs to follow it. */
export type EntryCorrected = {
  kind: 'corrected';
  /** The entry with its corrected text; the text before is its last revision. */
  entry: JournalSource;
  /** The `journal-correction` episode: the cause for anything capture changes. */
  episodeId: string;
  /** The sentences the correction added, the only ones capture should look at. */
  addedSentences: string[];
};

/**
 * Corrects an entry (a new revision; the episodic log gains the corrected text). Null when
 * it was refused (the notice says why; nothing changed) — the form stays open; `unchanged`
 * when the text is the same, which stores nothing.
 */
export async function correctEntry(
  entryId: string,
  text: string,
): Promise<EntryCorrected | { kind: 'unchanged' } | null> {
  const correction = await runUserAction(
    // 'unchanged' apart from null, which runUserAction gives for a refusal.
    async () => (await correctJournalEntry(getDb(), entryId, text, Date.now())) ?? 'unchanged',
    i18next.t('common:unsaved.entry'),
  );
  if (correction === null) return null;
  if (correction === 'unchanged') {
    reportInfo(i18next.t('journal:correction.unchanged'));
    return { kind: 'unchanged' };
  }
  const { entry, episodeId } = correction;
  reportInfo(i18next.t('journal:correction.saved'));
  const before = entry.revisions?.at(-1)?.text ?? '';
  const corrected: EntryCorrected = {
    kind: 'corrected',
    entry,
    episodeId,
    addedSentences: addedSentences(before, entry.text),
  };
  void followCorrection(corrected);
  return corrected;
}

/**
 * Capture reads only what the correction added: the sentences already read from the
 * earlier text were offered (or acted on) then, and must not be offered twice.
 */
async function followCorrection({ entry, episodeId, addedSentences: added }: EntryCorrected) {
  if (added.length === 0) return;
  const message = {
    text: added.join('\n'),
    sourceId: entry.id,
    episodeId,
    turnIndex: null,
    saidAt: currentTextWrittenAt(entry),
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
