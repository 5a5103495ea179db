import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { parseBackup, type BackupProblem } from '../domain/backup-parse';
import { encode, sampleBackup } from '../test/backup-files';
import { T0 } from '../test/factories';
import { MALFORMED_BACKUPS as CASES } from '../test/malformed-backups';
import { deleteTestDb, openTestDb } from '../test/test-db';
import { importBackup } from './backup-repo';
import type { ForethoughtDb } from './database';
import { addItem } from './items-repo';
import { addJournalEntry } from './journal-repo';
import { updateSettings } from './settings-repo';

let db: ForethoughtDb;
beforeEach(() => {
  db = openTestDb();
});
afterEach(async () => {
  await deleteTestDb(db);
});

/** Every table's rows, to compare before and after. */
async function contents() {
  return Promise.all(
    [db.items, db.itemVersions, db.transitions, db.sources, db.episodes, db.settings].map((table) =>
      table.toArray(),
    ),
  );
}

/** The import as the feature runs it: check the whole file, write only what passes. */
async function importBytes(bytes: Uint8Array): Promise<BackupProblem | null> {
  const parsed = parseBackup(bytes);
  if (!parsed.ok) return parsed.problem;
  await importBackup(db, parsed.backup, T0);
  return null;
}

describe('a malformed backup', () => {
  it('starts from a sample that imports', async () => {
    expect(await importBytes(encode(JSON.stringify(sampleBackup())))).toBeNull();
    expect(await db.items.count()).toBe(2);
  });

  it.each(CASES)(
    'is refused with a reason and writes nothing: %s',
    async (_label, bytes, expected) => {
      const entry = await addJournalEntry(db, 'Already here.', T0);
      await addItem(db, { content: 'Already here', type: 'idea', sourceId: entry.id }, T0);
      await updateSettings(db, { episodicDecayDays: 90 });
      const before = await contents();

      const problem = await importBytes(bytes());

      expect(problem).toMatchObject(expected);
      expect(await contents()).toEqual(before);
    },
    30_000,
  );

  it('holds at least fifteen cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(15);
  });
});
