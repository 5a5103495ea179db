import { create } from 'zustand';

export type NoticeKind = 'error' | 'info';
/**
 * What a notice's button does, as data (stores hold only serialisable state): go to the
 * backup export in Settings, or reload the page.
 */
export type NoticeAction = 'open-backup' | 'reload' | 'open-review';
export type Notice = {
  id: number;
  kind: NoticeKind;
  text: string;
  action?: NoticeAction;
  /** Stays, whatever comes after it, until the page reloads (the tab can no longer save). */
  isSticky?: boolean;
};

type NoticeState = { notices: Notice[] };

/** Short messages shown to the person: refused moves, import results, saved settings. */
export const useNoticeStore = create<NoticeState>(() => ({ notices: [] }));

let nextId = 1;

/**
 * Information fades by itself, unless it offers a way to act on it (a link to the review);
 * an error stays until the person dismisses it.
 */
const INFO_LIFETIME_MS = 6000;

export type NoticeOptions = { action?: NoticeAction; isSticky?: boolean };

export function pushNotice(kind: NoticeKind, text: string, options: NoticeOptions = {}): void {
  const notice: Notice = { id: nextId++, kind, text, ...options };
  useNoticeStore.setState((state) => {
    // Keep the last few; an old message is no longer news, but a sticky one still holds.
    const sticky = state.notices.filter((shown) => shown.isSticky);
    const recent = state.notices.filter((shown) => !shown.isSticky).slice(-3);
    return { notices: [...sticky, ...recent, notice] };
  });
  if (kind === 'info' && !options.isSticky && options.action === undefined) {
    setTimeout(() => dismissNotice(notice.id), INFO_LIFETIME_MS);
  }
}

/** Shows a sticky notice once: a second call with the same text changes nothing. */
export function pushStickyNoticeOnce(kind: NoticeKind, text: string, action?: NoticeAction): void {
  const isShown = useNoticeStore.getState().notices.some((shown) => shown.text === text);
  if (!isShown) pushNotice(kind, text, { action, isSticky: true });
}

export function dismissNotice(id: number): void {
  useNoticeStore.setState((state) => ({
    notices: state.notices.filter((notice) => notice.id !== id),
  }));
}
