import { ERASED_SLOT_ID, readVectorsKey, type EmbeddingChunk } from '../domain/embedding';
import type { ItemVersion, ProspectiveItem, Transition } from '../domain/item';
import type { Episode, Source } from '../domain/source';
import type { ForethoughtDb } from './database';

/** Every row of a profile that points at another, as read from its tables. */
export type ProfileRows = {
  items: readonly ProspectiveItem[];
  itemVersions: readonly ItemVersion[];
  transitions: readonly Transition[];
  sources: readonly Source[];
  episodes: readonly Episode[];
  /** Only the owners of each chunk's vectors are needed, not the floats. */
  embeddings: readonly Pick<EmbeddingChunk, 'modelId' | 'itemIds'>[];
};

/** Rows pointing at nothing, by kind. A sound profile has 0 of each. */
export type OrphanCounts = {
  /** Earlier texts whose item is gone. */
  versionsWithoutItem: number;
  /** History rows whose item is gone. */
  transitionsWithoutItem: number;
  /** Logged entries and turns whose source is gone. */
  episodesWithoutSource: number;
  /** Stored vectors (any model) whose item is gone, or slots that name no item at all. */
  vectorsWithoutItem: number;
  /** Items that name a source that is gone. */
  itemsWithoutSource: number;
  /** Transitions and versions caused by a message whose episode is gone. */
  causesWithoutEpisode: number;
  /** Items that name a turn their source does not have. */
  itemsWithTurnOutsideSource: number;
};

export type IntegrityReport = {
  /** What the profile holds, so a check can also say whether an import is all there. */
  counts: {
    items: number;
    itemVersions: number;
    transitions: number;
    sources: number;
    turns: number;
    episodes: number;
    vectors: number;
  };
  orphans: OrphanCounts;
  /** The sum of `orphans`. */
  orphanTotal: number;
  /** Up to five offending row ids per kind, to start looking from. */
  examples: Partial<Record<keyof OrphanCounts, string[]>>;
};

const EXAMPLES_PER_KIND = 5;

/** Counts the orphans of every kind in a profile's rows. Pure: the rows are only read. */
export function findOrphans(rows: ProfileRows): IntegrityReport {
  const itemIds = new Set(rows.items.map((item) => item.id));
  const sources = new Map(rows.sources.map((source) => [source.id, source]));
  const episodeIds = new Set(rows.episodes.map((episode) => episode.id));
  const causeIsGone = (row: Transition | ItemVersion) =>
    row.cause.kind === 'message' && !episodeIds.has(row.cause.episodeId);
  // Memories are never deleted (only a wipe empties the table), so their vectors are not checked.
  const ownersOf = (kind: 'items' | 'episodes') =>
    rows.embeddings
      .filter((chunk) => readVectorsKey(chunk.modelId).owners === kind)
      .flatMap((chunk) =>
        // A hole in a chunk's id list reads as undefined: it names no owner either.
        Array.from(chunk.itemIds, (id: string | undefined) => id ?? '<missing>'),
      );
  const isOrphan = (owners: Set<string>) => (id: string) =>
    id !== ERASED_SLOT_ID && !owners.has(id);

  const offenders: Record<keyof OrphanCounts, string[]> = {
    versionsWithoutItem: rows.itemVersions.filter((v) => !itemIds.has(v.itemId)).map((v) => v.id),
    transitionsWithoutItem: rows.transitions.filter((t) => !itemIds.has(t.itemId)).map((t) => t.id),
    episodesWithoutSource: rows.episodes.filter((e) => !sources.has(e.sourceId)).map((e) => e.id),
    vectorsWithoutItem: [
      ...ownersOf('items').filter(isOrphan(itemIds)),
      ...ownersOf('episodes').filter(isOrphan(episodeIds)),
    ],
    itemsWithoutSource: rows.items
      .filter((item) => item.sourceId !== null && !sources.has(item.sourceId))
      .map((item) => item.id),
    causesWithoutEpisode: [...rows.transitions, ...rows.itemVersions]
      .filter(causeIsGone)
      .map((row) => row.id),
    itemsWithTurnOutsideSource: rows.items
      .filter((item) =>
        isTurnOutside(item, item.sourceId === null ? undefined : sources.get(item.sourceId)),
      )
      .map((item) => item.id),
  };

  const orphans = Object.fromEntries(
    Object.entries(offenders).map(([kind, ids]) => [kind, ids.length]),
  ) as OrphanCounts;
  const examples = Object.fromEntries(
    Object.entries(offenders)
      .filter(([, ids]) => ids.length > 0)
      .map(([kind, ids]) => [kind, ids.slice(0, EXAMPLES_PER_KIND)]),
  );
  return {
    counts: {
      items: rows.items.length,
      itemVersions: rows.itemVersions.length,
      transitions: rows.transitions.length,
      sources: rows.sources.length,
      turns: rows.sources.reduce(
        (sum, s) => sum + (s.kind === 'conversation' ? s.turns.length : 0),
        0,
      ),
      episodes: rows.episodes.length,
      vectors: [...ownersOf('items'), ...ownersOf('episodes')].filter((id) => id !== ERASED_SLOT_ID)
        .length,
    },
    orphans,
    orphanTotal: Object.values(orphans).reduce((sum, count) => sum + count, 0),
    examples,
  };
}

/** A turn index on an item must name a turn of its conversation (a missing source is counted apart). */
function isTurnOutside(item: ProspectiveItem, source: Source | undefined): boolean {
  if (item.turnIndex === null || source === undefined) return false;
  if (source.kind !== 'conversation') return true;
  return !source.turns.some((turn) => turn.index === item.turnIndex);
}

/** Reads every table of the profile in one read transaction, so the rows agree in time. */
export async function readProfileRows(db: ForethoughtDb): Promise<ProfileRows> {
  const tables = [
    db.items,
    db.itemVersions,
    db.transitions,
    db.sources,
    db.episodes,
    db.embeddings,
  ];
  return db.transaction('r', tables, async () => {
    const [items, itemVersions, transitions, sources, episodes, chunks] = await Promise.all([
      db.items.toArray(),
      db.itemVersions.toArray(),
      db.transitions.toArray(),
      db.sources.toArray(),
      db.episodes.toArray(),
      db.embeddings.toArray(),
    ]);
    const embeddings = chunks.map(({ modelId, itemIds }) => ({ modelId, itemIds }));
    return { items, itemVersions, transitions, sources, episodes, embeddings };
  });
}

/** The whole check against a database: read it, count its orphans. */
export async function checkIntegrity(db: ForethoughtDb): Promise<IntegrityReport> {
  return findOrphans(await readProfileRows(db));
}
