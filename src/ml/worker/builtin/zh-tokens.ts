/**
 * The tokens of a Chinese text, exactly as the learnt Chinese table (models/zh-encoder/)
 * was fitted on them: scripts/train-zh imports this module, so training and the runtime
 * cannot drift apart. Pure string code, for the worker, Node and tests alike.
 */

/** Traditional → simplified, one character to one character (shipped with the table). */
export type TraditionalMap = ReadonlyMap<string, string>;

/** Which token kinds a table was fitted with; stored in its vocabulary file. */
export type ZhTokenOptions = {
  /** Adjacent Han character pairs, as `_` + the pair (the prefix keeps them apart from words). */
  readonly bigrams: boolean;
  /** A `?` token when the text asks a question: English questions embed apart from statements. */
  readonly question: boolean;
};

const HAN = /\p{Script=Han}/u;
const BIGRAM_PREFIX = '_';
const QUESTION_TOKEN = '?';

let segmenter: Intl.Segmenter | undefined;

/** One code point (a Han character outside the BMP is two UTF-16 units, still one character). */
export function isOneCodePoint(text: string): boolean {
  const first = text.codePointAt(0);
  return first !== undefined && text.length === (first > 0xffff ? 2 : 1);
}

/**
 * NFKC (full-width forms and compatibility ideographs fold to the ordinary ones), then
 * traditional characters to simplified, then lower case (Latin words inside Chinese text).
 */
export function normaliseChinese(text: string, t2s: TraditionalMap): string {
  let out = '';
  for (const char of text.normalize('NFKC')) out += t2s.get(char) ?? char;
  return out.toLowerCase();
}

/** Han characters, and the pairs within each unbroken run of them if asked for. */
function pushHanTokens(text: string, options: ZhTokenOptions, tokens: string[]): void {
  let previous = '';
  for (const char of text) {
    if (!HAN.test(char)) {
      // A pair across punctuation or Latin text is no phrase.
      previous = '';
      continue;
    }
    tokens.push(char);
    if (options.bigrams && previous !== '') tokens.push(BIGRAM_PREFIX + previous + char);
    previous = char;
  }
}

/**
 * Tokens of a text, repeats kept (a bag, not a set): every word-like segment of
 * `Intl.Segmenter('zh')` that is longer than one character or is not Han (a Latin word, a
 * number), every Han character on its own, optionally Han bigrams and a question token.
 * A one-character Han word is not repeated as a word: its character token already stands for it.
 */
export function chineseTokens(
  text: string,
  t2s: TraditionalMap,
  options: ZhTokenOptions,
): string[] {
  const normalised = normaliseChinese(text, t2s);
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  const tokens: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(normalised)) {
    if (isWordLike === true) {
      const isSingleHan = isOneCodePoint(segment) && HAN.test(segment);
      if (!isSingleHan) tokens.push(segment);
    }
  }
  pushHanTokens(normalised, options, tokens);
  // NFKC has folded the full-width ？ into ?.
  if (options.question && normalised.includes('?')) tokens.push(QUESTION_TOKEN);
  return tokens;
}
