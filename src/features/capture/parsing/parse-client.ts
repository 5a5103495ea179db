import type { ParsedImport } from '../../../domain/conversation-import/parsed';

export type ParseOptions = {
  /** Called with the share done, 0–1, as the worker reads and parses. */
  onProgress?: (fraction: number) => void;
  /** Aborting terminates the parse; the promise rejects with an AbortError. */
  signal?: AbortSignal;
};

/**
 * Parses a dropped file or a pasted text in a worker, so a 20 MB export never blocks the
 * page. Rejects with `ImportRejectedError` (code and message) for input it cannot import.
 * STUB: implemented by the parsing work.
 */
export function parseInWorker(input: File | string, options: ParseOptions = {}): Promise<ParsedImport> {
  void input;
  void options;
  return Promise.reject(new Error('parseInWorker is not implemented yet'));
}
