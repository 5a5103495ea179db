import { distinctiveTokens } from './aboutness';
import { timeExpressionsOf } from './due-date';

/**
 * The text an item gets when a sentence changes it: the sentence itself only when it holds
 * every word the item is about, its dates aside ("The career fair got pushed to Thursday"
 * for "Career fair on Tuesday"), otherwise the item's text with the change after it
 * ("Gig at the Blue Room next Saturday — gig moved to the 11th"), so a new version never
 * loses what the item was about. Never the whole message.
 */
export function changedText(itemText: string, sentence: string): string {
  const change = sentence.trim();
  const standsAlone = Array.from(change).length >= MIN_STANDALONE_CHARS;
  if (standsAlone && holdsWhatItIsAbout(change, itemText)) return change;
  return `${itemText.trim()} — ${change}`;
}

/** Shorter than this, a change ("make it 6") reads as a note on the item, not a text for it. */
const MIN_STANDALONE_CHARS = 12;

/** Whether `sentence` holds every distinctive word of `itemText` outside its dates. */
function holdsWhatItIsAbout(sentence: string, itemText: string): boolean {
  const about = distinctiveTokens(withoutDates(itemText));
  if (about.length === 0) return false;
  const words = new Set(distinctiveTokens(sentence));
  return about.every((word) => words.has(word));
}

/** The text with its time expressions blanked out: they are what a change replaces. */
function withoutDates(text: string): string {
  const normalized = text.normalize('NFKC');
  // From the epoch, so that no date in the text counts as past and every one is found.
  let undated = normalized;
  for (const { index, end } of [...timeExpressionsOf(normalized, 0)].reverse()) {
    undated = `${undated.slice(0, index)} ${undated.slice(end)}`;
  }
  return undated;
}
