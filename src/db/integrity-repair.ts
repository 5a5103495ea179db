import { ROW_SCHEMAS } from '../domain/backup-format';
import type { BackupTable } from '../domain/backup-problem';
import { ERASED_SLOT_ID, readVectorsKey } from '../domain/embedding';
import type { Cause, ItemVersion, ProspectiveItem, Transition } from '../domain/item';
import type { MemoryRecord } from '../domain/memory/memory-record';
import type { ConversationSource, Episode, JournalSource, Source } from '../domain/source';
import type { ForethoughtDb } from './database';
import { findOrphans, profileTables, readProfileRows, type IntegrityReport } from './integrity';
import { fixRow } from './integrity-row-fix';

/** The cause put on a history row whose message is gone: the change stands, its source is lost. */
export const CAUSE_LOST: Cause = { kind: 'rule', rule: 'cause-lost' };

export type RepairOutcome = {
  before: IntegrityReport;
  after: IntegrityReport;
  /** Items brought back, archived, from the earlier texts of an item that was gone. */
  recoveredItems: number;
  /** Entries and conversations rebuilt from the log of what was written in them. */
  recoveredSources: number;
};

type Tables = {
  items: Map<string, ProspectiveItem>;
  itemVersions: Map<string, ItemVersion>;
  transitions: Map<string, Transition>;
  sources: Map<string, Source>;
  episodes: Map<string, Episode>;
  memories: Map<string, MemoryRecord>;
};

const byId = <T extends { id: string }>(rows: readonly T[]) =>
  new Map(rows.map((row) => [row.id, row]));

/**
 * Mends what `checkIntegrity` reports, keeping every text: an entry or conversation that is
 * gone is rebuilt from the log of what was written in it; an item that is gone but whose
 * earlier texts remain comes back, archived, with its newest text; a link to a row that is
 * gone is dropped (the row itself stays); a history row that holds no text and belongs to
 * nothing goes; a vector whose owner is gone is erased; a row a backup would refuse is
 * mended where a text is of the wrong kind or over its limit (domain/integrity). One
 * transaction: all or nothing. The report after it says what is left.
 */
export async function repairProfile(db: ForethoughtDb, now: number): Promise<RepairOutcome> {
  return db.transaction('rw', profileTables(db), async () => {
    const rows = await readProfileRows(db);
    const before = findOrphans(rows);
    const t: Tables = {
      items: byId(rows.items),
      itemVersions: byId(rows.itemVersions),
      transitions: byId(rows.transitions),
      sources: byId(rows.sources),
      episodes: byId(rows.episodes),
      memories: byId(rows.memories),
    };
    const changed = new Set<string>();
    const mark = (table: BackupTable, id: string) => changed.add(`${table}\u0000${id}`);
    const recoveredSources = recoverSources(t, mark);
    mendItems(t, mark);
    const recoveredItems = recoverItems(t, mark, now);
    mendCauses(t, mark);
    mendMemories(t, mark);
    mendRows(t, mark);
    for (const key of changed) {
      const [table, id] = key.split('\u0000') as [BackupTable, string];
      const row = t[table].get(id);
      if (row) await db.table(table).put(row);
      else await db.table(table).delete(id);
    }
    await eraseOwnerlessVectors(db, t);
    return {
      before,
      after: findOrphans(await readProfileRows(db)),
      recoveredItems,
      recoveredSources,
    };
  });
}

type Mark = (table: BackupTable, id: string) => void;

/** Entries and conversations rebuilt from their episodes, when episodes name a missing source. */
function recoverSources(t: Tables, mark: Mark): number {
  const orphaned = new Map<string, Episode[]>();
  for (const episode of t.episodes.values()) {
    if (t.sources.has(episode.sourceId)) continue;
    orphaned.set(episode.sourceId, [...(orphaned.get(episode.sourceId) ?? []), episode]);
  }
  for (const [sourceId, episodes] of orphaned) {
    episodes.sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
    const isChat = episodes.some((episode) => episode.kind === 'chat-turn');
    const source = isChat
      ? conversationFrom(sourceId, episodes, t, mark)
      : journalFrom(sourceId, episodes);
    t.sources.set(sourceId, source);
    mark('sources', sourceId);
  }
  return orphaned.size;
}

