import { Dexie, type EntityTable, type Table } from 'dexie';

import type { EmbeddingChunk } from '../domain/embedding';
import type { ItemVersion, ProspectiveItem, Transition } from '../domain/item';
import type { Suggestion } from '../domain/capture/suggestion';
import type { MemoryRecord } from '../domain/memory/memory-record';
import type { Dismissal } from '../domain/recall/dismissal';
import type { Episode, Source } from '../domain/source';
import { changeFeedMiddleware } from './change-feed';
import { DB_NAME, SCHEMA_VERSIONS, type SettingsRow } from './schema';

/**
 * The tables sync mirrors: what the person wrote and its history. Not the vectors (each
 * device computes its own), the settings (each device's), suggestions or dismissals (this
 * device's session of capture and recall).
 */
export const SYNCED_TABLES = [
  'items',
  'itemVersions',
  'transitions',
  'sources',
  'episodes',
  'memories',
] as const;
export type SyncedTable = (typeof SYNCED_TABLES)[number];

/** The app's IndexedDB database, with every schema version declared. */
export class ForethoughtDb extends Dexie {
  items!: EntityTable<ProspectiveItem, 'id'>;
  itemVersions!: EntityTable<ItemVersion, 'id'>;
  transitions!: EntityTable<Transition, 'id'>;
  sources!: EntityTable<Source, 'id'>;
  episodes!: EntityTable<Episode, 'id'>;
  embeddings!: Table<EmbeddingChunk, [string, number]>;
  settings!: EntityTable<SettingsRow, 'key'>;
  suggestions!: EntityTable<Suggestion, 'id'>;
  dismissals!: EntityTable<Dismissal, 'id'>;
  memories!: EntityTable<MemoryRecord, 'id'>;

  constructor(name: string = DB_NAME) {
    super(name);
    for (const { version, stores } of SCHEMA_VERSIONS) {
      this.version(version).stores(stores);
    }
    // Reports committed writes to sync (db/change-feed.ts); idle until sync follows it.
    this.use(changeFeedMiddleware(this, SYNCED_TABLES));
  }
}

let instance: ForethoughtDb | null = null;

/** The one database the app uses. Tests open their own `ForethoughtDb` by name instead. */
export function getDb(): ForethoughtDb {
  instance ??= new ForethoughtDb();
  return instance;
}
