import { currentTextWrittenAt } from './journal-revision';
import type { JournalRevision, JournalSource } from './source';

function isSameRevision(a: JournalRevision, b: JournalRevision): boolean {
  return a.text === b.text && a.replacedAt === b.replacedAt;
}

/** Whether `later` is `earlier` corrected zero or more times since (its history continues it). */
function continues(later: JournalSource, earlier: JournalSource): boolean {
  const [older, newer] = [earlier.revisions ?? [], later.revisions ?? []];
  if (newer.length < older.length) return false;
  if (!older.every((revision, index) => newer[index] && isSameRevision(revision, newer[index]))) {
    return false;
  }
  const next = newer[older.length];
  return next === undefined ? later.text === earlier.text : next.text === earlier.text;
}

/**
 * A stored journal entry and the file's copy of it. No stored text is ever lost: a copy
 * that is behind changes nothing (null), one that was corrected further replaces the stored
 * one, and two that were corrected apart (two devices) are joined — the text written later
 * is current, and every other text of either is kept among the revisions, in time order.
 * A copy that does not start from the same first text (an edited file) is joined the same
 * way: its texts are kept among the revisions, never dropped.
 */
export function mergeJournalEntry(
  stored: JournalSource,
  incoming: JournalSource,
): JournalSource | null {
  if (continues(stored, incoming)) return null;
  // An entry's id is made with it, so two copies share `createdAt`; one that does not (an
  // edited file) is joined below, on the stored entry's time.
  if (incoming.createdAt === stored.createdAt && continues(incoming, stored)) return incoming;
  const storedAt = currentTextWrittenAt(stored);
  const incomingAt = currentTextWrittenAt(incoming);
  const [winner, loser] = incomingAt > storedAt ? [incoming, stored] : [stored, incoming];
  const replacedAt = Math.max(storedAt, incomingAt);
  const lost = loser.text === winner.text ? [] : [{ text: loser.text, replacedAt }];
  const all = [...(stored.revisions ?? []), ...(incoming.revisions ?? []), ...lost]
    .map((revision) => ({
      ...revision,
      replacedAt: Math.max(revision.replacedAt, stored.createdAt),
    }))
    .sort((a, b) => a.replacedAt - b.replacedAt);
  // Each text once, at its first time.
  const revisions = all.filter(
    (revision, index) => all.findIndex((other) => other.text === revision.text) === index,
  );
  return { ...stored, text: winner.text, revisions };
}
