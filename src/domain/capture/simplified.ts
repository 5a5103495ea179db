import { TRADITIONAL_SIMPLIFIED_PAIRS } from './simplified-table';

/** Traditional character → simplified (OpenCC's character table, simplified-table.ts). */
const SIMPLIFIED = new Map<string, string>();
const PAIRS = Array.from(TRADITIONAL_SIMPLIFIED_PAIRS);
for (let i = 0; i + 1 < PAIRS.length; i += 2) SIMPLIFIED.set(PAIRS[i] ?? '', PAIRS[i + 1] ?? '');

/**
 * Folds traditional Chinese characters into simplified ones, character by character, so
 * capture's patterns (written in simplified) read 決定 as 决定 and 這週六 as 这周六. Each
 * character stays one character: offsets into the folded text are offsets into the text.
 * The model reads both scripts already; this is for the rules.
 */
export function toSimplified(text: string): string {
  if (!/\p{Script=Han}/u.test(text)) return text;
  let folded = '';
  for (const char of text) folded += SIMPLIFIED.get(char) ?? char;
  return folded;
}
