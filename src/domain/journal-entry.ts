/** Longer than any journal entry; a bigger paste is refused with a message, not truncated. */
export const MAX_ENTRY_LENGTH = 100_000;

export class EntryRejectedError extends Error {
  readonly code: 'empty' | 'too-long';
  constructor(code: 'empty' | 'too-long', message: string) {
    super(message);
    this.name = 'EntryRejectedError';
    this.code = code;
  }
}

/** The entry's text as it will be stored, or `EntryRejectedError`. */
export function checkedEntryText(raw: string): string {
  const text = raw.trim();
  if (text.length === 0) throw new EntryRejectedError('empty', 'The entry is empty.');
  if (text.length > MAX_ENTRY_LENGTH) {
    throw new EntryRejectedError(
      'too-long',
      `An entry can hold at most ${MAX_ENTRY_LENGTH} characters.`,
    );
  }
  return text;
}
