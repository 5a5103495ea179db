import type { ParsedImport } from '../../../domain/conversation-import/parsed';
import { fromWireImportError, type ParseRequest, type ParseWorkerMessage } from './parse-protocol';

export type ParseOptions = {
  /** Called with the share done, 0–1, as the worker reads and parses. */
  onProgress?: (fraction: number) => void;
  /** Aborting terminates the parse; the promise rejects with an AbortError. */
  signal?: AbortSignal;
};

/** The parts of a Worker the client uses, so tests can hand in a stand-in. */
export type ParseWorkerLike = Pick<Worker, 'addEventListener' | 'postMessage' | 'terminate'>;

function abortError(): DOMException {
  return new DOMException('The import was cancelled.', 'AbortError');
}

/**
 * Runs one parse on `worker` and terminates it when done, failed or aborted. Messages after
 * that are ignored, so a late result of an aborted parse never arrives.
 */
export function parseWithWorker(
  worker: ParseWorkerLike,
  input: File | string,
  { onProgress, signal }: ParseOptions = {},
): Promise<ParsedImport> {
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
    worker.addEventListener('message', (event: MessageEvent<ParseWorkerMessage>) => {
      const message = event.data;
      if (isSettled) return;
      if (message.kind === 'progress') onProgress?.(message.fraction);
      else if (message.kind === 'result') settle(() => resolve(message.result));
      else settle(() => reject(fromWireImportError(message.error)));
    });
    worker.addEventListener('error', (event: ErrorEvent) => {
      event.preventDefault();
      settle(() => reject(new Error(`The conversation parser stopped: ${event.message}`)));
    });
    worker.addEventListener('messageerror', () =>
      settle(() =>
        reject(new Error('The conversation parser sent a message that could not be read.')),
      ),
    );
    worker.postMessage({ input } satisfies ParseRequest);
  });
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
