import type { CaptureCandidate } from '../../domain/capture/candidate';
import { confidenceWord } from '../../domain/capture/confidence-words';
import type { ItemType } from '../../domain/item';

/** A candidate as the review holds it: what the person has made of it so far. */
export type ReviewRow = CaptureCandidate & {
  conversationIndex: number;
  /**
   * The sentence and type as the classifier proposed them; `text` and `type` are what the
   * person made of them. Kept so that an edited item is still recognised as this sentence.
   */
  proposed: Pick<CaptureCandidate, 'text' | 'type'>;
  isAccepted: boolean;
  /**
   * An earlier import of this conversation filed this very candidate (same turn, same
   * text): it is shown, unchecked and locked, and never filed again.
   */
  isAlreadyImported: boolean;
};

/** Whether an earlier import filed this candidate of this conversation. */
export type IsAlreadyImported = (conversationIndex: number, candidate: CaptureCandidate) => boolean;

/**
 * Which candidates start ticked: the "likely" ones (confidence-words.ts). On the dev set
 * (scripts/confidence-bands.ts) 95% of "likely" candidates are items and 94% carry the right
 * type, against 77% and 58% of the "maybe" ones; that set is three-quarters items, and a real
 * conversation has far more small talk, so "maybe" fares worse there. A wrong tick files a
 * wrong item on the board, to be found and archived later; a missing tick costs one click
 * now, in the list the person is reading anyway. So only what is likely starts ticked. (The
 * former cut, 0.5, ticked just 46 of the 200 and left about 125 real items unticked.)
 */
export function startsAccepted(candidate: CaptureCandidate): boolean {
  return confidenceWord(candidate.confidence) === 'likely';
}

export function toRows(
  conversationIndex: number,
  candidates: CaptureCandidate[],
  isAlreadyImported: IsAlreadyImported = () => false,
): ReviewRow[] {
  return candidates.map((candidate) => {
    const isAlready = isAlreadyImported(conversationIndex, candidate);
    return {
      ...candidate,
      key: `${conversationIndex}:${candidate.key}`,
      conversationIndex,
      proposed: { text: candidate.text, type: candidate.type },
      isAccepted: !isAlready && startsAccepted(candidate),
      isAlreadyImported: isAlready,
    };
  });
}

function acceptWhere(rows: ReviewRow[], isToAccept: (row: ReviewRow) => boolean): ReviewRow[] {
  return rows.map((row) =>
    isToAccept(row) && !row.isAlreadyImported ? { ...row, isAccepted: true } : row,
  );
}

/** Ticks every "likely" row again (after the person unticked some); already-filed rows stay. */
export function acceptLikely(rows: ReviewRow[]): ReviewRow[] {
  return acceptWhere(rows, startsAccepted);
}

/** Ticks every row, "maybe" ones too; already-filed rows stay unticked. */
export function acceptAll(rows: ReviewRow[]): ReviewRow[] {
  return acceptWhere(rows, () => true);
}

export function updateRow(
  rows: ReviewRow[],
  key: string,
  patch: Partial<Pick<ReviewRow, 'text' | 'isAccepted'>> & { type?: ItemType },
): ReviewRow[] {
  return rows.map((row) =>
    row.key === key && !row.isAlreadyImported ? { ...row, ...patch } : row,
  );
}

/** Whether the row can be merged with the one after it: both new, from one conversation. */
export function canMergeWithNext(rows: readonly ReviewRow[], index: number): boolean {
  const row = rows[index];
  const next = rows[index + 1];
  return (
    row !== undefined &&
    next !== undefined &&
    !row.isAlreadyImported &&
    !next.isAlreadyImported &&
    row.conversationIndex === next.conversationIndex
  );
}

/** Merges a row into the one after it: one item, both texts, the first row's turn and type. */
export function mergeWithNext(rows: ReviewRow[], key: string): ReviewRow[] {
  const index = rows.findIndex((row) => row.key === key);
  const row = rows[index];
  const next = rows[index + 1];
  if (!row || !next || !canMergeWithNext(rows, index)) return rows;
  const context = next.context === row.context ? row.context : `${row.context}\n${next.context}`;
  const merged: ReviewRow = {
    ...row,
    text: `${row.text} ${next.text}`,
    context,
    isAccepted: true,
  };
  return [...rows.slice(0, index), merged, ...rows.slice(index + 2)];
}
