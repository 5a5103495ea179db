import { splitSentences } from './sentences';

/**
 * Below this reading weight (a Chinese character weighs three letters, as in sentences.ts) a
 * sentence rarely says what it is about by itself ("Do it on Friday.", "周五去。"), so the one
 * before it is kept with it.
 */
const SHORT_SENTENCE = 40;

function weightOf(sentence: string): number {
  return sentence.length + 2 * (sentence.match(/\p{Script=Han}/gu)?.length ?? 0);
}

/**
 * The context an item keeps of the message it was filed from: the sentence itself, so the
 * card quotes the words it came from rather than the start of a long entry. A short sentence
 * keeps its neighbour too (the one before it, or after it when it comes first), and the
 * filed sentence always stays whole. `index` counts sentences as `splitSentences` does.
 */
export function sentenceContext(messageText: string, index: number, sentence: string): string {
  const sentences = splitSentences(messageText);
  if (sentences[index] !== sentence || weightOf(sentence) >= SHORT_SENTENCE) return sentence;
  const before = sentences[index - 1];
  if (before !== undefined) return joined(before, sentence);
  const after = sentences[index + 1];
  return after === undefined ? sentence : joined(sentence, after);
}

/** Chinese runs on after its full stop; English takes a space. */
function joined(first: string, second: string): string {
  return /[。！？；：，、）」』”]$/u.test(first) ? `${first}${second}` : `${first} ${second}`;
}
