import { useEffect, useState } from 'react';

export type EntrySelection = { entryId: string; passage: string };

/** The element an entry's text is rendered in carries this attribute with the entry id. */
export const ENTRY_TEXT_ATTRIBUTE = 'data-entry-text';

function entryIdOf(node: Node | null): string | null {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  return element?.closest(`[${ENTRY_TEXT_ATTRIBUTE}]`)?.getAttribute(ENTRY_TEXT_ATTRIBUTE) ?? null;
}

/**
 * The text the person has selected inside one journal entry. It is kept after the
 * selection collapses (pressing a toolbar button may collapse it) until `clear` is called
 * or a new passage is selected. `clear(filed)` clears only if `filed` is still the
 * passage selected: filing is asynchronous, and the person may have selected the next
 * passage before it finished.
 */
export function useEntrySelection(): [EntrySelection | null, (only?: EntrySelection) => void] {
  const [selection, setSelection] = useState<EntrySelection | null>(null);

  useEffect(() => {
    function onSelectionChange() {
      const current = document.getSelection();
      if (!current || current.isCollapsed) return;
      const entryId = entryIdOf(current.anchorNode);
      // A selection spanning two entries, or reaching outside one, is not a passage.
      if (entryId === null || entryId !== entryIdOf(current.focusNode)) return;
      const passage = current.toString().trim();
      if (passage.length > 0) setSelection({ entryId, passage });
    }
    document.addEventListener('selectionchange', onSelectionChange);
    return () => document.removeEventListener('selectionchange', onSelectionChange);
  }, []);

  function clear(only?: EntrySelection) {
    // By value: a selectionchange during filing may set the same passage again.
    const isCleared = (current: EntrySelection | null) =>
      only === undefined || (current?.entryId === only.entryId && current.passage === only.passage);
    setSelection((current) => (isCleared(current) ? null : current));
  }

  return [selection, clear];
}
