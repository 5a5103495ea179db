import { exportBackup, importBackup } from '../db/backup-repo';
import { checkIntegrity, type IntegrityReport } from '../db/integrity';
import type { Backup } from '../domain/backup-format';
import { parseBackup, type BackupParseResult } from '../domain/backup-parse';
import { NETWORK_SETTINGS } from '../domain/backup-settings';
import { applyHistory, type PersonAction } from './person-history';
import { deleteTestDb, openTestDb } from './test-db';

export const HISTORY_START = Date.UTC(2026, 0, 5, 9);

export type RoundTrip = {
  integrity: IntegrityReport;
  parsed: BackupParseResult;
  /** The data as exported after the history. */
  exported: Backup['data'] | null;
  /** Exported again after importing the file into an empty profile. */
  intoEmpty: Backup['data'] | null;
  /** Exported again after importing the file into the profile it came from. */
  intoSelf: Backup['data'] | null;
};

/** The data of a backup without what an import never takes from a file (network settings). */
function comparable(backup: Backup): Backup['data'] {
  const settings = Object.fromEntries(
    Object.entries(backup.data.settings).filter(
      ([key]) => !(NETWORK_SETTINGS as readonly string[]).includes(key),
    ),
  );
  return { ...backup.data, settings: settings as Backup['data']['settings'] };
}

/**
 * Applies a history to a new profile, exports it through the bytes a person would download,
 * reads the file back with the app's own checker, imports it into an empty profile and into
 * the same one, and exports both again. The databases are deleted afterwards.
 */
export async function checkRoundTrip(history: readonly PersonAction[]): Promise<RoundTrip> {
  const db = openTestDb();
  const fresh = openTestDb();
  try {
    const now = await applyHistory(db, history, HISTORY_START);
    const integrity = await checkIntegrity(db);
    const backup = await exportBackup(db, now);
    const bytes = new TextEncoder().encode(JSON.stringify(backup));
    const parsed = parseBackup(bytes);
    if (!parsed.ok) return { integrity, parsed, exported: null, intoEmpty: null, intoSelf: null };
    await importBackup(fresh, parsed.backup, now + 1);
    const intoEmpty = comparable(await exportBackup(fresh, now + 2));
    await importBackup(db, parsed.backup, now + 3);
    const intoSelf = comparable(await exportBackup(db, now + 4));
    return { integrity, parsed, exported: comparable(backup), intoEmpty, intoSelf };
  } finally {
    await deleteTestDb(db);
    await deleteTestDb(fresh);
  }
}
