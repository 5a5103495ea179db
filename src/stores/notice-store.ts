import { create } from 'zustand';

export type NoticeKind = 'error' | 'info';
export type Notice = { id: number; kind: NoticeKind; text: string };

type NoticeState = { notices: Notice[] };

/** Short messages shown to the person: refused moves, import results, saved settings. */
export const useNoticeStore = create<NoticeState>(() => ({ notices: [] }));

let nextId = 1;

/** Information fades by itself; an error stays until the person dismisses it. */
const INFO_LIFETIME_MS = 6000;

export function pushNotice(kind: NoticeKind, text: string): void {
  const notice = { id: nextId++, kind, text };
  // Keep the last few; an old message is no longer news.
  useNoticeStore.setState((state) => ({ notices: [...state.notices.slice(-3), notice] }));
  if (kind === 'info') setTimeout(() => dismissNotice(notice.id), INFO_LIFETIME_MS);
}

export function dismissNotice(id: number): void {
  useNoticeStore.setState((state) => ({
    notices: state.notices.filter((notice) => notice.id !== id),
  }));
}
