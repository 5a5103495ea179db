/**
 * Consolidation: the background pass that reads what the person wrote since the last pass
 * and proposes facts and habits for the review list (never accepting them itself), and
 * offers ideas and decisions confirmed on enough separate days to graduate. It keeps its
 * place in the log (the id of the last episode read: ids are in creation order), so a
 * reload, or a crash mid-way, resumes where it stopped and reads nothing twice.
 */
import { getDb, type ForethoughtDb } from '../db/database';
import { proposeMemories } from '../db/memories-repo';
import { readSettings } from '../db/settings-repo';
import { splitSentences } from '../domain/capture/sentences';
import { decideProposal, type ReadSentence } from '../domain/memory/consolidate';
import { GRADUATING_TYPES, isReadyToGraduate } from '../domain/memory/graduation';
import type { NewMemoryInput } from '../domain/memory/memory-edit';
import type { MemoryRecord } from '../domain/memory/memory-record';
import type { Episode } from '../domain/source';
import type { ClassifyInput } from '../domain/capture/extract-candidates';
import type { Classification } from '../domain/capture/labels';

/** Where the pass stopped, kept in the settings table under its own key. */
export const CONSOLIDATION_KEY = 'consolidation';
type Progress = { lastEpisodeId: string; graduationCheckedAt: number };

/** Episodes read per step; the place is saved after each. */
const EPISODE_BATCH = 64;
/** Shorter than this, a sentence ("ok.", "嗯") says nothing lasting. */
const MIN_SENTENCE_CHARS = 4;

/** What the pass asks of the ML worker (tests pass fakes). */
export type ConsolidationModels = {
  classify: (inputs: ClassifyInput[]) => Promise<Classification[]>;
  nearest: (texts: string[]) => Promise<{ id: string; score: number }[][]>;
};

export type ConsolidationOutcome = { episodesRead: number; proposed: MemoryRecord[] };

async function readProgress(db: ForethoughtDb): Promise<Progress> {
  const row = await db.settings.get(CONSOLIDATION_KEY);
  const value = row?.value as Partial<Progress> | undefined;
  return {
    lastEpisodeId: value?.lastEpisodeId ?? '',
    graduationCheckedAt: value?.graduationCheckedAt ?? 0,
  };
}

/** The sentences of an episode that are the person's own: journal entries, and their chat turns. */
async function ownSentences(db: ForethoughtDb, episodes: readonly Episode[]) {
  const sources = await db.sources.bulkGet([...new Set(episodes.map((e) => e.sourceId))]);
  const meOf = new Map(
    sources.flatMap((source) => (source?.kind === 'conversation' ? [[source.id, source.me]] : [])),
  );
  return episodes.flatMap((episode) => {
    const isOwn = episode.kind !== 'chat-turn' || episode.speaker === meOf.get(episode.sourceId);
    if (!isOwn) return [];
    return splitSentences(episode.text)
      .filter((text) => text.trim().length >= MIN_SENTENCE_CHARS)
      .map((text) => ({ text, episodeId: episode.id }));
  });
}

async function readBatch(
  db: ForethoughtDb,
  episodes: readonly Episode[],
  models: ConsolidationModels,
): Promise<NewMemoryInput[]> {
  const sentences = await ownSentences(db, episodes);
  if (sentences.length === 0) return [];
  const [verdicts, nearest, active] = await Promise.all([
    models.classify(sentences.map(({ text }) => ({ text, context: null }))),
    models.nearest(sentences.map(({ text }) => text)),
    db.memories.where('status').equals('active').toArray(),
  ]);
  const activeById = new Map(active.map((memory) => [memory.id, memory]));
  return sentences.flatMap((sentence, i) => {
    const verdict = verdicts[i];
    if (!verdict) return [];
    const read: ReadSentence = { ...sentence, verdict, nearest: nearest[i] ?? [] };
    return decideProposal(read, activeById) ?? [];
  });
}

/** Ideas, decisions and insights mentioned since the last check, confirmed on enough days. */
async function graduationOffers(
  db: ForethoughtDb,
  since: number,
  requiredDays: number,
): Promise<NewMemoryInput[]> {
  // At or after: a mention in the same millisecond as the last check must not be missed.
  const mentioned = await db.items.where('updatedAt').aboveOrEqual(since).toArray();
  const candidates = mentioned.filter((item) => GRADUATING_TYPES.includes(item.type));
  const offers: NewMemoryInput[] = [];
  for (const item of candidates) {
    const transitions = await db.transitions.where('itemId').equals(item.id).toArray();
    if (!isReadyToGraduate(item, transitions, requiredDays)) continue;
    offers.push({
      kind: 'fact',
      content: item.content,
      origin: 'graduation',
      itemIds: [item.id],
      fromType: item.type,
    });
  }
  return offers;
}

/**
 * Reads every episode after the saved place, in steps, proposing as it goes, then checks
 * for graduations. `isStopped` is asked between steps (a wipe, a model switch).
 */
export async function consolidate(
  models: ConsolidationModels,
  now: number,
  isStopped: () => boolean = () => false,
  db: ForethoughtDb = getDb(),
): Promise<ConsolidationOutcome> {
  const progress = await readProgress(db);
  const proposed: MemoryRecord[] = [];
  let episodesRead = 0;
  for (;;) {
    if (isStopped()) return { episodesRead, proposed };
    const batch = await db.episodes
      .where('id')
      .above(progress.lastEpisodeId)
      .limit(EPISODE_BATCH)
      .toArray();
    if (batch.length === 0) break;
    proposed.push(...(await proposeMemories(db, await readBatch(db, batch, models), now)));
    episodesRead += batch.length;
    progress.lastEpisodeId = batch.at(-1)?.id ?? progress.lastEpisodeId;
    await db.settings.put({ key: CONSOLIDATION_KEY, value: { ...progress } });
  }
  const { graduationDays } = await readSettings(db);
  const offers = await graduationOffers(db, progress.graduationCheckedAt, graduationDays);
  proposed.push(...(await proposeMemories(db, offers, now)));
  await db.settings.put({
    key: CONSOLIDATION_KEY,
    value: { ...progress, graduationCheckedAt: now },
  });
  return { episodesRead, proposed };
}
