import { create } from 'zustand';

import type { ItemType } from '../domain/item';

type BoardState = {
  types: ItemType[];
  text: string;
  isShowingArchived: boolean;
  /** A card to scroll to and focus once it renders (after a keyboard move). */
  focusRequestId: string | null;
};

export const useBoardStore = create<BoardState>(() => ({
  types: [],
  text: '',
  isShowingArchived: false,
  focusRequestId: null,
}));

export function toggleTypeFilter(type: ItemType): void {
  useBoardStore.setState(({ types }) => ({
    types: types.includes(type) ? types.filter((t) => t !== type) : [...types, type],
  }));
}

export function setTextFilter(text: string): void {
  useBoardStore.setState({ text });
}

export function setShowingArchived(isShowingArchived: boolean): void {
  useBoardStore.setState({ isShowingArchived });
}

export function requestCardFocus(focusRequestId: string | null): void {
  useBoardStore.setState({ focusRequestId });
}
