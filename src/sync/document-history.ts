import type * as Y from 'yjs';

import { ROW_SCHEMAS } from '../domain/backup-format';
import { tableOf } from './mirror-rows';

/** An item's text at a number: what a version keeps and a claim claims. */
export type NumberedText = Readonly<Record<string, unknown>>;

function textKey(itemId: string, { content, type }: Omit<NumberedText, 'version'>): string {
  return JSON.stringify([itemId, type, content]);
}

/**
 * Which texts the document keeps as earlier versions of its items. A text that stopped being
 * current anywhere is kept there: the device that edited it wrote it as a version in the
 * same change, and a text that lost to a later edit is kept by every device that read both
 * (lostClaimVersion). So a text the document holds neither as current, nor as a claim, nor
 * here is one it has never had: an edit made apart, not a stale copy.
 *
 * Built on first use, from the document as it is then (one pass over its versions); only a
 * valid version row filed under its own id counts, so a forged entry cannot pass a text off
 * as kept.
 */
export class DocumentHistory {
  private index: Map<string, string[]> | null = null;

  constructor(private readonly doc: Y.Doc) {}

  /** Whether the document keeps `text`, at its number, as an earlier version of `itemId`. */
  holds(itemId: string, text: NumberedText): boolean {
    return this.versionsOf(itemId, text).some((version) => version.version === text.version);
  }

  /** Whether the document keeps `text`, at any number, as an earlier version of `itemId`. */
  keeps(itemId: string, text: Omit<NumberedText, 'version'>): boolean {
    return this.versionsOf(itemId, text).length > 0;
  }

  private versionsOf(itemId: string, text: Omit<NumberedText, 'version'>) {
    const versions = tableOf(this.doc, 'itemVersions');
    return (this.built().get(textKey(itemId, text)) ?? []).flatMap((id) => {
      const row = ROW_SCHEMAS.itemVersions.safeParse(versions.get(id));
      return row.success && row.data.id === id && row.data.itemId === itemId ? [row.data] : [];
    });
  }

  private built(): Map<string, string[]> {
    if (this.index !== null) return this.index;
    const index = new Map<string, string[]>();
    for (const [id, entry] of tableOf(this.doc, 'itemVersions').entries()) {
      if (typeof entry !== 'object' || entry === null) continue;
      const { itemId } = entry as { itemId?: unknown };
      if (typeof itemId !== 'string') continue;
      const key = textKey(itemId, entry as NumberedText);
      const ids = index.get(key);
      if (ids) ids.push(id);
      else index.set(key, [id]);
    }
    this.index = index;
    return index;
  }
}