/** An entry as first written, then each correction in turn; the last text is current. */
function journalFrom(id: string, episodes: readonly Episode[]): JournalSource {
  const [first] = episodes;
  const last = episodes.at(-1);
  const revisions = episodes.slice(0, -1).map((episode, index) => ({
    text: episode.text,
    replacedAt: episodes[index + 1]?.at ?? episode.at,
  }));
  const entry: JournalSource = {
    id,
    kind: 'journal',
    text: last?.text ?? '',
    createdAt: first?.at ?? 0,
  };
  return revisions.length > 0 ? { ...entry, revisions } : entry;
}

/**
 * A conversation from its turns' episodes, in the order they were said. Turns are numbered
 * by position, so an episode (and an item) naming a turn is renumbered to match.
 */
function conversationFrom(
  id: string,
  episodes: readonly Episode[],
  t: Tables,
  mark: Mark,
): ConversationSource {
  const turns = episodes
    .filter((episode) => episode.kind === 'chat-turn')
    .sort((a, b) => (a.turnIndex ?? 0) - (b.turnIndex ?? 0) || a.at - b.at);
  const position = new Map<number, number>();
  turns.forEach((episode, index) => {
    if (episode.turnIndex !== null && !position.has(episode.turnIndex)) {
      position.set(episode.turnIndex, index);
    }
    if (episode.turnIndex !== index) {
      t.episodes.set(episode.id, { ...episode, turnIndex: index });
      mark('episodes', episode.id);
    }
  });
  for (const item of t.items.values()) {
    if (item.sourceId !== id || item.turnIndex === null) continue;
    t.items.set(item.id, { ...item, turnIndex: position.get(item.turnIndex) ?? null });
    mark('items', item.id);
  }
  const speakers = turns.map((episode) => episode.speaker ?? '');
  return {
    id,
    kind: 'conversation',
    title: '',
    format: 'plain',
    me: speakers[0] ?? '',
    turns: turns.map((episode, index) => ({
      index,
      speaker: speakers[index] ?? '',
      text: episode.text,
      at: episode.at,
    })),
    createdAt: turns[0]?.at ?? 0,
  };
}

/** An item or episode keeps its text; a source or turn that is gone is no longer named. */
function mendItems(t: Tables, mark: Mark) {
  const hasTurn = (sourceId: string | null, turnIndex: number) => {
    const source = sourceId === null ? undefined : t.sources.get(sourceId);
    return source?.kind === 'conversation' && turnIndex < source.turns.length;
  };
  for (const item of t.items.values()) {
    const isSourceGone = item.sourceId !== null && !t.sources.has(item.sourceId);
    const sourceId = isSourceGone ? null : item.sourceId;
    const turnIndex =
      item.turnIndex !== null && hasTurn(sourceId, item.turnIndex) ? item.turnIndex : null;
    if (sourceId === item.sourceId && turnIndex === item.turnIndex) continue;
    t.items.set(item.id, { ...item, sourceId, turnIndex });
    mark('items', item.id);
  }
  for (const episode of t.episodes.values()) {
    if (episode.turnIndex === null || hasTurn(episode.sourceId, episode.turnIndex)) continue;
    t.episodes.set(episode.id, { ...episode, turnIndex: null });
    mark('episodes', episode.id);
  }
}

/**
 * An item that is gone while its earlier texts remain comes back, archived, with its newest
 * text: the person decides. History rows of a gone item with no text to keep go.
 */
