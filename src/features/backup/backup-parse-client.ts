import type { BackupParseResult } from '../../domain/backup-parse';
import { handleBackupParse } from './backup-parse-handler';
import { abortError, runWorkerJob, type JobOptions, type JobWorker } from '../../ml/worker-job';
import type { BackupParseMessage, BackupParseRequest } from './backup-parse-protocol';

export type BackupParseOptions = JobOptions;

/** Runs one check of `file` on `worker` (see runWorkerJob for termination and cancel). */
export function parseBackupWithWorker(
  worker: JobWorker,
  file: Blob,
  options: BackupParseOptions = {},
): Promise<BackupParseResult> {
  return runWorkerJob<BackupParseResult, string>(
    worker,
    { file } satisfies BackupParseRequest,
    options,
    {
      name: 'The backup reader',
      toError: (message) => new Error(message),
    },
  );
}

/** Without workers (unit tests in jsdom), the same handler runs on this thread. */
async function parseHere(file: Blob, options: BackupParseOptions): Promise<BackupParseResult> {
  const answers: BackupParseMessage[] = [];
  await handleBackupParse(file, (message) => {
    if (message.kind === 'progress') options.onProgress?.(message.fraction);
    else answers.push(message);
  });
  const final = answers.at(-1);
  if (options.signal?.aborted) throw abortError();
  if (final?.kind === 'result') return final.result;
  throw new Error(final?.kind === 'failed' ? final.failure : 'The backup was not read.');
}

/**
 * Reads and checks a backup file in a worker, so that a 60 MB file (or one 20 MB line)
 * never holds up the page. A fresh worker per file: nothing of one import outlives it.
 * Resolves with the backup or the problem that refuses it; rejects when the file cannot be
 * read, and with a DOMException named AbortError when `signal` aborts.
 */
export function parseBackupFile(
  file: Blob,
  options: BackupParseOptions = {},
): Promise<BackupParseResult> {
  if (options.signal?.aborted) return Promise.reject(abortError());
  if (typeof Worker === 'undefined') return parseHere(file, options);
  const worker = new Worker(new URL('./backup-parse-worker.ts', import.meta.url), {
    type: 'module',
    name: 'backup-parse',
  });
  return parseBackupWithWorker(worker, file, options);
}
