import { splitSentences } from './capture/sentences';
import type { ItemType, ProspectiveItem } from './item';

/** What locating an item in its entry needs to know of it. */
export type FiledItem = Pick<ProspectiveItem, 'id' | 'type' | 'content' | 'context'>;

/** Where in an entry's text an item was filed from: `text.slice(start, end)`. */
export type FiledPassage = { itemId: string; type: ItemType; start: number; end: number };

/**
 * The passages of an entry that became items, in the order they stand in it. An item records
 * its entry but not where in it it was said, so it is found by its words: its text where the
 * entry still has it word for word (a passage filed by selection, a sentence captured), else
 * the sentence of its context that shares most words with it (an item edited since, or the
 * entry corrected). An item found nowhere has no passage. The text itself is never changed.
 */
export function filedPassages(text: string, items: readonly FiledItem[]): FiledPassage[] {
  const sentences = sentenceSpans(text);
  return items
    .flatMap((item) => {
      const span = exactSpan(text, item.content) ?? closestSentence(text, sentences, item);
      return span === null ? [] : [{ itemId: item.id, type: item.type, ...span }];
    })
    .sort((a, b) => a.start - b.start || a.end - b.end);
}

/** The passage under a character of the text; the narrowest where passages overlap. */
export function passageAt(
  passages: readonly FiledPassage[],
  offset: number,
): FiledPassage | undefined {
  return passages
    .filter((passage) => passage.start <= offset && offset < passage.end)
    .sort((a, b) => a.end - a.start - (b.end - b.start))[0];
}

/** Without a context to narrow it, a sentence must share this part of the item's words. */
const MIN_SHARED_OVER_ENTRY = 0.5;

type Span = { start: number; end: number };

function exactSpan(text: string, words: string): Span | null {
  const wanted = words.trim();
  const start = wanted === '' ? -1 : text.indexOf(wanted);
  return start < 0 ? null : { start, end: start + wanted.length };
}

/** Each sentence of the text with where it stands (one joined across a line break is left out). */
function sentenceSpans(text: string): Array<Span & { sentence: string }> {
  let from = 0;
  return splitSentences(text).flatMap((sentence) => {
    const start = text.indexOf(sentence, from);
    if (start < 0) return [];
    from = start + sentence.length;
    return [{ sentence, start, end: from }];
  });
}

function closestSentence(
  text: string,
  sentences: ReadonlyArray<Span & { sentence: string }>,
  item: FiledItem,
): Span | null {
  // A context that is the whole entry (as items kept before contexts were sentences) narrows
  // nothing: every sentence is a candidate then.
  const isNarrow = item.context.trim() !== '' && item.context.trim() !== text.trim();
  const candidates = isNarrow
    ? sentences.filter(({ sentence }) => item.context.includes(sentence))
    : sentences;
  const wanted = new Set(wordsOf(item.content));
  let best: Span | null = null;
  let bestShared = 0;
  for (const candidate of candidates) {
    const shared = new Set(wordsOf(candidate.sentence).filter((word) => wanted.has(word))).size;
    if (shared > bestShared) [best, bestShared] = [candidate, shared];
  }
  if (best === null && isNarrow && candidates.length === 1 && candidates[0]) best = candidates[0];
  // Over the whole entry, a word or two in common ("the", 我) is chance, not the same words.
  if (!isNarrow && bestShared < wanted.size * MIN_SHARED_OVER_ENTRY) return null;
  return best === null ? null : { start: best.start, end: best.end };
}

/** Latin words in lower case, and each Chinese character (a word is often two of them). */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/\p{Script=Han}|[\p{L}\p{N}]+/gu) ?? [];
}
