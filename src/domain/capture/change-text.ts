/**
 * The text an item gets when a sentence changes it: the sentence itself when it names the
 * item well enough to stand alone ("The career fair got pushed to Thursday"), otherwise the
 * item's text with the change after it ("Career fair Tuesday — pushed to Thursday"), so the
 * new version never loses what the item was about. Never the whole message.
 */
export function changedText(itemText: string, sentence: string, named: number): string {
  const change = sentence.trim();
  if (named >= STANDS_ALONE && Array.from(change).length >= MIN_STANDALONE_CHARS) return change;
  return `${itemText.trim()} — ${change}`;
}

/** Share of the item's distinctive words the sentence must name to replace its text. */
const STANDS_ALONE = 0.5;
/** Shorter than this, a change ("make it 6") reads as a note on the item, not a text for it. */
const MIN_STANDALONE_CHARS = 12;
