import { BACKUP_FORMAT, BACKUP_VERSION, backupSchema, type Backup } from './backup-format';

/** Far above any real export; a bigger file is refused before it is read into memory twice. */
export const MAX_BACKUP_BYTES = 512 * 1024 * 1024;

export type BackupProblem =
  | { code: 'empty' }
  | { code: 'too-large'; bytes: number }
  | { code: 'binary' }
  | { code: 'not-json'; detail: string }
  | { code: 'not-forethought' }
  | { code: 'wrong-version'; found: string }
  | { code: 'invalid'; path: string; detail: string }
  | { code: 'dangling'; detail: string };

export type BackupParseResult =
  { ok: true; backup: Backup } | { ok: false; problem: BackupProblem };

function fail(problem: BackupProblem): BackupParseResult {
  return { ok: false, problem };
}

/** Decodes as strict UTF-8; a NUL byte or an invalid sequence means the file is not text. */
function decodeText(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Every version, transition and episode must point at something in the same file. */
function findDanglingReference(backup: Backup): string | null {
  const itemIds = new Set(backup.data.items.map((item) => item.id));
  const sourceIds = new Set(backup.data.sources.map((source) => source.id));
  for (const row of [...backup.data.itemVersions, ...backup.data.transitions]) {
    if (!itemIds.has(row.itemId)) return `a record points at item ${row.itemId}, which is missing`;
  }
  for (const episode of backup.data.episodes) {
    if (!sourceIds.has(episode.sourceId)) {
      return `an episode points at source ${episode.sourceId}, which is missing`;
    }
  }
  return null;
}

/**
 * Checks an export file completely before anything is written: size, text encoding, JSON
 * syntax (a truncated file fails here), format marker, version, every field of every record,
 * and that references resolve. Only a file that passes all of them is returned.
 */
export function parseBackup(bytes: Uint8Array): BackupParseResult {
  if (bytes.length === 0) return fail({ code: 'empty' });
  if (bytes.length > MAX_BACKUP_BYTES) return fail({ code: 'too-large', bytes: bytes.length });
  const text = decodeText(bytes);
  if (text === null) return fail({ code: 'binary' });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return fail({ code: 'not-json', detail: error instanceof Error ? error.message : '' });
  }
  if (typeof json !== 'object' || json === null || !('format' in json)) {
    return fail({ code: 'not-forethought' });
  }
  if (json.format !== BACKUP_FORMAT) return fail({ code: 'not-forethought' });
  const version = 'version' in json ? json.version : undefined;
  if (version !== BACKUP_VERSION) return fail({ code: 'wrong-version', found: String(version) });
  const parsed = backupSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail({
      code: 'invalid',
      path: issue ? issue.path.join('.') : '',
      detail: issue?.message ?? '',
    });
  }
  const dangling = findDanglingReference(parsed.data);
  if (dangling) return fail({ code: 'dangling', detail: dangling });
  return { ok: true, backup: parsed.data };
}
