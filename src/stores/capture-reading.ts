import { getDb } from '../db/database';
import { aboutWhich, distinctiveTokens, type About } from '../domain/capture/aboutness';
import type { Statement } from '../domain/capture/statements';
import type { ItemStatus } from '../domain/item';
import { ACTIVE_STATUSES, RECALL_K, STRONG_MATCH } from '../domain/recall-defaults';
import { getMlClient } from '../ml/worker-client';

/** A message just written: a journal entry (or the part a correction added) or a chat turn. */
export type WrittenMessage = {
  text: string;
  sourceId: string;
  episodeId: string;
  turnIndex: number | null;
  saidAt: number;
};

/** A mention also revives a stale item (it becomes referenced); closed ones stay closed. */
export const MENTIONABLE: ItemStatus[] = [...ACTIVE_STATUSES, 'stale'];

/**
 * Loose on purpose: these find the items a sentence might be about, and `aboutWhich` then
 * decides by what the sentence names. Recall's own thresholds are for showing a panel.
 */
const FIND_THRESHOLDS = { dense: 0.3, lexical: 0.02 } as const;

/**
 * The kept item a sentence is about (if any), whether recall found it as a strong match, and
 * whether the sentence's own words named it (false when it leaned on what came before).
 */
export type SentenceReading = {
  about: About | null;
  isStrongMatch: boolean;
  isOwnNaming: boolean;
  /** When no reading was sure: two or three items the sentence could mean (About.contenders). */
  choices: string[];
};

/** What a sentence may lean on: the sentence before it, and the turn before (if recent). */
export type SentenceContext = { previousSentence: string | null; previousTurn: string | null };

/**
 * Reads one sentence against the board: which open, referenced or stale item it is about.
 * Items filed from this very message are left out (a message does not mention itself).
 *
 * A statement that names its own topic ("boiler service booked") is about that topic (a
 * change: or else the rest of its sentence), so "kept Friday free and mailed the tax
 * forms" does not close the Friday item when the tax forms were never written down. One
 * that names nothing ("paid and all", "done!") leans on what came just before it: the
 * sentence, then with the sentence before it, then with the turn before — each only if the
 * last was not sure.
 */
export async function readSentence(
  message: WrittenMessage,
  sentence: string,
  statement: Statement | null,
  context: SentenceContext,
): Promise<SentenceReading> {
  if (statement === null) return readAgainstBoard(message, sentence, sentence);
  // What names the item is the statement's topic, never its own words: "finished the book"
  // does not name "finish the grant report".
  const named = statement.sites.filter((site) => distinctiveTokens(site.topic).length > 0);
  const wholeSentence = { query: sentence, naming: statement.rest };
  // A change's clause may hold only the new arrangement, its subject in another clause of
  // the sentence ("旧书架没人要，算了，直接送人"). A done clause names what was done: the
  // other clauses are about something else ("kept Friday free and mailed the forms").
  const orSentence = statement.kind === 'change' ? [wholeSentence] : [];
  const readings: { query: string; naming: string; isOwn: boolean }[] =
    named.length > 0
      ? [
          ...named.map((site) => ({ query: site.clause, naming: site.topic, isOwn: true })),
          ...orSentence.map((reading) => ({ ...reading, isOwn: true })),
        ]
      : [
          { ...wholeSentence, isOwn: true },
          ...[context.previousSentence, context.previousTurn].flatMap((before) =>
            before === null
              ? []
              : [
                  {
                    query: `${before}\n${sentence}`,
                    naming: `${before}\n${statement.rest}`,
                    isOwn: false,
                  },
                ],
          ),
        ];
  let first: SentenceReading | null = null;
  let choices: string[] = [];
  for (const { query, naming, isOwn } of readings) {
    const reading = { ...(await readAgainstBoard(message, query, naming)), isOwnNaming: isOwn };
    if (reading.about?.isSure) return reading;
    first ??= reading;
    if (choices.length === 0) choices = reading.about?.contenders ?? [];
  }
  return first ? { ...first, choices } : NOTHING;
}

const NOTHING: SentenceReading = {
  about: null,
  isStrongMatch: false,
  isOwnNaming: true,
  choices: [],
};

/** Finds the items `query` may be about; `naming` is the text whose words name one. */
async function readAgainstBoard(
  message: WrittenMessage,
  query: string,
  naming: string,
): Promise<SentenceReading> {
  const { hits } = await getMlClient().call('search', {
    query,
    k: RECALL_K,
    statuses: MENTIONABLE,
    thresholds: FIND_THRESHOLDS,
    withWords: true,
  });
  const items = await getDb().items.bulkGet(hits.map((hit) => hit.id));
  const found = hits.flatMap((hit, index) => {
    const item = items[index];
    if (!item) return [];
    if (item.sourceId === message.sourceId && item.turnIndex === message.turnIndex) return [];
    return [{ id: item.id, text: item.content, score: hit.score }];
  });
  const about = aboutWhich(naming, found);
  // The score is the cosine: at or above the strong match it means "the same thing", in
  // either language (the built-in model reads both).
  const best = found.find((item) => item.id === about?.id);
  const isStrongMatch = (best?.score ?? 0) >= STRONG_MATCH.dense;
  return { about, isStrongMatch, isOwnNaming: true, choices: about?.contenders ?? [] };
}
