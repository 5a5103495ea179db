import { ERASED_SLOT_ID, readVectorsKey, type EmbeddingChunk } from '../domain/embedding';
import { ROW_SCHEMAS } from '../domain/backup-format';
import { BACKUP_TABLES, type BackupTable } from '../domain/backup-problem';
import {
  danglingReferences,
  REFERENCE_KINDS,
  type ProfileData,
  type ReferenceKind,
} from '../domain/integrity/references';
import type { ForethoughtDb } from './database';

/** Every row of a profile that points at another, as read from its tables. */
export type ProfileRows = ProfileData & {
  /** Only the owners of each chunk's vectors are needed, not the floats. */
  embeddings: readonly Pick<EmbeddingChunk, 'modelId' | 'itemIds'>[];
};

/**
 * Rows pointing at nothing, by kind: every reference kind of the shared list
 * (domain/integrity/references.ts) and the stored vectors whose owner is gone (vectors are
 * derived, so no backup holds them). A sound profile has 0 of each.
 */
export type OrphanCounts = Record<ReferenceKind | 'vectorsWithoutOwner', number>;

/** Rows that break the row definition the backup checker applies (ROW_SCHEMAS), by table. */
export type InvalidRowCounts = Record<BackupTable, number>;

export type IntegrityReport = {
  /** What the profile holds, so a check can also say whether an import is all there. */
  counts: {
    items: number;
    itemVersions: number;
    transitions: number;
    sources: number;
    turns: number;
    episodes: number;
    memories: number;
    vectors: number;
  };
  orphans: OrphanCounts;
  /** The sum of `orphans`. */
  orphanTotal: number;
  invalidRows: InvalidRowCounts;
  /** The sum of `invalidRows`: a backup of this profile would be refused while it is above 0. */
  invalidTotal: number;
  /** Up to five offending row ids per kind (and table), to start looking from. */
  examples: Partial<Record<keyof OrphanCounts | BackupTable, string[]>>;
};

const EXAMPLES_PER_KIND = 5;
/** How a vector slot with no id at all is named in the examples. */
const MISSING_OWNER = '<missing>';

function countBy<K extends string>(keys: readonly K[], found: readonly { key: K; id: string }[]) {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  const examples: Partial<Record<K, string[]>> = {};
  for (const { key, id } of found) {
    counts[key] += 1;
    const list = (examples[key] ??= []);
    if (list.length < EXAMPLES_PER_KIND) list.push(id);
  }
  return { counts, examples };
}

/** The owners of stored vectors whose item or episode is gone (or that name no one). */
function vectorsWithoutOwner(rows: ProfileRows) {
  const owners = {
    items: new Set(rows.items.map((item) => item.id)),
    episodes: new Set(rows.episodes.map((episode) => episode.id)),
    memories: new Set(rows.memories.map((memory) => memory.id)),
  };
  const all: string[] = [];
  const orphaned: string[] = [];
  for (const chunk of rows.embeddings) {
    const known = owners[readVectorsKey(chunk.modelId).owners];
    // A hole in a chunk's id list reads as undefined: it names no owner either.
    for (const id of Array.from(chunk.itemIds, (owner: string | undefined) => owner ?? null)) {
      if (id === ERASED_SLOT_ID) continue;
      all.push(id ?? MISSING_OWNER);
      if (id === null || !known.has(id)) orphaned.push(id ?? MISSING_OWNER);
    }
  }
  return { vectors: all.length, orphaned };
}

/** Rows that the backup checker would refuse, one by one (types, limits, order of texts). */
export function invalidRowsOf(rows: ProfileData): { key: BackupTable; id: string }[] {
  return BACKUP_TABLES.flatMap((table) =>
    (rows[table] as readonly { id: string }[])
      .filter((row) => !ROW_SCHEMAS[table].safeParse(row).success)
      .map((row) => ({ key: table, id: row.id })),
  );
}

/**
 * Counts what is wrong in a profile's rows: references that point at nothing (the one list
 * the backup checker reads too), vectors of owners that are gone, and rows the backup
 * checker would refuse. Pure: the rows are only read.
 */
export function findOrphans(rows: ProfileRows): IntegrityReport {
  const dangling = [...danglingReferences(rows)].map((found) => ({
    key: found.kind,
    id: found.rowId,
  }));
  const vectors = vectorsWithoutOwner(rows);
  const orphanKinds = [...REFERENCE_KINDS, 'vectorsWithoutOwner'] as const;
  const orphans = countBy(orphanKinds, [
    ...dangling,
    ...vectors.orphaned.map((id) => ({ key: 'vectorsWithoutOwner' as const, id })),
  ]);
  const invalid = countBy(BACKUP_TABLES, invalidRowsOf(rows));
  const sum = (counts: Record<string, number>) =>
    Object.values(counts).reduce((total, count) => total + count, 0);
  return {
    counts: {
      items: rows.items.length,
      itemVersions: rows.itemVersions.length,
      transitions: rows.transitions.length,
      sources: rows.sources.length,
      turns: rows.sources.reduce(
        (total, s) => total + (s.kind === 'conversation' ? s.turns.length : 0),
        0,
      ),
      episodes: rows.episodes.length,
      memories: rows.memories.length,
      vectors: vectors.vectors,
    },
    orphans: orphans.counts,
    orphanTotal: sum(orphans.counts),
    invalidRows: invalid.counts,
    invalidTotal: sum(invalid.counts),
    examples: { ...orphans.examples, ...invalid.examples },
  };
}

/** The tables a profile check reads (and its repair writes). */
export function profileTables(db: ForethoughtDb) {
  return [
    db.items,
    db.itemVersions,
    db.transitions,
    db.sources,
    db.episodes,
    db.memories,
    db.embeddings,
  ];
}

/** Reads every table of the profile in one read transaction, so the rows agree in time. */
export async function readProfileRows(db: ForethoughtDb): Promise<ProfileRows> {
  return db.transaction('r', profileTables(db), async () => {
    const [items, itemVersions, transitions, sources, episodes, memories, chunks] =
      await Promise.all([
        db.items.toArray(),
        db.itemVersions.toArray(),
        db.transitions.toArray(),
        db.sources.toArray(),
        db.episodes.toArray(),
        db.memories.toArray(),
        db.embeddings.toArray(),
      ]);
    const embeddings = chunks.map(({ modelId, itemIds }) => ({ modelId, itemIds }));
    return { items, itemVersions, transitions, sources, episodes, memories, embeddings };
  });
}

/** The whole check against a database: read it, count its orphans. */
export async function checkIntegrity(db: ForethoughtDb): Promise<IntegrityReport> {
  return findOrphans(await readProfileRows(db));
}
