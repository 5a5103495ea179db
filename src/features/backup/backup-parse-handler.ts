import { MAX_BACKUP_BYTES, parseBackup } from '../../domain/backup-parse';
import type { BackupParseMessage } from './backup-parse-protocol';
import { readFileBytes } from './read-file-bytes';

/**
 * The worker's one job: read the file (the first half of the progress), check it with
 * `parseBackup` (the second half) and post the result. A file over the limit is refused
 * before a byte is read; a file that cannot be read at all is reported as a failure.
 */
export async function handleBackupParse(
  file: Blob,
  post: (message: BackupParseMessage) => void,
): Promise<void> {
  const progress = (fraction: number) => post({ kind: 'progress', fraction });
  if (file.size > MAX_BACKUP_BYTES) {
    post({
      kind: 'result',
      result: { ok: false, problem: { code: 'too-large', bytes: file.size } },
    });
    return;
  }
  let bytes: Uint8Array;
  try {
    bytes = await readFileBytes(file, (read) => progress(read / 2));
  } catch (error) {
    post({ kind: 'failed', failure: error instanceof Error ? error.message : String(error) });
    return;
  }
  post({ kind: 'result', result: parseBackup(bytes, (checked) => progress(0.5 + checked / 2)) });
}
