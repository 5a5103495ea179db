/**
 * Tokens for the lexical scorer. Latin (and other spaced) text is cut into words by
 * Intl.Segmenter; Chinese and Japanese runs into single characters plus overlapping
 * character bigrams, because a dictionary segmenter's word boundaries differ between the
 * memory and the later message more often than the characters themselves do.
 */

/** Scripts written without spaces between words. */
const CJK_RUN = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+)/u;

// One segmenter for the module: constructing one loads ICU data and is not cheap.
const wordSegmenter = new Intl.Segmenter('en', { granularity: 'word' });

/** NFKC (full-width → ASCII, compatibility forms folded) and lower case. */
export function normaliseText(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** Tokens of `text` in reading order, duplicates kept (term frequency needs them). */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  // split() with a capturing group alternates: non-CJK, CJK run, non-CJK, …
  normaliseText(text)
    .split(CJK_RUN)
    .forEach((part, index) => {
      if (part === '') return;
      if (index % 2 === 1) pushCjk(part, tokens);
      else pushWords(part, tokens);
    });
  return tokens;
}

function pushCjk(run: string, tokens: string[]): void {
  // Array.from splits by code point, so a character outside the BMP stays whole.
  const chars = Array.from(run);
  chars.forEach((char, i) => {
    tokens.push(char);
    const next = chars[i + 1];
    if (next !== undefined) tokens.push(char + next);
  });
}

function pushWords(text: string, tokens: string[]): void {
  for (const segment of wordSegmenter.segment(text)) {
    if (segment.isWordLike === true) tokens.push(foldWord(segment.segment));
  }
}

/** Folds possessives so "Jonas's" meets "Jonas"; curly apostrophes are not NFKC-folded. */
function foldWord(word: string): string {
  return word.replace(/['’]s$/u, '');
}
