import { create } from 'zustand';

import type { BoardSort } from '../domain/board-filter';
import type { ItemStatus, ItemType } from '../domain/item';

/** A card to focus once it renders in the column it moved to. */
export type CardFocusRequest = { id: string; status: ItemStatus };

/** The last reschedule or snooze, to undo: the time the item had before it. */
export type ScheduleUndo = {
  itemId: string;
  content: string;
  kind: 'due' | 'snooze';
  previous: number | null;
  next: number | null;
};

type BoardState = {
  types: ItemType[];
  text: string;
  sort: BoardSort;
  isShowingArchived: boolean;
  /** The agenda (what is due, by when) in place of the columns. */
  isShowingAgenda: boolean;
  /**
   * A card to scroll to and focus once it renders (after a keyboard move). It names the
   * column, because the board's live query may still show the card in its old column for a
   * frame: focusing it there would satisfy the request and lose the focus a moment later.
   */
  focusRequest: CardFocusRequest | null;
  /** The card whose reschedule-and-snooze choices are open; kept here so a column scrolled
   * away and back (its cards re-mounted) still shows them open. */
  scheduleOpenId: string | null;
  scheduleUndo: ScheduleUndo | null;
};

export const useBoardStore = create<BoardState>(() => ({
  types: [],
  text: '',
  sort: 'said',
  isShowingArchived: false,
  isShowingAgenda: false,
  focusRequest: null,
  scheduleOpenId: null,
  scheduleUndo: null,
}));

export function toggleTypeFilter(type: ItemType): void {
  useBoardStore.setState(({ types }) => ({
    types: types.includes(type) ? types.filter((t) => t !== type) : [...types, type],
  }));
}

export function setTextFilter(text: string): void {
  useBoardStore.setState({ text });
}

export function setBoardSort(sort: BoardSort): void {
  useBoardStore.setState({ sort });
}

export function setShowingArchived(isShowingArchived: boolean): void {
  useBoardStore.setState({ isShowingArchived, isShowingAgenda: false });
}

export function setShowingAgenda(isShowingAgenda: boolean): void {
  useBoardStore.setState({ isShowingAgenda, isShowingArchived: false });
}

export function requestCardFocus(focusRequest: CardFocusRequest | null): void {
  useBoardStore.setState({ focusRequest });
}

export function setScheduleOpen(scheduleOpenId: string | null): void {
  useBoardStore.setState({ scheduleOpenId });
}

export function setScheduleUndo(scheduleUndo: ScheduleUndo | null): void {
  useBoardStore.setState({ scheduleUndo });
}
