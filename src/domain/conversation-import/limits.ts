import { ImportRejectedError } from './parsed';

/**
 * The largest import: 50 MiB. A dropped file is measured in bytes before it is read, a
 * pasted text in UTF-16 code units; a real export of years of chats stays well below it,
 * and a worker holding a few copies of that much text still fits in a browser tab.
 */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
export const MAX_IMPORT_CHARS = MAX_IMPORT_BYTES;

/** Throws 'too-large' when `size` (bytes of a file, or characters of a text) is over the limit. */
export function assertImportSize(size: number, limit: number = MAX_IMPORT_BYTES): void {
  if (size <= limit) return;
  const megabytes = (size / (1024 * 1024)).toFixed(1);
  throw new ImportRejectedError(
    'too-large',
    `This is ${megabytes} MB of text; the largest import is ${limit / (1024 * 1024)} MB. ` +
      'Split the export, or import one conversation at a time.',
  );
}
