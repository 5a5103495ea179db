import { getDb } from '../../src/db/database';
import { clearSuggestions, pendingSuggestions } from '../../src/db/suggestions-repo';
import type { Suggestion } from '../../src/domain/capture/suggestion';
import { useCaptureStore } from '../../src/stores/capture-store';
import { acceptSuggestion, dismissSuggestion } from '../../src/stores/suggestion-actions';

/**
 * Which of the items "Which one is done?" offers the person meant: they know what they
 * wrote about, so the replay answers with the flow's own expectation (an item expected
 * closed that the choice holds), and dismisses the question when none is.
 */
export type MeantToClose = (itemText: string) => boolean;

/**
 * The person FORMAT.md describes: every offer is accepted — each candidate filed, each
 * offer to close or to update taken, "Which one is done?" answered with the item they
 * meant — and every automatic new version is kept (its undo is let go). This is the one
 * place that knows the capture offers; when they change, only this follows. Returns the
 * offers as they were answered, for the trace.
 */
export async function acceptEveryOffer(meantToClose: MeantToClose): Promise<Suggestion[]> {
  // Oldest first, as a person working down the list from the first message would.
  const offers = (await pendingSuggestions(getDb())).reverse();
  for (const suggestion of offers) {
    if (suggestion.kind !== 'choose-close') {
      await acceptSuggestion(suggestion.id);
      continue;
    }
    const meant = suggestion.choices.find((choice) => meantToClose(choice.itemText));
    if (meant) await acceptSuggestion(suggestion.id, meant.itemId);
    else await dismissSuggestion(suggestion.id);
  }
  resetUndos();
  return offers;
}

export async function resetOffers(): Promise<void> {
  await clearSuggestions(getDb());
  resetUndos();
}

function resetUndos(): void {
  useCaptureStore.setState({ closeUndo: null, updateUndos: [] });
}
