import {
  IMPORT_REJECTION_CODES,
  ImportRejectedError,
  type ImportRejectionCode,
  type ParsedImport,
} from '../../../domain/conversation-import/parsed';
import type { JobMessage } from '../../../ml/worker-job';

/** What the page posts to a parse worker: one per worker. */
export type ParseRequest = { input: File | string };

/** An ImportRejectedError as a plain object, since an Error's class does not survive postMessage. */
export type WireImportError = { name: string; code: ImportRejectionCode; message: string };

/** What a parse worker posts back: progress, then exactly one result or refusal. */
export type ParseWorkerMessage = JobMessage<ParsedImport, WireImportError>;

export function toWireImportError(error: unknown): WireImportError {
  if (error instanceof ImportRejectedError) {
    return { name: error.name, code: error.code, message: error.message };
  }
  const detail = error instanceof Error ? error.message : String(error);
  return {
    name: 'ImportRejectedError',
    code: 'unknown',
    message: `The file could not be read: ${detail}`,
  };
}

export function fromWireImportError(error: WireImportError): ImportRejectedError {
  const code = IMPORT_REJECTION_CODES.includes(error.code) ? error.code : 'unknown';
  return new ImportRejectedError(code, error.message);
}
