import { useRef, type MouseEvent } from 'react';

import { passageAt, type FiledPassage } from '../../domain/entry-passages';
import { characterAtPoint, useEntryHighlights } from './entry-highlights';
import { openItem } from './open-item';
import { ENTRY_TEXT_ATTRIBUTE } from './use-entry-selection';

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
  useEntryHighlights(ref, text, passages);

  function passageUnder(event: MouseEvent<HTMLParagraphElement>): FiledPassage | undefined {
    const offset = characterAtPoint(event.currentTarget, event.clientX, event.clientY);
    return offset === null ? undefined : passageAt(passages, offset);
  }

  function onClick(event: MouseEvent<HTMLParagraphElement>) {
    if (document.getSelection()?.isCollapsed === false) return;
    const passage = passageUnder(event);
    if (passage) openItem(passage.itemId);
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
