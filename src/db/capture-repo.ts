import { newId } from '../domain/ids';
import type { ItemType, ProspectiveItem } from '../domain/item';
import { createItem } from '../domain/item-edit';
import {
  filedKey,
  findEarlierImport,
  type EarlierImport,
} from '../domain/conversation-import/earlier-import';
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

export type ImportCommitted = {
  sourceIds: string[];
  items: ProspectiveItem[];
  /** Accepted candidates not filed again: an item of the same source, turn and text exists. */
  alreadyFiled: number;
};

/** What the database already holds of an import. */
export type ImportOverlap = {
  /** Per conversation of the import, the stored conversation it repeats or continues. */
  earlier: (EarlierImport | null)[];
  /** `filedKey`s of the items filed from those conversations, under every text they had. */
  filed: Set<string>;
};

async function storedConversations(
  db: ForethoughtDb,
  format: string,
): Promise<ConversationSource[]> {
  const sources = await db.sources.where('kind').equals('conversation').toArray();
  return sources.filter(
    (source): source is ConversationSource =>
      source.kind === 'conversation' && source.format === format,
  );
}

/**
 * Finds, for each conversation of `parsed`, the stored conversation it repeats, and the
 * items already filed from those: an item counts under its current text and every earlier
 * one, so a candidate the person has since reworded is still recognised.
 */
export async function readImportOverlap(
  db: ForethoughtDb,
  parsed: ParsedImport,
): Promise<ImportOverlap> {
  const stored = await storedConversations(db, parsed.format);
  const earlier = parsed.conversations.map((conversation) =>
    findEarlierImport(conversation, parsed.format, stored),
  );
  const sourceIds = [...new Set(earlier.flatMap((match) => (match ? [match.source.id] : [])))];
  const items = await db.items.where('sourceId').anyOf(sourceIds).toArray();
  const versions = await db.itemVersions
    .where('itemId')
    .anyOf(items.map((item) => item.id))
    .toArray();
  const byId = new Map(items.map((item) => [item.id, item]));
  const filed = new Set<string>();
  for (const item of items) {
    if (item.sourceId === null || item.turnIndex === null) continue;
    filed.add(filedKey(item.sourceId, item.turnIndex, item.content));
  }
  for (const version of versions) {
    const item = byId.get(version.itemId);
    if (item?.sourceId == null || item.turnIndex === null) continue;
    filed.add(filedKey(item.sourceId, item.turnIndex, version.content));
  }
  return { earlier, filed };
}

/** Whether a candidate of conversation `conversationIndex` was filed by an earlier import. */
export function isAlreadyFiled(
  overlap: ImportOverlap,
  conversationIndex: number,
  turnIndex: number,
  text: string,
): boolean {
  const match = overlap.earlier[conversationIndex];
  return match != null && overlap.filed.has(filedKey(match.source.id, turnIndex, text));
}

type PlannedSource = { source: ConversationSource; newTurnsFrom: number };

/**
 * The source each conversation is kept under: the stored one it repeats (given the turns it
 * adds, if it went on since), or a new one. A conversation that appears twice in one file
 * is kept once.
 */
function planSources(
  parsed: ParsedImport,
  overlap: ImportOverlap,
  now: number,
  me: string,
): PlannedSource[] {
  const planned: PlannedSource[] = [];
  parsed.conversations.forEach((conversation, index) => {
    const sources = planned.map((plan) => plan.source);
    const earlier =
      overlap.earlier[index]?.source ??
      findEarlierImport(conversation, parsed.format, sources)?.source;
    // The first plan of a source is the one that writes it; later ones only point at it.
    const writer = earlier ? planned.find((plan) => plan.source.id === earlier.id) : undefined;
    const base: ConversationSource = writer?.source ??
      earlier ?? {
        id: newId(),
        kind: 'conversation',
        title: conversation.title,
        format: parsed.format,
        me,
        turns: [],
        createdAt: now,
      };
    const from = base.turns.length;
    const added = conversation.turns
      .slice(from)
      .map((turn, offset) => ({ index: from + offset, ...turn }));
    const source = { ...base, turns: [...base.turns, ...added] };
    if (writer) writer.source = source;
    planned.push({ source, newTurnsFrom: writer ? source.turns.length : from });
  });
  return planned;
}

function episodesOf({ source, newTurnsFrom }: PlannedSource, now: number): Episode[] {
  return source.turns.slice(newTurnsFrom).map((turn) => ({
    id: newId(),
    kind: 'chat-turn',
    text: turn.text,
    at: turn.at ?? now,
    sourceId: source.id,
    turnIndex: turn.index,
    speaker: turn.speaker,
  }));
}

/**
 * Commits a reviewed import in one transaction: each conversation becomes a source with
 * its turns, every turn goes to the episodic log, and each accepted candidate becomes an
 * item that keeps its source, turn, context and when it was said. All or nothing.
 *
 * Importing a conversation again adds nothing the earlier import added: it is kept under
 * the source it had (only turns it gained since are appended, to the source and the log),
 * and a candidate whose source, turn and text match an item filed before is not filed again.
 */
export async function commitImport(
  db: ForethoughtDb,
  parsed: ParsedImport,
  me: string,
  accepted: readonly AcceptedCandidate[],
  now: number,
): Promise<ImportCommitted> {
  const tables = [db.sources, db.episodes, db.items, db.itemVersions];
  return db.transaction('rw', tables, async () => {
    const overlap = await readImportOverlap(db, parsed);
    const planned = planSources(parsed, overlap, now, me);
    const filed = new Set(overlap.filed);
    const items: ProspectiveItem[] = [];
    for (const candidate of accepted) {
      const sourceId = planned[candidate.conversationIndex]?.source.id ?? null;
      if (sourceId !== null) {
        const key = filedKey(sourceId, candidate.turnIndex, candidate.text);
        if (filed.has(key)) continue;
        filed.add(key);
      }
      // createItem throws on an invalid item (empty text): the whole import is refused.
      const { text, type, context, saidAt, turnIndex, dueAt } = candidate;
      const input = { content: text, type, context, saidAt: saidAt ?? now, sourceId, turnIndex };
      items.push(createItem({ ...input, dueAt }, now));
    }
    const written = planned.filter((plan) => plan.newTurnsFrom < plan.source.turns.length);
    await db.sources.bulkPut(written.map((plan) => plan.source));
    await db.episodes.bulkAdd(written.flatMap((plan) => episodesOf(plan, now)));
    await db.items.bulkAdd(items);
    const sourceIds = [...new Set(planned.map((plan) => plan.source.id))];
    return { sourceIds, items, alreadyFiled: accepted.length - items.length };
  });
}
