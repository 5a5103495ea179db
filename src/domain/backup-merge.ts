import type { Backup } from './backup-format';
import { mergeItem } from './backup-merge-items';
import { mergeJournalEntry } from './backup-merge-journal';
import { mergeMemory } from './backup-merge-memories';
import type { ItemVersion, ProspectiveItem, Transition } from './item';
import type { MemoryRecord } from './memory/memory-record';
import type { Episode, Source, Turn } from './source';

/** What the database holds already of the records a backup names, read by id. */
export type StoredRows = {
  items: ReadonlyMap<string, ProspectiveItem>;
  /** Every stored earlier version of the items in `items`. */
  versionsByItem: ReadonlyMap<string, readonly ItemVersion[]>;
  sources: ReadonlyMap<string, Source>;
  memories: ReadonlyMap<string, MemoryRecord>;
  /** Ids of the file's versions, transitions and episodes that are stored already. */
  historyIds: ReadonlySet<string>;
};

export type MergeSummary = {
  itemsAdded: number;
  itemsUpdated: number;
  itemsKept: number;
  /** Texts of losing item copies kept as earlier versions. */
  textsKept: number;
  /** Journal entries whose file copy held another text: joined, every text kept. */
  entriesJoined: number;
  /** Archived items whose file copy was not archived, with no restore recorded: left archived. */
  archivesKept: number;
  /** Journal entries and conversations new to this database. */
  sourcesAdded: number;
  /** Turns added to the end of conversations stored already. */
  turnsAdded: number;
  /** Versions, transitions and episodes new to this database. */
  historyAdded: number;
  /** Records whose id is here already, kept as they are. */
  recordsKept: number;
  /** Facts and habits new to this database, and stored ones the file's copy changed. */
  memoriesAdded: number;
  memoriesUpdated: number;
};

export type MergePlan = {
  /** Written with put: new items, and items whose file copy is further along. */
  items: ProspectiveItem[];
  /** Sources new, extended by turns, or with corrections joined; the rest are only ever added. */
  sources: Source[];
  itemVersions: ItemVersion[];
  transitions: Transition[];
  episodes: Episode[];
  /** Written with put: new memories, and stored ones merged with the file's copy. */
  memories: MemoryRecord[];
  summary: MergeSummary;
};

/** Two copies of one conversation disagree on a turn both hold: neither may be cut. */
export class BackupConflictError extends Error {
  readonly title: string;
  constructor(title: string) {
    super(`The conversation “${title}” differs between this browser and the backup.`);
    this.name = 'BackupConflictError';
    this.title = title;
  }
}

function groupByItem<T extends { itemId: string }>(rows: readonly T[]): Map<string, T[]> {
  const byItem = new Map<string, T[]>();
  for (const row of rows) {
    const list = byItem.get(row.itemId);
    if (list) list.push(row);
    else byItem.set(row.itemId, [row]);
  }
  return byItem;
}

function isSameTurn(a: Turn, b: Turn): boolean {
  return a.index === b.index && a.speaker === b.speaker && a.text === b.text && a.at === b.at;
}

/**
 * A stored source and the file's copy. Turns are never taken away: an older copy changes
 * nothing, one that extends the stored turns adds what is new, and one that disagrees on a
 * turn both hold refuses the import (merging them would renumber turns others point at).
 * A journal entry keeps every text either copy has (`backup-merge-journal.ts`).
 */
function mergeSource(stored: Source, incoming: Source): Source | null {
  if (stored.kind === 'journal' && incoming.kind === 'journal') {
    return mergeJournalEntry(stored, incoming);
  }
  if (stored.kind !== 'conversation' || incoming.kind !== 'conversation') {
    throw new BackupConflictError(stored.kind === 'conversation' ? stored.title : stored.id);
  }
  const shared = Math.min(stored.turns.length, incoming.turns.length);
  for (let index = 0; index < shared; index += 1) {
    const [mine, theirs] = [stored.turns[index], incoming.turns[index]];
    if (mine && theirs && !isSameTurn(mine, theirs)) throw new BackupConflictError(stored.title);
  }
  if (incoming.turns.length <= stored.turns.length) return null;
  return { ...stored, turns: [...stored.turns, ...incoming.turns.slice(stored.turns.length)] };
}

/**
 * The union of a validated backup and what is stored: nothing stored is replaced except an
 * item by its later version (whose losing text is kept), no history row is overwritten, no
 * conversation is shortened. Pure; the repository reads `stored` and writes the plan in
 * one transaction. Throws `BackupConflictError` when a union cannot be made.
 */
export function planMerge(data: Backup['data'], stored: StoredRows, now: number): MergePlan {
  const summary: MergeSummary = {
    itemsAdded: 0,
    itemsUpdated: 0,
    itemsKept: 0,
    textsKept: 0,
    entriesJoined: 0,
    archivesKept: 0,
    sourcesAdded: 0,
    turnsAdded: 0,
    historyAdded: 0,
    recordsKept: 0,
    memoriesAdded: 0,
    memoriesUpdated: 0,
  };
  const plan: MergePlan = {
    items: [],
    sources: [],
    itemVersions: [],
    transitions: [],
    episodes: [],
    memories: [],
    summary,
  };
  for (const source of data.sources) {
    const current = stored.sources.get(source.id);
    const merged = current ? mergeSource(current, source) : source;
    if (!current) summary.sourcesAdded += 1;
    else if (merged?.kind === 'conversation' && current.kind === 'conversation') {
      summary.turnsAdded += merged.turns.length - current.turns.length;
    } else if (!merged) summary.recordsKept += 1;
    else summary.entriesJoined += 1;
    // A corrected entry is not counted apart: its corrections arrive as new episodes.
    if (merged) plan.sources.push(merged);
  }
  const isNew = (row: { id: string }) => {
    const isStored = stored.historyIds.has(row.id);
    summary[isStored ? 'recordsKept' : 'historyAdded'] += 1;
    return !isStored;
  };
  plan.itemVersions = data.itemVersions.filter(isNew);
  plan.transitions = data.transitions.filter(isNew);
  plan.episodes = data.episodes.filter(isNew);
  const incomingVersions = groupByItem(data.itemVersions);
  const restoresByItem = groupByItem(
    data.transitions.filter((transition) => transition.action === 'restore'),
  );
  for (const item of data.items) {
    const current = stored.items.get(item.id);
    if (!current) {
      summary.itemsAdded += 1;
      plan.items.push(item);
      continue;
    }
    const known = [
      ...(stored.versionsByItem.get(item.id) ?? []),
      ...(incomingVersions.get(item.id) ?? []),
    ];
    const restoredAt = (restoresByItem.get(item.id) ?? []).map((transition) => transition.at);
    const { write, keptText } = mergeItem(current, item, known, now, restoredAt);
    summary[write ? 'itemsUpdated' : 'itemsKept'] += 1;
    if (write) plan.items.push(write);
    if (write && write.archivedAt !== item.archivedAt) summary.archivesKept += 1;
    if (keptText) {
      summary.textsKept += 1;
      plan.itemVersions.push(keptText);
    }
  }
  for (const memory of data.memories) {
    const current = stored.memories.get(memory.id);
    const merged = current ? mergeMemory(current, memory) : memory;
    if (!current) summary.memoriesAdded += 1;
    else if (merged) summary.memoriesUpdated += 1;
    else summary.recordsKept += 1;
    if (merged) plan.memories.push(merged);
  }
  return plan;
}
