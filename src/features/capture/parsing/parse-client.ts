import type { ParsedImport } from '../../../domain/conversation-import/parsed';
import { abortError, runWorkerJob, type JobOptions, type JobWorker } from '../../../ml/worker-job';
import { fromWireImportError, type ParseRequest, type WireImportError } from './parse-protocol';

export type ParseOptions = JobOptions;

/**
 * Runs one parse on `worker` (terminated when done, failed or aborted; a late answer of an
 * aborted parse never arrives). A refusal rejects with its ImportRejectedError.
 */
export function parseWithWorker(
  worker: JobWorker,
  input: File | string,
  options: ParseOptions = {},
): Promise<ParsedImport> {
  return runWorkerJob<ParsedImport, WireImportError>(
    worker,
    { input } satisfies ParseRequest,
    options,
    {
      name: 'The conversation parser',
      toError: fromWireImportError,
    },
  );
}

/**
 * Parses a dropped file or a pasted text in a worker, so a 20 MB export never blocks the
 * page. A fresh worker per call: nothing of one import outlives it. Rejects with
 * `ImportRejectedError` (code and message) for input it cannot import, and with a
 * DOMException named AbortError when `signal` aborts.
 */
export function parseInWorker(
  input: File | string,
  options: ParseOptions = {},
): Promise<ParsedImport> {
  if (options.signal?.aborted) return Promise.reject(abortError());
  const worker = new Worker(new URL('./parse-worker.ts', import.meta.url), {
    type: 'module',
    name: 'conversation-parse',
  });
  return parseWithWorker(worker, input, options);
}
