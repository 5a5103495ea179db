import { create } from 'zustand';

type RecallState = {
  draft: string;
  /** Items the person dismissed with "not now": hidden until the draft is sent or cleared. */
  hiddenIds: string[];
  /** The remembered dismissal of each hidden item (its row id), for "Show again". */
  dismissalIds: Record<string, string>;
  isIncludingInactive: boolean;
  /** Whether the query adds this chat's last sent turns to the draft (see recall-query.ts). */
  isWithTurns: boolean;
  /** The conversation source this chat session's sent turns go to (made on the first send). */
  sessionId: string | null;
  /**
   * Whether this page has settled which session it is in (sent a turn, resumed one or began
   * a new one). Until then the Chat view resumes the newest stored session, so a reload
   * shows the chat it left.
   */
  hasChosenSession: boolean;
  /** The items the workspace's draft recalls: the board beside it highlights them. */
  recalledIds: string[];
  /**
   * Which draft the recall panel reads and its actions write to ("Insert", "Not now"): the
   * chat message, or (in the workspace's journal mode) the journal entry being written.
   */
  draftTarget: 'chat' | 'journal';
};

/** The chat draft and its recall options; kept across views so nothing typed is lost. */
export const useRecallStore = create<RecallState>(() => ({
  draft: '',
  hiddenIds: [],
  dismissalIds: {},
  isIncludingInactive: false,
  isWithTurns: false,
  sessionId: null,
  hasChosenSession: false,
  recalledIds: [],
  draftTarget: 'chat',
}));

/** The panel now serves the other draft: what "Not now" hid for the last one shows again. */
export function setDraftTarget(draftTarget: RecallState['draftTarget']): void {
  if (useRecallStore.getState().draftTarget === draftTarget) return;
  useRecallStore.setState({ draftTarget, hiddenIds: [], dismissalIds: {} });
}

/** The journal draft was emptied (saved or cleared): its "Not now" hides end with it. */
export function forgetHiddenForDraft(): void {
  useRecallStore.setState({ hiddenIds: [], dismissalIds: {} });
}

/** The workspace's draft now recalls these items (none once it is empty or gone). */
export function setRecalledIds(recalledIds: string[]): void {
  const current = useRecallStore.getState().recalledIds;
  if (current.join(' ') !== recalledIds.join(' ')) useRecallStore.setState({ recalledIds });
}

export function setDraft(draft: string): void {
  useRecallStore.setState(
    draft.trim() === '' ? { draft, hiddenIds: [], dismissalIds: {} } : { draft },
  );
}

export function hideForDraft(id: string): void {
  useRecallStore.setState(({ hiddenIds }) => ({ hiddenIds: [...hiddenIds, id] }));
}

/** The "not now" on `itemId` was remembered as `dismissalId`. */
export function rememberDismissal(itemId: string, dismissalId: string): void {
  useRecallStore.setState(({ dismissalIds }) => ({
    dismissalIds: { ...dismissalIds, [itemId]: dismissalId },
  }));
}

/** "Show again": the item is back in the list for this draft. */
export function unhide(itemId: string): void {
  useRecallStore.setState(({ hiddenIds, dismissalIds }) => ({
    hiddenIds: hiddenIds.filter((id) => id !== itemId),
    dismissalIds: Object.fromEntries(Object.entries(dismissalIds).filter(([id]) => id !== itemId)),
  }));
}

export function setIncludingInactive(isIncludingInactive: boolean): void {
  useRecallStore.setState({ isIncludingInactive });
}

export function setWithTurns(isWithTurns: boolean): void {
  useRecallStore.setState({ isWithTurns });
}

/**
 * The draft `sentText` was stored. The box is cleared only if it still holds that text:
 * whatever was typed while the turn was being stored stays.
 */
export function draftSent(sessionId: string, sentText: string): void {
  useRecallStore.setState((state) =>
    state.draft === sentText
      ? { draft: '', hiddenIds: [], dismissalIds: {}, sessionId, hasChosenSession: true }
      : { sessionId, hasChosenSession: true },
  );
}

/**
 * Continues the stored session `sessionId` (the newest, found after a load), unless this
 * page has already settled on one: a turn sent or a new chat begun is never undone by it.
 */
export function resumeSession(sessionId: string): void {
  useRecallStore.setState((state) =>
    state.hasChosenSession ? state : { sessionId, hasChosenSession: true },
  );
}

/** Begins a new chat: the next sent turn starts a session. The draft stays as typed. */
export function startNewChat(): void {
  useRecallStore.setState({ sessionId: null, hasChosenSession: true });
}
