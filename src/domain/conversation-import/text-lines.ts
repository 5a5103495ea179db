/** Line-level helpers shared by the text formats. */

export function splitLines(text: string): string[] {
  return text.split(/\r\n?|\n/);
}

/**
 * A speaker as a transcript writes one before its colon: starts with a letter, at most 32
 * characters and three words, letters, digits, spaces and . ' ’ _ - only. Sentence
 * punctuation, brackets, Markdown marks and URLs fall outside, so "Well, here's the
 * thing: …" or "https://…" are not read as speakers.
 */
const SPEAKER_NAME = /^\p{L}[\p{L}\p{M}\p{N} .'’_-]{0,31}$/u;

export function isSpeakerName(name: string): boolean {
  if (!SPEAKER_NAME.test(name) || name.includes('  ')) return false;
  return name.split(' ').length <= 3;
}

/** The position of the first ASCII or full-width colon within `limit` characters, or -1. */
export function firstColon(line: string, from: number, limit: number): number {
  const end = Math.min(line.length, from + limit);
  for (let index = from; index < end; index++) {
    const char = line.charCodeAt(index);
    if (char === 0x3a || char === 0xff1a) return index;
  }
  return -1;
}

/** `chats/Team sync.txt` → `Team sync`; null when there is no usable name. */
export function titleFromFileName(fileName: string | undefined): string | null {
  if (fileName === undefined) return null;
  const base = fileName
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.\s]{1,8}$/, '')
    .trim();
  return base.length > 0 ? base.slice(0, 200) : null;
}

/** A horizontal rule or a decoration line between messages (`---`, `***`, `===`). */
export function isRule(line: string): boolean {
  return line.length <= 80 && /^\s{0,3}([-*_=])(\s{0,2}\1){2,}\s*$/.test(line);
}
