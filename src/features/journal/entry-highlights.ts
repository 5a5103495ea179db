import { useEffect, type RefObject } from 'react';

import type { FiledPassage } from '../../domain/entry-passages';

/** One highlight per item type, shared by every entry on the page (journal-extra.css). */
export const highlightName = (type: FiledPassage['type']) => `entry-filed-${type}`;

function registry(): HighlightRegistry | null {
  return typeof CSS !== 'undefined' && 'highlights' in CSS ? CSS.highlights : null;
}

/**
 * Marks the passages that became items in the colour of their type. Marked as highlights
 * rather than wrapped in elements, so the entry stays one untouched text node: what the
 * person wrote reads, selects and copies exactly as before. A browser without highlights
 * shows no marks; the list under the entry names the same items.
 */
export function useEntryHighlights(
  textRef: RefObject<HTMLElement | null>,
  text: string,
  passages: readonly FiledPassage[],
): void {
  const key = passages.map(({ itemId, start, end }) => `${itemId}:${start}:${end}`).join(' ');
  useEffect(() => {
    const highlights = registry();
    const node = textRef.current?.firstChild;
    if (highlights === null || !(node instanceof Text) || node.data !== text) return;
    const added = passages.map((passage) => {
      const range = new Range();
      range.setStart(node, passage.start);
      range.setEnd(node, passage.end);
      const name = highlightName(passage.type);
      const highlight = highlights.get(name) ?? new Highlight();
      if (!highlights.has(name)) highlights.set(name, highlight);
      highlight.add(range);
      return { highlight, range };
    });
    return () => added.forEach(({ highlight, range }) => highlight.delete(range));
    // The key stands for the passages: a new array with the same passages changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [textRef, text, key]);
}

/**
 * The character of `element`'s text under a point, or null when the point is on none of it
 * (the caret falls between two characters: the one whose box holds the point is meant).
 */
export function characterAtPoint(element: HTMLElement, x: number, y: number): number | null {
  const caret = caretAt(x, y);
  const node = element.firstChild;
  if (caret === null || !(node instanceof Text) || caret.node !== node) return null;
  for (const offset of [caret.offset, caret.offset - 1]) {
    if (offset < 0 || offset >= node.length) continue;
    const range = new Range();
    range.setStart(node, offset);
    range.setEnd(node, offset + 1);
    const isUnder = [...range.getClientRects()].some(
      (box) => x >= box.left && x <= box.right && y >= box.top && y <= box.bottom,
    );
    if (isUnder) return offset;
  }
  return null;
}

function caretAt(x: number, y: number): { node: Node; offset: number } | null {
  if (typeof document.caretPositionFromPoint === 'function') {
    const position = document.caretPositionFromPoint(x, y);
    return position && { node: position.offsetNode, offset: position.offset };
  }
  // Older Safari and Chromium have only the older, non-standard call.
  /* eslint-disable @typescript-eslint/no-deprecated */
  const range =
    typeof document.caretRangeFromPoint === 'function' ? document.caretRangeFromPoint(x, y) : null;
  /* eslint-enable @typescript-eslint/no-deprecated */
  return range && { node: range.startContainer, offset: range.startOffset };
}
