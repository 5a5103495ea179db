import type { ConversationSource } from '../source';
import type { ConversationFormat, ParsedConversation, ParsedTurn } from './parsed';

/** A stored conversation that a conversation being imported continues or repeats. */
export type EarlierImport = {
  source: ConversationSource;
  /** How many leading turns the two share: those are not written again. */
  sharedTurns: number;
};

function isSameTurn(a: ParsedTurn, b: ParsedTurn): boolean {
  return a.speaker === b.speaker && a.text === b.text && a.at === b.at;
}

/**
 * Whether `conversation` is `stored` imported again: the same format and title, and one's
 * turns begin with all of the other's (speaker, text and time alike). A later export of a
 * chat that went on is the same conversation with more turns; an older export of it is the
 * same conversation with fewer. Returns the turns they share, or null when they differ.
 */
export function sharedTurnsWith(
  conversation: ParsedConversation,
  format: ConversationFormat,
  stored: ConversationSource,
): number | null {
  if (stored.format !== format || stored.title !== conversation.title) return null;
  const shared = Math.min(stored.turns.length, conversation.turns.length);
  if (shared === 0) return null;
  for (let index = 0; index < shared; index++) {
    const before = stored.turns[index];
    const now = conversation.turns[index];
    if (!before || !now || !isSameTurn(before, now)) return null;
  }
  return shared;
}

/** The stored conversation that `conversation` repeats, the one sharing most turns; or null. */
export function findEarlierImport(
  conversation: ParsedConversation,
  format: ConversationFormat,
  stored: readonly ConversationSource[],
): EarlierImport | null {
  let best: EarlierImport | null = null;
  for (const source of stored) {
    const sharedTurns = sharedTurnsWith(conversation, format, source);
    if (sharedTurns !== null && (best === null || sharedTurns > best.sharedTurns)) {
      best = { source, sharedTurns };
    }
  }
  return best;
}

/** The key by which a filed item and a candidate are the same: source, turn and text. */
export function filedKey(sourceId: string, turnIndex: number, text: string): string {
  return `${sourceId}\u0000${turnIndex}\u0000${text.trim()}`;
}
