import type { BackupParseResult } from '../../domain/backup-parse';
import type { JobMessage } from '../../ml/worker-job';

/** What the page posts to a backup-parse worker: one file per worker. */
export type BackupParseRequest = { file: Blob };

/**
 * What the worker posts back: progress, then exactly one result (a valid backup, or the
 * problem that refuses it, both plain data) or a failure to read the file at all.
 */
export type BackupParseMessage = JobMessage<BackupParseResult, string>;
