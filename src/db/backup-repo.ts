import { BACKUP_FORMAT, BACKUP_VERSION, type Backup } from '../domain/backup-format';
import { planMerge, type MergeSummary, type StoredRows } from '../domain/backup-merge';
import { settingsFromBackup, type NetworkSetting } from '../domain/backup-settings';
import type { ItemVersion } from '../domain/item';
import type { ForethoughtDb } from './database';
import { readSettings, updateSettings } from './settings-repo';
import { ALL_TABLES } from './schema';

/** Everything the person wrote, as one export object (read in one consistent transaction). */
export async function exportBackup(db: ForethoughtDb, now: number): Promise<Backup> {
  return db.transaction(
    'r',
    [db.items, db.itemVersions, db.transitions, db.sources, db.episodes, db.memories, db.settings],
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
        memories: await db.memories.toArray(),
        settings: await readSettings(db),
      },
    }),
  );
}

export type ImportSummary = MergeSummary & {
  /** Settings that send or download, chosen differently in the file: not applied. */
  settingsWithheld: NetworkSetting[];
};

/** Every stored row the file names by id, read in the import's transaction. */
async function readStoredRows(db: ForethoughtDb, data: Backup['data']): Promise<StoredRows> {
  const byId = <T extends { id: string }>(rows: readonly (T | undefined)[]) =>
    new Map(rows.filter((row): row is T => row !== undefined).map((row) => [row.id, row]));
  const items = byId(await db.items.bulkGet(data.items.map((item) => item.id)));
  const historyRows = await Promise.all([
    db.itemVersions.bulkGet(data.itemVersions.map((row) => row.id)),
    db.transitions.bulkGet(data.transitions.map((row) => row.id)),
    db.episodes.bulkGet(data.episodes.map((row) => row.id)),
  ]);
  // Only items stored already can lose a text to the merge; a fresh import reads none.
  const versions = await db.itemVersions
    .where('itemId')
    .anyOf([...items.keys()])
    .toArray();
  const versionsByItem = new Map<string, ItemVersion[]>();
  for (const version of versions) {
    const list = versionsByItem.get(version.itemId);
    if (list) list.push(version);
    else versionsByItem.set(version.itemId, [version]);
  }
  return {
    items,
    versionsByItem,
    sources: byId(await db.sources.bulkGet(data.sources.map((source) => source.id))),
    memories: byId(await db.memories.bulkGet(data.memories.map((memory) => memory.id))),
    historyIds: new Set(historyRows.flat().flatMap((row) => (row ? [row.id] : []))),
  };
}

/**
 * Merges a validated backup as a union, all or nothing: one transaction over every table,
 * so a failure anywhere (or a `BackupConflictError` from the plan) leaves the database as
 * it was. What is stored is never overwritten, except an item by a later version of it, and
 * then the losing text is kept as an earlier version (`domain/backup-merge.ts`). Settings
 * that send or download keep this browser's values (`domain/backup-settings.ts`).
 */
export async function importBackup(
  db: ForethoughtDb,
  backup: Backup,
  now: number = Date.now(),
): Promise<ImportSummary> {
  const { data } = backup;
  return db.transaction(
    'rw',
    [db.items, db.itemVersions, db.transitions, db.sources, db.episodes, db.memories, db.settings],
    async () => {
      const plan = planMerge(data, await readStoredRows(db, data), now);
      await db.items.bulkPut(plan.items);
      // put for sources: the plan holds only new ones and stored ones extended by turns.
      await db.sources.bulkPut(plan.sources);
      await db.itemVersions.bulkAdd(plan.itemVersions);
      await db.transitions.bulkAdd(plan.transitions);
      await db.episodes.bulkAdd(plan.episodes);
      await db.memories.bulkPut(plan.memories);
      const { settings, withheld } = settingsFromBackup(await readSettings(db), data.settings);
      await updateSettings(db, settings);
      return { ...plan.summary, settingsWithheld: withheld };
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
