import type { EmbeddingChunk } from '../domain/embedding';
import type { ItemVersion, ProspectiveItem, Transition } from '../domain/item';
import type { Suggestion } from '../domain/capture/suggestion';
import type { MemoryRecord } from '../domain/memory/memory-record';
import type { Dismissal } from '../domain/recall/dismissal';
import type { Episode, Source } from '../domain/source';

export const DB_NAME = 'forethought';

/** One settings row per key; the app keeps its settings under `SETTINGS_KEY`. */
export type SettingsRow = { key: string; value: unknown };
export const SETTINGS_KEY = 'app';

export type TableRows = {
  items: ProspectiveItem;
  itemVersions: ItemVersion;
  transitions: Transition;
  sources: Source;
  episodes: Episode;
  embeddings: EmbeddingChunk;
  settings: SettingsRow;
  suggestions: Suggestion;
  dismissals: Dismissal;
  memories: MemoryRecord;
};

export type TableName = keyof TableRows;

/**
 * Every schema version ever shipped, oldest first. A version that has shipped is never
 * edited: a change is a new entry (with an `upgrade` when existing rows must be rewritten),
 * and `schema-upgrade.test.ts` seeds the older versions and opens the newest.
 */
export const SCHEMA_VERSIONS: readonly {
  version: number;
  /** Tables added later are absent from the versions before them. */
  stores: Partial<Record<TableName, string>>;
}[] = [
  {
    version: 1,
    stores: {
      items: 'id, status, type, saidAt, updatedAt, sourceId',
      itemVersions: 'id, itemId, [itemId+version]',
      transitions: 'id, itemId, at',
      sources: 'id, kind, createdAt',
      // The episodic log is append-only: repositories only ever add to it.
      episodes: 'id, at, sourceId',
      embeddings: '[modelId+chunkIndex], modelId',
      settings: 'key',
    },
  },
  {
    // The stale sweep at start reads only the items it may change, not every active item:
    // on a large board the full read held the first render back by a few hundred ms.
    // Chunks are found by item id, so "delete forever" can erase an item's vectors too.
    version: 2,
    stores: {
      items: 'id, status, type, saidAt, updatedAt, sourceId, [status+lastMentionedAt]',
      itemVersions: 'id, itemId, [itemId+version]',
      transitions: 'id, itemId, at',
      sources: 'id, kind, createdAt',
      episodes: 'id, at, sourceId',
      embeddings: '[modelId+chunkIndex], modelId, *itemIds',
      settings: 'key',
    },
  },
  {
    // Offers not yet answered survive a reload. They are not part of a backup: an offer
    // is about this profile's board at the moment it was made.
    version: 3,
    stores: {
      items: 'id, status, type, saidAt, updatedAt, sourceId, [status+lastMentionedAt]',
      itemVersions: 'id, itemId, [itemId+version]',
      transitions: 'id, itemId, at',
      sources: 'id, kind, createdAt',
      episodes: 'id, at, sourceId',
      embeddings: '[modelId+chunkIndex], modelId, *itemIds',
      settings: 'key',
      suggestions: 'id, createdAt, episodeId',
    },
  },
  {
    // "Not now" on a recalled item is remembered, with the draft it was said for, so the
    // panel can lower that item for alike drafts later. Like offers, not part of a backup.
    version: 4,
    stores: {
      items: 'id, status, type, saidAt, updatedAt, sourceId, [status+lastMentionedAt]',
      itemVersions: 'id, itemId, [itemId+version]',
      transitions: 'id, itemId, at',
      sources: 'id, kind, createdAt',
      episodes: 'id, at, sourceId',
      embeddings: '[modelId+chunkIndex], modelId, *itemIds',
      settings: 'key',
      suggestions: 'id, createdAt, episodeId',
      dismissals: 'id, itemId',
    },
  },
  {
    // Facts and habits (semantic and procedural memory), proposed by consolidation or
    // typed, with their provenance: found by status for the review list and recall, by
    // linked item for the item panel, by episode for "read from this entry".
    version: 5,
    stores: {
      items: 'id, status, type, saidAt, updatedAt, sourceId, [status+lastMentionedAt]',
      itemVersions: 'id, itemId, [itemId+version]',
      transitions: 'id, itemId, at',
      sources: 'id, kind, createdAt',
      episodes: 'id, at, sourceId',
      embeddings: '[modelId+chunkIndex], modelId, *itemIds',
      settings: 'key',
      suggestions: 'id, createdAt, episodeId',
      dismissals: 'id, itemId',
      memories: 'id, kind, status, createdAt, *itemIds, *episodeIds',
    },
  },
  {
    // Items lose the `type` and `saidAt` indexes, which no query reads (the board sorts in
    // memory): each index is a second write per item, and a new device lands thousands.
    version: 6,
    stores: {
      items: 'id, status, updatedAt, sourceId, [status+lastMentionedAt]',
    },
  },
];

export const ALL_TABLES: readonly TableName[] = [
  'items',
  'itemVersions',
  'transitions',
  'sources',
  'episodes',
  'embeddings',
  'settings',
  'suggestions',
  'dismissals',
  'memories',
];
