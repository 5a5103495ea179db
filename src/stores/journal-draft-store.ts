import { create } from 'zustand';

type JournalDraftState = { text: string };

/**
 * The journal entry being written. Kept outside the box, so that it survives a switch of
 * view or of the workspace's mode, and so that the workspace can recall what it touches.
 */
export const useJournalDraftStore = create<JournalDraftState>(() => ({ text: '' }));

export function setJournalDraft(text: string): void {
  useJournalDraftStore.setState({ text });
}

/** The entry `saved` was stored: the box is cleared only if it still holds that text. */
export function journalDraftSaved(saved: string): void {
  useJournalDraftStore.setState((state) => (state.text === saved ? { text: '' } : state));
}
