import { create } from 'zustand';

export const VIEWS = [
  'workspace',
  'journal',
  'chat',
  'import',
  'board',
  'review',
  'memory',
  'settings',
] as const;
export type View = (typeof VIEWS)[number];

type UiState = {
  view: View;
  /** The item whose detail panel is open, if any. */
  selectedItemId: string | null;
  /** Whether the search box (Ctrl+K) is open over the current view. */
  isSearchOpen: boolean;
};

/** Session state of the shell: which view is shown and which item is open. */
export const useUiStore = create<UiState>(() => ({
  view: 'workspace',
  selectedItemId: null,
  isSearchOpen: false,
}));

export function setSearchOpen(isSearchOpen: boolean): void {
  useUiStore.setState({ isSearchOpen });
}

export function showView(view: View): void {
  useUiStore.setState({ view });
}

export function selectItem(selectedItemId: string | null): void {
  useUiStore.setState({ selectedItemId });
}

function viewFromHash(hash: string): View {
  const name = hash.replace(/^#\/?/, '');
  // The workspace (composer, recall panel and board together) is where the app opens.
  return VIEWS.find((view) => view === name) ?? 'workspace';
}

/** The view lives in the URL (`#/board`), so reload and back/forward keep it. */
export function followLocationHash(): void {
  useUiStore.setState({ view: viewFromHash(window.location.hash) });
  window.addEventListener('hashchange', () => {
    useUiStore.setState({ view: viewFromHash(window.location.hash) });
  });
}
