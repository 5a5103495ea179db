import type { CaptureCandidate } from '../../domain/capture/candidate';
import type { ItemType } from '../../domain/item';

/** A candidate as the review holds it: what the person has made of it so far. */
export type ReviewRow = CaptureCandidate & {
  conversationIndex: number;
  isAccepted: boolean;
};

/** Candidates at or above this confidence start accepted; the rest wait for the person. */
export const DEFAULT_ACCEPT_ABOVE = 0.5;

export function toRows(conversationIndex: number, candidates: CaptureCandidate[]): ReviewRow[] {
  return candidates.map((candidate) => ({
    ...candidate,
    key: `${conversationIndex}:${candidate.key}`,
    conversationIndex,
    isAccepted: candidate.confidence >= DEFAULT_ACCEPT_ABOVE,
  }));
}

export function acceptAbove(rows: ReviewRow[], threshold: number): ReviewRow[] {
  return rows.map((row) => (row.confidence >= threshold ? { ...row, isAccepted: true } : row));
}

export function updateRow(
  rows: ReviewRow[],
  key: string,
  patch: Partial<Pick<ReviewRow, 'text' | 'isAccepted'>> & { type?: ItemType },
): ReviewRow[] {
  return rows.map((row) => (row.key === key ? { ...row, ...patch } : row));
}

/** Merges a row into the one after it: one item, both texts, the first row's turn and type. */
export function mergeWithNext(rows: ReviewRow[], key: string): ReviewRow[] {
  const index = rows.findIndex((row) => row.key === key);
  const row = rows[index];
  const next = rows[index + 1];
  if (!row || !next) return rows;
  const context = next.context === row.context ? row.context : `${row.context}\n${next.context}`;
  const merged: ReviewRow = {
    ...row,
    text: `${row.text} ${next.text}`,
    context,
    isAccepted: true,
  };
  return [...rows.slice(0, index), merged, ...rows.slice(index + 2)];
}
