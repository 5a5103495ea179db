import type { BackupParseResult } from '../../domain/backup-parse';
import { handleBackupParse } from './backup-parse-handler';
import type { BackupParseMessage, BackupParseRequest } from './backup-parse-protocol';

export type BackupParseOptions = {
  /** Called with the share done, 0–1, as the worker reads and checks the file. */
  onProgress?: (fraction: number) => void;
  /** Aborting terminates the worker; the promise rejects with an AbortError. */
  signal?: AbortSignal;
};

/** The parts of a Worker the client uses, so tests can hand in a stand-in. */
export type BackupWorkerLike = Pick<Worker, 'addEventListener' | 'postMessage' | 'terminate'>;

export function abortError(): DOMException {
  return new DOMException('The import was cancelled.', 'AbortError');
}

/**
 * Runs one check of `file` on `worker` and terminates it when done, failed or aborted.
 * Messages after that are ignored, so a late result of a cancelled import never arrives.
 */
export function parseBackupWithWorker(
  worker: BackupWorkerLike,
  file: Blob,
  { onProgress, signal }: BackupParseOptions = {},
): Promise<BackupParseResult> {
  return new Promise((resolve, reject) => {
    let isSettled = false;
    const settle = (finish: () => void) => {
      if (isSettled) return;
      isSettled = true;
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
      finish();
    };
    const onAbort = () => settle(() => reject(abortError()));
    if (signal?.aborted) {
      onAbort();
      return;
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.addEventListener('message', (event: MessageEvent<BackupParseMessage>) => {
      const message = event.data;
      if (isSettled) return;
      if (message.kind === 'progress') onProgress?.(message.fraction);
      else if (message.kind === 'result') settle(() => resolve(message.result));
      else settle(() => reject(new Error(message.message)));
    });
    worker.addEventListener('error', (event: ErrorEvent) => {
      event.preventDefault();
      settle(() => reject(new Error(`The backup reader stopped: ${event.message}`)));
    });
    worker.postMessage({ file } satisfies BackupParseRequest);
  });
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
  throw new Error(final?.kind === 'failed' ? final.message : 'The backup was not read.');
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