function recoverItems(t: Tables, mark: Mark, now: number): number {
  const versionsOf = new Map<string, ItemVersion[]>();
  for (const version of t.itemVersions.values()) {
    if (t.items.has(version.itemId)) continue;
    versionsOf.set(version.itemId, [...(versionsOf.get(version.itemId) ?? []), version]);
  }
  for (const [itemId, versions] of versionsOf) {
    const newest = versions.reduce((a, b) => (b.version > a.version ? b : a));
    const firstAt = Math.min(...versions.map((version) => version.supersededAt));
    t.items.set(itemId, {
      id: itemId,
      content: newest.content.trim() === '' ? '…' : newest.content,
      type: newest.type,
      context: '',
      saidAt: firstAt,
      status: 'open',
      sourceId: null,
      turnIndex: null,
      dueAt: null,
      version: newest.version + 1,
      createdAt: firstAt,
      updatedAt: now,
      lastMentionedAt: now,
      archivedAt: now,
    });
    mark('items', itemId);
  }
  for (const transition of t.transitions.values()) {
    if (t.items.has(transition.itemId)) continue;
    t.transitions.delete(transition.id);
    mark('transitions', transition.id);
  }
  return versionsOf.size;
}

/** A change whose message is gone still happened: its cause says the message was lost. */
function mendCauses(t: Tables, mark: Mark) {
  for (const table of ['itemVersions', 'transitions'] as const) {
    const rows = t[table] as Map<string, ItemVersion | Transition>;
    for (const row of rows.values()) {
      if (row.cause.kind !== 'message' || t.episodes.has(row.cause.episodeId)) continue;
      rows.set(row.id, { ...row, cause: CAUSE_LOST });
      mark(table, row.id);
    }
  }
}

/** A fact keeps its text; it no longer names entries, items or facts that are gone. */
function mendMemories(t: Tables, mark: Mark) {
  for (const memory of t.memories.values()) {
    const link = (id: string | null) => (id !== null && t.memories.has(id) ? id : null);
    const mended: MemoryRecord = {
      ...memory,
      episodeIds: memory.episodeIds.filter((id) => t.episodes.has(id)),
      itemIds: memory.itemIds.filter((id) => t.items.has(id)),
      supersedesId: link(memory.supersedesId),
      supersededById: link(memory.supersededById),
    };
    if (JSON.stringify(mended) === JSON.stringify(memory)) continue;
    t.memories.set(memory.id, mended);
    mark('memories', memory.id);
  }
}

/** Rows a backup would refuse, mended where a text is of the wrong kind or too long. */
function mendRows(t: Tables, mark: Mark) {
  for (const table of Object.keys(ROW_SCHEMAS) as BackupTable[]) {
    const rows = t[table] as Map<string, { id: string }>;
    for (const row of rows.values()) {
      if (ROW_SCHEMAS[table].safeParse(row).success) continue;
      const fixed = fixRow(table, row);
      if (fixed === null) continue;
      rows.set(row.id, fixed);
      mark(table, row.id);
    }
  }
}

/** Erases every stored vector whose item, episode or memory is not in the mended tables. */
async function eraseOwnerlessVectors(db: ForethoughtDb, t: Tables) {
  const owners = { items: t.items, episodes: t.episodes, memories: t.memories };
  const chunks = await db.embeddings.toArray();
  const changed = chunks.filter((chunk) => {
    const known = owners[readVectorsKey(chunk.modelId).owners];
    let isChanged = false;
    for (let position = 0; position < chunk.itemIds.length; position += 1) {
      const id = chunk.itemIds[position];
      if (id === ERASED_SLOT_ID || (id !== undefined && known.has(id))) continue;
      // A slot with no owner (gone, or a hole in the list) is blanked and zeroed.
      chunk.itemIds[position] = ERASED_SLOT_ID;
      chunk.itemVersions[position] = 0;
      chunk.vectors.fill(0, position * chunk.dims, (position + 1) * chunk.dims);
      isChanged = true;
    }
    return isChanged;
  });
  await db.embeddings.bulkPut(changed);
}
