import { getDb } from '../../src/db/database';
import { clearSuggestions, pendingSuggestions } from '../../src/db/suggestions-repo';
import { useCaptureStore } from '../../src/stores/capture-store';
import { acceptSuggestion } from '../../src/stores/suggestion-actions';

/**
 * The person FORMAT.md describes: every offer is accepted — each candidate filed, each
 * offer to close or to update taken — and every automatic new version is kept (its undo
 * is let go). This is the one place that knows the capture offers; when they change, only
 * this follows.
 */
export async function acceptEveryOffer(): Promise<void> {
  // Oldest first, as a person working down the list from the first message would.
  for (const suggestion of (await pendingSuggestions(getDb())).reverse()) {
    await acceptSuggestion(suggestion.id);
  }
  resetUndos();
}

export async function resetOffers(): Promise<void> {
  await clearSuggestions(getDb());
  resetUndos();
}

function resetUndos(): void {
  useCaptureStore.setState({ closeUndo: null, updateUndos: [] });
}
