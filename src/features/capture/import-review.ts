import type { CaptureCandidate } from '../../domain/capture/candidate';
import type { ItemType } from '../../domain/item';

/** A candidate as the review holds it: what the person has made of it so far. */
export type ReviewRow = CaptureCandidate & {
  conversationIndex: number;
  isAccepted: boolean;
  /**
   * An earlier import of this conversation filed this very candidate (same turn, same
   * text): it is shown, unchecked and locked, and never filed again.
   */
  isAlreadyImported: boolean;
};

/** Whether an earlier import filed this candidate of this conversation. */
export type IsAlreadyImported = (conversationIndex: number, candidate: CaptureCandidate) => boolean;

/** Candidates at or above this confidence start accepted; the rest wait for the person. */
export const DEFAULT_ACCEPT_ABOVE = 0.5;

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
      isAccepted: !isAlready && candidate.confidence >= DEFAULT_ACCEPT_ABOVE,
      isAlreadyImported: isAlready,
    };
  });
}

export function acceptAbove(rows: ReviewRow[], threshold: number): ReviewRow[] {
  return rows.map((row) =>
    row.confidence >= threshold && !row.isAlreadyImported ? { ...row, isAccepted: true } : row,
  );
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
