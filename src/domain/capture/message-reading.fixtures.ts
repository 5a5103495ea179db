/* Shared by the message-reading tests: a message, a board, and recall as a stand-in. */
import type { BoardEntry, BoardSnapshot, Hit, WrittenMessage } from './capture-decisions';
import type { ReadStatus } from './status-reader';
import { messageQueries, readMessage } from './message-reading';

export const SAID_AT = Date.UTC(2026, 2, 2, 9);

export function message(text: string): WrittenMessage {
  return { text, sourceId: 'entry-1', episodeId: 'ep-1', turnIndex: null, saidAt: SAID_AT };
}

export function boardOf(...entries: [string, BoardEntry['type'], string][]): BoardSnapshot {
  return new Map(
    entries.map(([id, type, content]) => [id, { id, type, content, dueAt: null }] as const),
  );
}

/**
 * Recall as a middling cosine for every kept item (so only what a sentence names tells
 * them apart), asked only for the queries `messageQueries` listed — the reading must not
 * ask anything else.
 */
export function read(text: string, board: BoardSnapshot, score = 0.45, dueAround: string[] = []) {
  const listed = new Set(messageQueries(text, null));
  const hitsOf = (query: string): Hit[] => {
    if (!listed.has(query)) throw new Error(`unlisted query: ${query}`);
    return [...board.keys()].map((id) => ({ id, score }));
  };
  return readMessage({ message: message(text), previousTurn: null, board, hitsOf, dueAround });
}

/** As `read`, with recall's cosine given item by item (0 for an item not named). */
export function readWithCosines(
  text: string,
  board: BoardSnapshot,
  cosines: Record<string, number>,
) {
  const listed = new Set(messageQueries(text, null));
  const hitsOf = (query: string): Hit[] => {
    if (!listed.has(query)) throw new Error(`unlisted query: ${query}`);
    return [...board.keys()].map((id) => ({ id, score: cosines[id] ?? 0 }));
  };
  return readMessage({ message: message(text), previousTurn: null, board, hitsOf });
}

/**
 * The reading when the status head read every sentence as `status` (no cue pattern needed),
 * with recall's middling cosine for every kept item.
 */
export function readAsTheHeadRead(text: string, board: BoardSnapshot, status: ReadStatus) {
  return readMessage({
    message: message(text),
    previousTurn: null,
    board,
    hitsOf: () => [...board.keys()].map((id) => ({ id, score: 0.45 })),
    statusOf: () => status,
  });
}

export const kinds = (reading: ReturnType<typeof read>) => reading.decisions.map((d) => d.kind);
