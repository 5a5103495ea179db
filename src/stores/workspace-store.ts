import { create } from 'zustand';

export type WorkspaceMode = 'journal' | 'chat';
/** On a narrow screen the workspace shows one part at a time, behind tabs. */
export type WorkspaceTab = 'write' | 'recall' | 'board';

type WorkspaceState = { mode: WorkspaceMode; tab: WorkspaceTab };

/** What the workspace composes (an entry or a message) and, on a phone, which part shows. */
export const useWorkspaceStore = create<WorkspaceState>(() => ({ mode: 'journal', tab: 'write' }));

export function setWorkspaceMode(mode: WorkspaceMode): void {
  useWorkspaceStore.setState({ mode });
}

export function setWorkspaceTab(tab: WorkspaceTab): void {
  useWorkspaceStore.setState({ tab });
}
