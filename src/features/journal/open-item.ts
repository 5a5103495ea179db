import { selectItem, useUiStore } from '../../stores/ui-store';
import { setWorkspaceTab } from '../../stores/workspace-store';

/**
 * Opens an item's panel on the board: in the workspace the board is beside the entry (behind
 * its tab on a phone); elsewhere the Board view is shown (the view follows the URL hash).
 */
export function openItem(itemId: string): void {
  selectItem(itemId);
  if (useUiStore.getState().view === 'workspace') setWorkspaceTab('board');
  else window.location.hash = '#/board';
}
