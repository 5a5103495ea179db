import { getDb } from '../db/database';
import type {
  BoardEntry,
  BoardSnapshot,
  Hit,
  HitsOf,
  WrittenMessage,
} from '../domain/capture/capture-decisions';
import type { ItemStatus, ProspectiveItem } from '../domain/item';
import { ACTIVE_STATUSES, RECALL_K } from '../domain/recall-defaults';
import type { StatusOf } from '../domain/capture/learned-statement';
import { DUE_AROUND_MS } from '../domain/capture/message-reading';
import { NO_OUTCOME, type OutcomeOf } from '../domain/capture/reading-input';
import { getMlClient } from '../ml/worker-client';

/*
 * What the pure reading (domain/capture/message-reading.ts) is given, looked up before it
 * runs: the board as it is now, and recall's hits for each query the reading may ask.
 */

/** A mention also revives a stale item (it becomes referenced); closed ones stay closed. */
export const MENTIONABLE: ItemStatus[] = [...ACTIVE_STATUSES, 'stale'];

/**
 * Loose on purpose: these find the items a sentence might be about, and `aboutWhich` then
 * decides by what the sentence names. Recall's own thresholds are for showing a panel.
 */
const FIND_THRESHOLDS = { dense: 0.3, lexical: 0.02 } as const;

/**
 * The board as the reading sees it: the items recall found for the message (open,
 * referenced or stale, kept), less the items filed from this very message (a message does
 * not mention itself). Only the found items are read: the rest cannot be meant.
 */
export async function boardSnapshot(
  message: WrittenMessage,
  foundIds: readonly string[],
): Promise<BoardSnapshot> {
  const items = await getDb().items.bulkGet([...new Set(foundIds)]);
  const board = new Map<string, BoardEntry>();
  for (const item of items) {
    if (!item || item.archivedAt !== null || !MENTIONABLE.includes(item.status)) continue;
    if (!isFiledFrom(item, message)) board.set(item.id, toBoardEntry(item));
  }
  return board;
}

/**
 * The open plans due within `DUE_AROUND_MS` of the message (never its own): what "Did it!"
 * naming nothing may be about. Read only for such a message (`leansOnDueDates`).
 */
export async function plansDueAround(message: WrittenMessage): Promise<BoardEntry[]> {
  const plans = await getDb()
    .items.where('status')
    .anyOf(ACTIVE_STATUSES)
    .filter(
      (item) =>
        item.type === 'plan' &&
        item.archivedAt === null &&
        item.dueAt !== null &&
        Math.abs(item.dueAt - message.saidAt) <= DUE_AROUND_MS &&
        !isFiledFrom(item, message),
    )
    .toArray();
  return plans.map(toBoardEntry);
}

/**
 * What the status head reads of each sentence (done, given up, or neither), asked of the
 * worker in one call before the pure reading runs.
 */
export async function readStatuses(sentences: readonly string[]): Promise<StatusOf> {
  const unique = [...new Set(sentences)];
  if (unique.length === 0) return () => null;
  const { statuses } = await getMlClient().call('read-status', { texts: unique });
  const read = new Map(unique.map((sentence, i) => [sentence, statuses[i] ?? null]));
  return (sentence) => read.get(sentence) ?? null;
}

/**
 * Which open plans on the board each sentence reports carried out by its outcome (the
 * outcome head), asked of the worker in one call before the pure reading runs.
 */
export async function readOutcomes(
  sentences: readonly string[],
  board: BoardSnapshot,
): Promise<OutcomeOf> {
  const unique = [...new Set(sentences)];
  const plans = [...board.values()].filter((entry) => entry.type === 'plan');
  if (unique.length === 0 || plans.length === 0) return NO_OUTCOME;
  const { carriedOut } = await getMlClient().call('read-outcomes', {
    sentences: unique,
    plans: plans.map((plan) => plan.content),
  });
  const read = new Map(
    unique.map((sentence, i) => {
      const row = carriedOut[i] ?? [];
      return [sentence, new Set(plans.filter((_, j) => row[j] === true).map((p) => p.id))];
    }),
  );
  return (sentence, planId) => read.get(sentence)?.has(planId) ?? false;
}

/** Items filed from this very message: a message does not mention itself. */
function isFiledFrom(item: ProspectiveItem, message: WrittenMessage): boolean {
  return item.sourceId === message.sourceId && item.turnIndex === message.turnIndex;
}

function toBoardEntry({ id, content, type, dueAt }: ProspectiveItem): BoardEntry {
  return { id, content, type, dueAt };
}

/** Recall's hits for each query, asked of the worker one after another. */
export async function lookUpHits(
  queries: readonly string[],
): Promise<{ hitsOf: HitsOf; foundIds: string[] }> {
  const found = new Map<string, Hit[]>();
  for (const query of queries) {
    const { hits } = await getMlClient().call('search', {
      query,
      k: RECALL_K,
      statuses: MENTIONABLE,
      thresholds: FIND_THRESHOLDS,
      withWords: true,
    });
    found.set(
      query,
      hits.map((hit) => ({ id: hit.id, score: hit.score })),
    );
  }
  const hitsOf: HitsOf = (query) => {
    const hits = found.get(query);
    // The reading asks only what `messageQueries` listed: anything else is a bug to see.
    if (hits === undefined) throw new Error(`Capture asked recall an unlisted query: ${query}`);
    return hits;
  };
  const foundIds = [...found.values()].flatMap((hits) => hits.map((hit) => hit.id));
  return { hitsOf, foundIds };
}

/** A turn sent this long after the one before is about something new, not a reply to it. */
const TURN_CONTEXT_MS = 2 * 60 * 60 * 1000;

/** The turn before `message` in its chat when it was sent recently, else null. */
export async function recentTurnBefore(
  message: WrittenMessage,
  previousText: string | null,
): Promise<string | null> {
  if (message.turnIndex === null || message.turnIndex === 0) return null;
  const turns = await getDb().episodes.where('sourceId').equals(message.sourceId).toArray();
  const before = turns.find((episode) => episode.turnIndex === (message.turnIndex ?? 0) - 1);
  const isRecent = before !== undefined && message.saidAt - before.at <= TURN_CONTEXT_MS;
  return isRecent ? previousText : null;
}
