import {
  BACKUP_FORMAT,
  backupSchema,
  backupSchemaV1,
  READABLE_BACKUP_VERSIONS,
  upgradeBackupV1,
  type Backup,
} from './backup-format';
import { findForbiddenKey, isNestedDeeperThan, MAX_BACKUP_DEPTH } from './backup-json';
import type { BackupProblem } from './backup-problem';
import { findDanglingReference, findDuplicateId } from './backup-references';
import { decodeBackupText } from './backup-text';

export type { BackupProblem } from './backup-problem';

/** Far above any real export; a bigger file is refused before it is read into memory twice. */
export const MAX_BACKUP_BYTES = 512 * 1024 * 1024;

export type BackupParseResult =
  { ok: true; backup: Backup } | { ok: false; problem: BackupProblem };

function fail(problem: BackupProblem): BackupParseResult {
  return { ok: false, problem };
}

function parseJson(text: string): { json: unknown } | { problem: BackupProblem } {
  if (isNestedDeeperThan(text, MAX_BACKUP_DEPTH)) {
    return { problem: { code: 'too-deep', limit: MAX_BACKUP_DEPTH } };
  }
  try {
    return { json: JSON.parse(text) as unknown };
  } catch (error) {
    return { problem: { code: 'not-json', detail: error instanceof Error ? error.message : '' } };
  }
}

/** The format marker and version, checked before the fields so the message says the right thing. */
function checkHeader(json: unknown): BackupProblem | null {
  if (typeof json !== 'object' || json === null || !('format' in json)) {
    return { code: 'not-forethought' };
  }
  if (json.format !== BACKUP_FORMAT) return { code: 'not-forethought' };
  const version = 'version' in json ? json.version : undefined;
  // A version written as text ("1") is a damaged field, reported by the schema below.
  if (typeof version === 'number' && !READABLE_BACKUP_VERSIONS.includes(version)) {
    return { code: 'wrong-version', found: String(version) };
  }
  return null;
}

/** Each readable version by its own schema; an older file comes back as the current version. */
function parseVersioned(json: unknown) {
  const isVersion1 =
    typeof json === 'object' && json !== null && 'version' in json && json.version === 1;
  if (!isVersion1) return backupSchema.safeParse(json);
  const parsed = backupSchemaV1.safeParse(json);
  return parsed.success ? { success: true as const, data: upgradeBackupV1(parsed.data) } : parsed;
}

/** The rules across records that a schema of single records cannot state. */
function checkConsistency(data: Backup['data']): BackupProblem | null {
  return findDuplicateId(data) ?? findDanglingReference(data);
}

/**
 * Checks an export file completely before anything is written: size, text encoding, nesting
 * depth, JSON syntax (a truncated file fails here), prototype keys, format marker, version,
 * every field of every record (a number written as text is refused, not converted), unique
 * ids, every reference, and the app's own length limits. Only a file that passes all of them
 * is returned. `onProgress` hears the share of the checks done (0–1).
 */
export function parseBackup(
  bytes: Uint8Array,
  onProgress: (fraction: number) => void = () => undefined,
): BackupParseResult {
  if (bytes.length === 0) return fail({ code: 'empty' });
  if (bytes.length > MAX_BACKUP_BYTES) return fail({ code: 'too-large', bytes: bytes.length });
  const decoded = decodeBackupText(bytes);
  if (!decoded.ok) return fail(decoded.problem);
  onProgress(0.2);
  const parsedJson = parseJson(decoded.text);
  if ('problem' in parsedJson) return fail(parsedJson.problem);
  onProgress(0.5);
  const forbidden = findForbiddenKey(parsedJson.json);
  if (forbidden !== null) return fail({ code: 'forbidden-key', path: forbidden });
  const header = checkHeader(parsedJson.json);
  if (header) return fail(header);
  const parsed = parseVersioned(parsedJson.json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // Over one of the app's own length limits (domain/integrity/text-limits.ts).
    if (issue?.code === 'too_big' && issue.origin === 'string') {
      return fail({ code: 'too-long', path: issue.path.join('.'), max: Number(issue.maximum) });
    }
    return fail({
      code: 'invalid',
      path: issue ? issue.path.join('.') : '',
      detail: issue?.message ?? '',
    });
  }
  onProgress(0.8);
  const inconsistency = checkConsistency(parsed.data.data);
  if (inconsistency) return fail(inconsistency);
  onProgress(1);
  return { ok: true, backup: parsed.data };
}
