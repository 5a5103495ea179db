import { BACKUP_FORMAT, BACKUP_VERSION, type Backup } from '../domain/backup-format';
import type { ProspectiveItem } from '../domain/item';
import type { ForethoughtDb } from './database';
import { readSettings, updateSettings } from './settings-repo';
import { ALL_TABLES } from './schema';

/** Everything the person wrote, as one export object (read in one consistent transaction). */
export async function exportBackup(db: ForethoughtDb, now: number): Promise<Backup> {
  return db.transaction(
    'r',
    [db.items, db.itemVersions, db.transitions, db.sources, db.episodes, db.settings],
    async () => ({
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt: now,
      data: {
        items: await db.items.toArray(),
        itemVersions: await db.itemVersions.toArray(),
        transitions: await db.transitions.toArray(),
        sources: await db.sources.toArray(),
        episodes: await db.episodes.toArray(),
        settings: await readSettings(db),
      },
    }),
  );
}

export type ImportSummary = { itemsAdded: number; itemsUpdated: number; itemsKept: number };

/** Of two copies of one item, the one further along its history wins. */
function isNewer(incoming: ProspectiveItem, existing: ProspectiveItem): boolean {
  if (incoming.version !== existing.version) return incoming.version > existing.version;
  return incoming.updatedAt > existing.updatedAt;
}

/**
 * Merges a validated backup by id, all or nothing: one transaction over every table, so a
 * failure anywhere leaves the database as it was. Records that exist already are not
 * duplicated; for items, the copy with the later version is kept. History rows (versions,
 * transitions, episodes, sources) never change once written, so `bulkPut` by id is a merge.
 */
export async function importBackup(db: ForethoughtDb, backup: Backup): Promise<ImportSummary> {
  const { data } = backup;
  return db.transaction(
    'rw',
    [db.items, db.itemVersions, db.transitions, db.sources, db.episodes, db.settings],
    async () => {
      const existing = await db.items.bulkGet(data.items.map((item) => item.id));
      const summary: ImportSummary = { itemsAdded: 0, itemsUpdated: 0, itemsKept: 0 };
      const toWrite = data.items.filter((item, index) => {
        const current = existing[index];
        if (!current) summary.itemsAdded += 1;
        else if (isNewer(item, current)) summary.itemsUpdated += 1;
        else summary.itemsKept += 1;
        return !current || isNewer(item, current);
      });
      await db.items.bulkPut(toWrite);
      await db.itemVersions.bulkPut(data.itemVersions);
      await db.transitions.bulkPut(data.transitions);
      await db.sources.bulkPut(data.sources);
      await db.episodes.bulkPut(data.episodes);
      // Whether persistence was asked is a fact about this browser, not about the file.
      const { hasAskedPersistence } = await readSettings(db);
      await updateSettings(db, { ...data.settings, hasAskedPersistence });
      return summary;
    },
  );
}

/** Removes everything, every table, in one transaction. The UI confirms first. */
export async function wipeAllData(db: ForethoughtDb): Promise<void> {
  await db.transaction(
    'rw',
    ALL_TABLES.map((name) => db.table(name)),
    async () => {
      await Promise.all(ALL_TABLES.map((name) => db.table(name).clear()));
    },
  );
}
