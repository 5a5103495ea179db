import { passageContext } from '../domain/capture/passage-context';
import { dueDateOf } from '../domain/capture/due-date';
import { newId } from '../domain/ids';
import type { ItemType, ProspectiveItem } from '../domain/item';
import { createItem } from '../domain/item-edit';
import { checkedEntryText } from '../domain/journal-entry';
import { reviseEntry } from '../domain/journal-revision';
import { NotFoundError } from '../domain/not-found-error';
import type { Episode, JournalSource } from '../domain/source';
import type { ForethoughtDb } from './database';

export { EntryRejectedError, MAX_ENTRY_LENGTH } from '../domain/journal-entry';

/**
 * Saves a journal entry: it becomes a source (items point at it) and an episode in the
 * append-only log, written together or not at all.
 */
export async function addJournalEntry(
  db: ForethoughtDb,
  rawText: string,
  now: number,
): Promise<JournalSource> {
  const text = checkedEntryText(rawText);
  const source: JournalSource = { id: newId(), kind: 'journal', text, createdAt: now };
  const episode: Episode = {
    id: newId(),
    kind: 'journal-entry',
    text,
    at: now,
    sourceId: source.id,
    turnIndex: null,
    speaker: null,
  };
  await db.transaction('rw', db.sources, db.episodes, async () => {
    await db.sources.add(source);
    await db.episodes.add(episode);
  });
  return source;
}

export type EntryCorrection = {
  /** The entry with its corrected text; the text before is its last revision. */
  entry: JournalSource;
  /** The `journal-correction` episode that logs the corrected text. */
  episodeId: string;
};

/**
 * Corrects a journal entry: the corrected text becomes the entry's text and the one before
 * is kept as a revision; the episodic log gains a `journal-correction` episode with the
 * corrected text (the entry's first episode is never touched) — together or not at all.
 * Refuses an empty or too-long text as `addJournalEntry` does (`EntryRejectedError`), and
 * an unknown entry (`NotFoundError`); returns null, writing nothing, when the text is unchanged.
 */
export async function correctJournalEntry(
  db: ForethoughtDb,
  entryId: string,
  rawText: string,
  now: number,
): Promise<EntryCorrection | null> {
  const text = checkedEntryText(rawText);
  return db.transaction('rw', db.sources, db.episodes, async () => {
    const stored = await db.sources.get(entryId);
    if (!stored || stored.kind !== 'journal') throw new NotFoundError('journal entry', entryId);
    const entry = reviseEntry(stored, text, now);
    if (!entry) return null;
    const episode: Episode = {
      id: newId(),
      kind: 'journal-correction',
      text,
      at: now,
      sourceId: entry.id,
      turnIndex: null,
      speaker: null,
    };
    await db.sources.put(entry);
    await db.episodes.add(episode);
    return { entry, episodeId: episode.id };
  });
}

/** Journal entries, newest first. */
export async function listJournalEntries(db: ForethoughtDb): Promise<JournalSource[]> {
  const sources = await db.sources.where('kind').equals('journal').reverse().sortBy('createdAt');
  return sources.filter((source): source is JournalSource => source.kind === 'journal');
}

/**
 * Files a passage the person picked out of an entry as an item: said when the entry was
 * written, with the sentences it lies in as its context (`passageContext`); a plan is due when its words say
 * (`dueDateOf`, from the entry's time), or has no due date.
 */
export async function makeItemFromEntry(
  db: ForethoughtDb,
  entryId: string,
  passage: string,
  type: ItemType,
  now: number,
): Promise<ProspectiveItem> {
  return db.transaction('rw', db.sources, db.items, async () => {
    const entry = await db.sources.get(entryId);
    if (!entry || entry.kind !== 'journal') throw new NotFoundError('journal entry', entryId);
    // Read as when a plan is captured from a conversation: from its own words, relative to
    // when they were written (an entry filed weeks later keeps its "next Friday").
    const dueAt = type === 'plan' ? dueDateOf(passage, entry.createdAt) : null;
    const item = createItem(
      {
        content: passage,
        type,
        context: passageContext(entry.text, passage),
        saidAt: entry.createdAt,
        sourceId: entry.id,
        dueAt,
      },
      now,
    );
    await db.items.add(item);
    return item;
  });
}

/** The newest `limit` journal entries, newest first, without reading the older ones. */
export async function recentJournalEntries(
  db: ForethoughtDb,
  limit: number,
): Promise<JournalSource[]> {
  return db.sources
    .orderBy('createdAt')
    .reverse()
    .filter((source): source is JournalSource => source.kind === 'journal')
    .limit(limit)
    .toArray();
}
