import { newId } from '../domain/ids';
import type { ItemType, ProspectiveItem } from '../domain/item';
import { createItem } from '../domain/item-edit';
import type { ParsedImport } from '../domain/conversation-import/parsed';
import type { ConversationSource, Episode } from '../domain/source';
import type { ForethoughtDb } from './database';

/** A reviewed candidate the person accepted (perhaps edited, retyped or merged). */
export type AcceptedCandidate = {
  conversationIndex: number;
  turnIndex: number;
  text: string;
  type: ItemType;
  context: string;
  saidAt: number | null;
  dueAt: number | null;
};

export type ImportCommitted = { sourceIds: string[]; items: ProspectiveItem[] };

/**
 * Commits a reviewed import in one transaction: each conversation becomes a source with
 * its turns, every turn goes to the episodic log, and each accepted candidate becomes an
 * item that keeps its source, turn, context and when it was said. All or nothing.
 */
export async function commitImport(
  db: ForethoughtDb,
  parsed: ParsedImport,
  me: string,
  accepted: readonly AcceptedCandidate[],
  now: number,
): Promise<ImportCommitted> {
  const sources: ConversationSource[] = parsed.conversations.map((conversation) => ({
    id: newId(),
    kind: 'conversation',
    title: conversation.title,
    format: parsed.format,
    me,
    turns: conversation.turns.map((turn, index) => ({ index, ...turn })),
    createdAt: now,
  }));
  const episodes: Episode[] = sources.flatMap((source) =>
    source.turns.map((turn) => ({
      id: newId(),
      kind: 'chat-turn' as const,
      text: turn.text,
      at: turn.at ?? now,
      sourceId: source.id,
      turnIndex: turn.index,
      speaker: turn.speaker,
    })),
  );
  // Built before the transaction: an invalid item (empty text) refuses the whole import.
  const items = accepted.map((candidate) =>
    createItem(
      {
        content: candidate.text,
        type: candidate.type,
        context: candidate.context,
        saidAt: candidate.saidAt ?? now,
        sourceId: sources[candidate.conversationIndex]?.id ?? null,
        turnIndex: candidate.turnIndex,
        dueAt: candidate.dueAt,
      },
      now,
    ),
  );
  await db.transaction('rw', db.sources, db.episodes, db.items, async () => {
    await db.sources.bulkAdd(sources);
    await db.episodes.bulkAdd(episodes);
    await db.items.bulkAdd(items);
  });
  return { sourceIds: sources.map((source) => source.id), items };
}
