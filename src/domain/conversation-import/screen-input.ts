import { assertImportSize, MAX_IMPORT_CHARS } from './limits';
import { ImportRejectedError } from './parsed';

/** More than this share of control or replacement characters means the input is not text. */
const SUSPICIOUS_SHARE = 0.02;
/** ...but a handful of them in a short paste (a broken emoji) is still text. */
const SUSPICIOUS_MINIMUM = 4;

/** C0 controls other than tab, newline, form feed and carriage return; DEL; C1; U+FFFD. */
function isSuspicious(code: number): boolean {
  if (code < 0x20) return code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d;
  return (code >= 0x7f && code <= 0x9f) || code === 0xfffd;
}

/** Whether `text` holds bytes of an image, an archive or other binary data, not text. */
export function isBinary(text: string): boolean {
  let suspicious = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    // A text export escapes NUL; a raw one means bytes of an image, an archive or UTF-16.
    if (code === 0) return true;
    if (isSuspicious(code)) suspicious++;
  }
  return suspicious >= SUSPICIOUS_MINIMUM && suspicious / text.length > SUSPICIOUS_SHARE;
}

/**
 * Refuses what can never be a conversation, before any parsing: too much text, nothing
 * but whitespace, or bytes that are not text (including a file that is not UTF-8 or UTF-16).
 */
export function screenInput(text: string): void {
  assertImportSize(text.length, MAX_IMPORT_CHARS);
  if (text.trim().length === 0) {
    throw new ImportRejectedError('empty', 'There is nothing to import: the text is empty.');
  }
  if (isBinary(text)) throw notTextError();
}

/** The refusal of bytes that are not text. */
export function notTextError(): ImportRejectedError {
  return new ImportRejectedError(
    'binary',
    'This is not text: it looks like an image, an archive or another binary file. ' +
      'Import a .json, .txt or .md export saved as UTF-8.',
  );
}
