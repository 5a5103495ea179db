/** The language of a text as recall cares about it: can the English encoder read it? */
export type TextLanguage = 'zh' | 'en' | 'mixed';

const HAN = /\p{Script=Han}/gu;
const LATIN_WORD = /\p{Script=Latin}+/gu;

/**
 * How many Han characters one Latin word counts as. Counting letters instead would call
 * "我今天用 PostgreSQL 建了表" mostly English; a Chinese word is about two characters, and
 * an English word and its translation carry about the same meaning.
 */
const HAN_PER_LATIN_WORD = 2;

/** At or above this Han share a text is Chinese; at or below `1 - ZH_SHARE`, English. */
const ZH_SHARE = 0.8;

/**
 * The share of a text's words (Han characters, and Latin words weighted as
 * `HAN_PER_LATIN_WORD` characters) that are Han, in [0, 1]. Digits, emoji and punctuation
 * count for neither; a text with no letters at all has share 0.
 */
export function hanShare(text: string): number {
  const han = text.match(HAN)?.length ?? 0;
  const latin = (text.match(LATIN_WORD)?.length ?? 0) * HAN_PER_LATIN_WORD;
  return han + latin === 0 ? 0 : han / (han + latin);
}

/** Chinese, English or mixed, from the Han share. Text with no letters counts as English. */
export function detectLanguage(text: string): TextLanguage {
  const share = hanShare(text);
  if (share >= ZH_SHARE) return 'zh';
  if (share <= 1 - ZH_SHARE) return 'en';
  return 'mixed';
}
