import { CHINESE_MIN_HAN_SHARE } from './scorer-choice';

/**
 * How much lower the built-in model's cosine runs for a pair in two languages than for the
 * same pair in one; added back to a pair across languages before the panel's bar and order
 * read it. Even with each language's mean removed (language-centring.ts), e5 puts a sentence
 * nearer to anything in its own language than to its translation: on MemoryBank's parallel
 * chats (the same turns in English and in Chinese; `npx tsx scripts/second-view/fit.ts`)
 * unrelated pairs score 0.32 in one language and 0.12 across, related ones 0.45 and 0.24.
 * Without it a memory in the other language seldom clears the bar and loses to unrelated
 * ones in the draft's language. The offset is the gap between unrelated pairs, so that an
 * unrelated memory in either language is shown about as often.
 */
export const CROSS_LINGUAL_OFFSET = 0.2;

/**
 * The offset for a pair, by how far apart the two texts' Han shares are: the whole of it
 * between an English and a Chinese text, half between a half-Chinese draft and either. A
 * mixed text is partly in each language, as its centring is (language-centring.ts).
 */
export function crossLingualOffset(
  draftHanShare: number,
  memoryHanShare: number,
  offset: number = CROSS_LINGUAL_OFFSET,
): number {
  return offset * Math.abs(draftHanShare - memoryHanShare);
}

/**
 * Whether a memory is in the draft's other language for the panel's pool and the second
 * view's weight: one is mostly Chinese and the other is not (scorer-choice.ts).
 */
export function isOtherLanguage(draftHanShare: number, memoryHanShare: number): boolean {
  return draftHanShare >= CHINESE_MIN_HAN_SHARE !== memoryHanShare >= CHINESE_MIN_HAN_SHARE;
}
