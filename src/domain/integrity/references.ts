import type { BackupTable, ReferenceTarget } from '../backup-problem';
import type { Cause, ItemVersion, ProspectiveItem, Transition } from '../item';
import type { MemoryRecord } from '../memory/memory-record';
import type { Episode, Source } from '../source';

/** The rows of a profile that point at others: a backup's data, or the database's tables. */
export type ProfileData = {
  items: readonly ProspectiveItem[];
  itemVersions: readonly ItemVersion[];
  transitions: readonly Transition[];
  sources: readonly Source[];
  episodes: readonly Episode[];
  memories: readonly MemoryRecord[];
};

/**
 * Every kind of reference one row makes to another. This list is the one definition: the
 * backup checker refuses a file with any of them dangling, the profile checker counts them
 * (db/integrity.ts), and its repair mends them.
 */
export const REFERENCE_KINDS = [
  'itemSource',
  'itemTurn',
  'versionItem',
  'versionCause',
  'transitionItem',
  'transitionCause',
  'episodeSource',
  'episodeTurn',
  'memoryEpisode',
  'memoryItem',
  'memoryLink',
] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/** A reference that does not resolve: which row, which field (a path inside the row), what. */
export type DanglingReference = {
  kind: ReferenceKind;
  table: BackupTable;
  /** The row's position in its list. */
  index: number;
  rowId: string;
  /** The field inside the row, as a path: `sourceId`, `cause.episodeId`, `episodeIds.2`. */
  field: string;
  target: ReferenceTarget;
  ref: string;
};

type Lookup = {
  itemIds: ReadonlySet<string>;
  episodeIds: ReadonlySet<string>;
  memoryIds: ReadonlySet<string>;
  sources: ReadonlyMap<string, Source>;
};

function lookupOf(data: ProfileData): Lookup {
  return {
    itemIds: new Set(data.items.map((item) => item.id)),
    episodeIds: new Set(data.episodes.map((episode) => episode.id)),
    memoryIds: new Set(data.memories.map((memory) => memory.id)),
    sources: new Map(data.sources.map((source) => [source.id, source])),
  };
}

type Found = Omit<DanglingReference, 'table' | 'index' | 'rowId'>;

/** A row's source and the turn of it the row names. A missing source is one problem, not two. */
function* sourceAndTurn(
  row: { sourceId: string | null; turnIndex: number | null },
  kinds: { source: ReferenceKind; turn: ReferenceKind },
  { sources }: Lookup,
): Generator<Found> {
  if (row.sourceId !== null && !sources.has(row.sourceId)) {
    yield { kind: kinds.source, field: 'sourceId', target: 'source', ref: row.sourceId };
    return;
  }
  if (row.turnIndex === null) return;
  const source = row.sourceId === null ? undefined : sources.get(row.sourceId);
  const hasTurn = source?.kind === 'conversation' && row.turnIndex < source.turns.length;
  if (!hasTurn) {
    yield { kind: kinds.turn, field: 'turnIndex', target: 'turn', ref: String(row.turnIndex) };
  }
}

function* causeOf(cause: Cause, kind: ReferenceKind, { episodeIds }: Lookup): Generator<Found> {
  if (cause.kind === 'message' && !episodeIds.has(cause.episodeId)) {
    yield { kind, field: 'cause.episodeId', target: 'episode', ref: cause.episodeId };
  }
}

function* memoryReferences(memory: MemoryRecord, lookup: Lookup): Generator<Found> {
  for (const [at, ref] of memory.episodeIds.entries()) {
    if (!lookup.episodeIds.has(ref)) {
      yield { kind: 'memoryEpisode', field: `episodeIds.${at}`, target: 'episode', ref };
    }
  }
  for (const [at, ref] of memory.itemIds.entries()) {
    if (!lookup.itemIds.has(ref)) {
      yield { kind: 'memoryItem', field: `itemIds.${at}`, target: 'item', ref };
    }
  }
  for (const link of ['supersedesId', 'supersededById'] as const) {
    const ref = memory[link];
    if (ref !== null && !lookup.memoryIds.has(ref)) {
      yield { kind: 'memoryLink', field: link, target: 'memory', ref };
    }
  }
}

/** What one row of `table` points at that is not there. */
function* rowReferences(table: BackupTable, row: unknown, lookup: Lookup): Generator<Found> {
  switch (table) {
    case 'items':
      yield* sourceAndTurn(
        row as ProspectiveItem,
        { source: 'itemSource', turn: 'itemTurn' },
        lookup,
      );
      return;
    case 'itemVersions':
    case 'transitions': {
      const { itemId, cause } = row as ItemVersion | Transition;
      const isVersion = table === 'itemVersions';
      if (!lookup.itemIds.has(itemId)) {
        const kind = isVersion ? 'versionItem' : 'transitionItem';
        yield { kind, field: 'itemId', target: 'item', ref: itemId };
      }
      yield* causeOf(cause, isVersion ? 'versionCause' : 'transitionCause', lookup);
      return;
    }
    case 'episodes':
      yield* sourceAndTurn(
        row as Episode,
        { source: 'episodeSource', turn: 'episodeTurn' },
        lookup,
      );
      return;
    case 'memories':
      yield* memoryReferences(row as MemoryRecord, lookup);
      return;
    case 'sources':
      return;
  }
}

const TABLE_ORDER: readonly BackupTable[] = [
  'items',
  'itemVersions',
  'transitions',
  'episodes',
  'memories',
];

/** Every reference in `data` that does not resolve inside it, table by table, row by row. */
export function* danglingReferences(data: ProfileData): Generator<DanglingReference> {
  const lookup = lookupOf(data);
  for (const table of TABLE_ORDER) {
    for (const [index, row] of (data[table] as readonly { id: string }[]).entries()) {
      for (const found of rowReferences(table, row, lookup)) {
        yield { ...found, table, index, rowId: row.id };
      }
    }
  }
}
