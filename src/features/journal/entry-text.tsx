import { useEffect, useRef, type MouseEvent } from 'react';

import { passageAt, type FiledPassage } from '../../domain/entry-passages';
import { characterAtPoint, useEntryHighlights } from './entry-highlights';
import { openItem } from './open-item';
import { ENTRY_TEXT_ATTRIBUTE } from './use-entry-selection';

/** A second click within this time makes a double-click (a word selected), not two clicks. */
const DOUBLE_CLICK_MS = 300;

/**
 * An entry's text, exactly as written, with the passages that became items marked; a click
 * on one opens its item. Dragging to select a passage opens nothing: the selection is for
 * filing. Keyboard and screen-reader users reach the same items from the list below.
 */
export function EntryText({
  entryId,
  text,
  passages,
}: {
  entryId: string;
  text: string;
  passages: readonly FiledPassage[];
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  const pendingOpen = useRef<number | null>(null);
  useEntryHighlights(ref, text, passages);
  const cancelOpen = () => {
    if (pendingOpen.current !== null) window.clearTimeout(pendingOpen.current);
    pendingOpen.current = null;
  };
  useEffect(() => cancelOpen, []);

  function passageUnder(event: MouseEvent<HTMLParagraphElement>): FiledPassage | undefined {
    const offset = characterAtPoint(event.currentTarget, event.clientX, event.clientY);
    return offset === null ? undefined : passageAt(passages, offset);
  }

  // Opened once the double-click time has passed: a double-click selects a word to file (and
  // its first click must not have left the journal by then).
  function onClick(event: MouseEvent<HTMLParagraphElement>) {
    cancelOpen();
    if (event.detail > 1 || document.getSelection()?.isCollapsed === false) return;
    const passage = passageUnder(event);
    if (!passage) return;
    pendingOpen.current = window.setTimeout(() => {
      pendingOpen.current = null;
      if (document.getSelection()?.isCollapsed !== false) openItem(passage.itemId);
    }, DOUBLE_CLICK_MS);
  }

  function onMouseMove(event: MouseEvent<HTMLParagraphElement>) {
    // Set on the element, not in state: the pointer moves far more often than anything changes.
    event.currentTarget.dataset.overPassage = passageUnder(event) ? 'true' : 'false';
  }

  return (
    <p
      ref={ref}
      className="entry-text"
      {...{ [ENTRY_TEXT_ATTRIBUTE]: entryId }}
      onClick={passages.length > 0 ? onClick : undefined}
      onMouseMove={passages.length > 0 ? onMouseMove : undefined}
    >
      {text}
    </p>
  );
}
