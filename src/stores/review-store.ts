import { create } from 'zustand';

/** The review's last archive or snooze, to undo from the page: what the item was before. */
export type ReviewUndo =
  | { kind: 'archive'; itemId: string; content: string }
  | { kind: 'snooze'; itemId: string; content: string; previous: number | null };

type ReviewState = { undo: ReviewUndo | null };

/** Session state of the weekly review: only the undo of its last archive or snooze. */
export const useReviewStore = create<ReviewState>(() => ({ undo: null }));

export function setReviewUndo(undo: ReviewUndo | null): void {
  useReviewStore.setState({ undo });
}
