import { timeExpressionsOf } from './due-date';

/**
 * The text an item gets when a sentence changes it: the item's text with the change after it
 * ("Gig at the Blue Room next Saturday — gig moved to the 11th"), so a new version never loses
 * a word of what the item said; the sentence alone only when it holds the item's whole text,
 * its dates aside ("The book fair on Monday" → "The book fair got pushed to Wednesday" holds
 * "The book fair"). Never the whole message.
 */
export function changedText(itemText: string, sentence: string): string {
  const change = sentence.trim();
  const standsAlone = Array.from(change).length >= MIN_STANDALONE_CHARS;
  if (standsAlone && holdsAllOf(change, itemText)) return change;
  return `${itemText.trim()} — ${change}`;
}

/** Shorter than this, a change ("make it 6") reads as a note on the item, not a text for it. */
const MIN_STANDALONE_CHARS = 12;

/** Whether `sentence` holds each stretch of `itemText` outside its dates, word for word. */
function holdsAllOf(sentence: string, itemText: string): boolean {
  const folded = fold(sentence);
  const stretches = withoutDates(itemText)
    .split(DATE_GAP)
    .map(fold)
    .filter((stretch) => stretch.length > 0);
  return stretches.length > 0 && stretches.every((stretch) => folded.includes(stretch));
}

/** Where a date was cut out of the item's text. */
const DATE_GAP = '\u0000';

/** Lower case, NFKC, one space between words, no edge punctuation: what "word for word" ignores. */
function fold(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}]+/gu, ' ')
    .trim()
    .replace(/^(?:on|at|by|in|the) /u, '')
    .replace(/ (?:on|at|by|in)$/u, '');
}

/** The text with its time expressions cut out (marked by `DATE_GAP`): a change replaces them. */
function withoutDates(text: string): string {
  const normalized = text.normalize('NFKC');
  // From the epoch, so that no date in the text counts as past and every one is found.
  let undated = normalized;
  for (const { index, end } of [...timeExpressionsOf(normalized, 0)].reverse()) {
    undated = `${undated.slice(0, index)}${DATE_GAP}${undated.slice(end)}`;
  }
  return undated;
}
