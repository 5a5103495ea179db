import { splitSentences } from './capture/sentences';
import type { JournalSource } from './source';

/** When the entry's current text was written: its last correction, or its creation. */
export function currentTextWrittenAt(entry: JournalSource): number {
  return entry.revisions?.at(-1)?.replacedAt ?? entry.createdAt;
}

/**
 * The entry with `text` as its new current text and the old one kept as the last revision,
 * or null when the text is the same (a correction that changes nothing is not one).
 * `text` must already be checked (`checkedEntryText`). The replacement time never goes
 * before the current text's own time, so revisions stay in order even if the clock went back.
 */
export function reviseEntry(entry: JournalSource, text: string, now: number): JournalSource | null {
  if (text === entry.text) return null;
  const replacedAt = Math.max(now, currentTextWrittenAt(entry));
  const revisions = [...(entry.revisions ?? []), { text: entry.text, replacedAt }];
  return { ...entry, text, revisions };
}

/** Whitespace-insensitive: re-wrapping a line is not a new sentence. */
function normalised(sentence: string): string {
  return sentence.replace(/\s+/gu, ' ').trim();
}

/** `sentence` with every whole earlier sentence taken out of it (a light fragment joins its neighbour). */
function withoutKnown(sentence: string, known: readonly string[]): string {
  let rest = ` ${sentence} `;
  for (const earlier of known) {
    // Only at word boundaries: "Call Sam." must not eat the end of "Recall Sam."
    rest = rest.split(` ${earlier} `).join(' ');
  }
  return rest.trim();
}

/**
 * The sentences of a corrected entry that its earlier text did not hold, in order and
 * each once: what capture should look at after a correction, so that the sentences already
 * captured from the earlier text are not offered again. A sentence that was reworded counts
 * as added; one that merely moved does not. `splitSentences` joins a light fragment to its
 * neighbour, so the earlier sentences inside such a joined one are taken out of it
 * ("Call the plumber." → "Call the plumber. Book the flight." adds "Book the flight.").
 */
export function addedSentences(before: string, after: string): string[] {
  const known = splitSentences(before).map(normalised);
  const knownSet = new Set(known);
  // Longest first, so a sentence is removed whole before any shorter one inside it.
  const byLength = [...knownSet].sort((a, b) => b.length - a.length);
  const added: string[] = [];
  for (const sentence of splitSentences(after).map(normalised)) {
    if (knownSet.has(sentence)) continue;
    const rest = withoutKnown(sentence, byLength);
    if (!/[\p{L}\p{N}]/u.test(rest) || added.includes(rest)) continue;
    added.push(rest);
  }
  return added;
}
