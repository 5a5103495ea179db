import { create } from 'zustand';

import type { ParsedImport } from '../domain/conversation-import/parsed';

/** A review row: a candidate and what the person has made of it (see features/capture). */
export type ImportStep<Row> =
  | { kind: 'input' }
  | { kind: 'parsing'; fraction: number; abort: AbortController }
  | { kind: 'detected'; parsed: ParsedImport; me: string }
  | {
      kind: 'classifying';
      parsed: ParsedImport;
      me: string;
      /** Sentences classified so far, of `total`. */
      done: number;
      total: number;
      abort: AbortController;
    }
  | { kind: 'review'; parsed: ParsedImport; me: string; rows: Row[] };

type ImportState<Row> = { text: string; step: ImportStep<Row>; error: string | null };

/**
 * The import in progress — the pasted text, the parsed conversation, the review — kept
 * outside the view, so leaving the Import view and coming back loses nothing.
 */
export function createImportStore<Row>() {
  return create<ImportState<Row>>(() => ({ text: '', step: { kind: 'input' }, error: null }));
}
