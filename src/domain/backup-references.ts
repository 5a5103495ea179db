import type { Backup } from './backup-format';
import { BACKUP_TABLES, type BackupProblem } from './backup-problem';
import { danglingReferences } from './integrity/references';

type Data = Backup['data'];

/** Two records of one table with the same id: writing both by id would drop one. */
export function findDuplicateId(data: Data): BackupProblem | null {
  for (const table of BACKUP_TABLES) {
    const seen = new Set<string>();
    for (const row of data[table]) {
      if (seen.has(row.id)) return { code: 'duplicate-id', table, id: row.id };
      seen.add(row.id);
    }
  }
  return null;
}

/**
 * The first reference that does not resolve inside the file (the list of references is
 * domain/integrity/references.ts, shared with the profile checker). A backup is a whole
 * export, so everything it points at is in it.
 */
export function findDanglingReference(data: Data): BackupProblem | null {
  for (const dangling of danglingReferences(data)) {
    const path = `data.${dangling.table}.${dangling.index}.${dangling.field}`;
    return { code: 'dangling', path, target: dangling.target, ref: dangling.ref };
  }
  return null;
}
