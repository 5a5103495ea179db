/** The record lists of a backup, named as in the file (`data.items`, …). */
export const BACKUP_TABLES = [
  'items',
  'itemVersions',
  'transitions',
  'sources',
  'episodes',
  'memories',
] as const;
export type BackupTable = (typeof BACKUP_TABLES)[number];

/** What a reference in a backup points at. */
export type ReferenceTarget = 'item' | 'source' | 'turn' | 'episode' | 'memory';

/**
 * Why a backup file is refused. Each names what is wrong precisely enough for the person
 * (or whoever edited the file) to find it; the feature turns it into a sentence.
 */
export type BackupProblem =
  | { code: 'empty' }
  | { code: 'too-large'; bytes: number }
  | { code: 'binary' }
  | { code: 'utf16-unmarked' }
  | { code: 'not-json'; detail: string }
  | { code: 'too-deep'; limit: number }
  | { code: 'forbidden-key'; path: string }
  | { code: 'not-forethought' }
  | { code: 'wrong-version'; found: string }
  | { code: 'invalid'; path: string; detail: string }
  | { code: 'too-long'; path: string; max: number }
  | { code: 'duplicate-id'; table: BackupTable; id: string }
  | { code: 'dangling'; path: string; target: ReferenceTarget; ref: string };
