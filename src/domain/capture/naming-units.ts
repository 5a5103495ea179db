import { distinctiveTokens } from './aboutness';
import { toSimplified } from './simplified';

/**
 * How many separate words a sentence shares with an item: the measure an unasked change
 * needs two of. Latin words count one each (as distinctive, stemmed words). Chinese has no
 * spaces, and the pairs of characters that aboutness reads overlap: one shared three-
 * character name (卫生室) is two pairs (卫生, 生室) but one word. So each longest stretch of
 * Chinese the two share counts the pairs in it that can name a topic, taken without overlap
 * (about the two-character words it holds; 把 or 的 beside a name add nothing).
 */
export function sharedWordCount(written: string, kept: string): number {
  const sentence = toSimplified(written);
  const itemText = toSimplified(kept);
  const sentenceWords = new Set(distinctiveTokens(latinOnly(sentence)));
  let count = 0;
  for (const word of new Set(distinctiveTokens(latinOnly(itemText)))) {
    if (sentenceWords.has(word)) count += 1;
  }
  for (const stretch of sharedHanStretches(sentence, itemText)) count += topicPairsIn(stretch);
  return count;
}

/** The pairs of a stretch that can name a topic, taken without overlap, left to right. */
function topicPairsIn(stretch: string): number {
  const chars = Array.from(stretch);
  let pairs = 0;
  let index = 0;
  while (index < chars.length - 1) {
    if (distinctiveTokens(chars.slice(index, index + 2).join('')).length > 0) {
      pairs += 1;
      index += 2;
    } else index += 1;
  }
  return pairs;
}

function latinOnly(text: string): string {
  return text.replace(/\p{Script=Han}+/gu, ' ');
}

/** The longest runs of Chinese characters of the item (2 or more) that the sentence holds too. */
function sharedHanStretches(sentence: string, itemText: string): string[] {
  const stretches: string[] = [];
  for (const run of itemText.match(/\p{Script=Han}+/gu) ?? []) {
    const chars = Array.from(run);
    let start = 0;
    while (start < chars.length - 1) {
      let end = start + 1;
      while (end < chars.length && sentence.includes(chars.slice(start, end + 1).join(''))) {
        end += 1;
      }
      if (end - start >= 2) {
        stretches.push(chars.slice(start, end).join(''));
        start = end;
      } else start += 1;
    }
  }
  return stretches;
}
