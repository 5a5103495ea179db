import type { BackupProblem } from './backup-problem';

export type DecodedText = { ok: true; text: string } | { ok: false; problem: BackupProblem };

function decodeStrictly(bytes: Uint8Array, encoding: string): string | null {
  try {
    // The decoder drops the byte-order mark itself; `fatal` refuses any broken sequence.
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** UTF-16 by its byte-order mark, else UTF-8 (with or without a mark). */
function encodingOf(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

/** A JSON file in UTF-16 without a mark starts with `{` and a NUL, in either byte order. */
function looksLikeUnmarkedUtf16(bytes: Uint8Array): boolean {
  const [first, second] = bytes;
  return (first === 0x7b && second === 0) || (first === 0 && second === 0x7b);
}

/**
 * A backup's text. The app writes UTF-8; a file re-saved by an editor as UTF-8 with a mark,
 * or as "Unicode" (UTF-16 with a mark), holds the same text and is read as such, the way
 * the conversation import reads files. Anything else with a NUL, or any sequence that does
 * not decode, is not a text file; unmarked UTF-16 gets its own message (save as UTF-8),
 * since its byte order cannot be known for sure.
 */
export function decodeBackupText(bytes: Uint8Array): DecodedText {
  const encoding = encodingOf(bytes);
  if (encoding === 'utf-8' && bytes.includes(0)) {
    return {
      ok: false,
      problem: { code: looksLikeUnmarkedUtf16(bytes) ? 'utf16-unmarked' : 'binary' },
    };
  }
  const text = decodeStrictly(bytes, encoding);
  // A NUL character inside UTF-16 text is as binary as a NUL byte in UTF-8.
  if (text === null || text.includes('\u0000')) return { ok: false, problem: { code: 'binary' } };
  return { ok: true, text };
}
