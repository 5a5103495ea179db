import type * as Y from 'yjs';

import { ROW_SCHEMAS } from '../domain/backup-format';
import { tableOf } from './mirror-rows';

/** An item's text at a number: what a version keeps and a claim claims. */
export type NumberedText = Readonly<Record<string, unknown>>;

function textKey(itemId: string, { content, type }: NumberedText): string {
  return JSON.stringify([itemId, type, content]);
}

/**
 * Which texts the document keeps as earlier versions of its items. A text that stopped being
 * current anywhere is kept there: the device that edited it wrote it as a version in the
 * same change, and a text that lost to a later edit is kept by every device that read both
 * (lostClaimVersion). So a text the document holds neither as current, nor as a claim, nor
 * here is one it has never had: an edit made apart, not a stale copy.
 *
 * Looks first among `likely` (the versions this database holds of the items in hand: an
 * edit's own kept text is among them), and only when the text is not there, in an index of
 * every version the document holds, built once from the document as it is then. Only a valid
 * version row filed under its own id counts, so a forged entry cannot pass a text off as kept.
 */
export class DocumentHistory {
  private index: Map<string, string[]> | null = null;
  /** Ids of `likely` versions, by item. */
  private readonly likelyIds = new Map<string, string[]>();

  constructor(
    private readonly doc: Y.Doc,
    likely: readonly { id: string; itemId: string }[] = [],
  ) {
    for (const { id, itemId } of likely) {
      const ids = this.likelyIds.get(itemId);
      if (ids) ids.push(id);
      else this.likelyIds.set(itemId, [id]);
    }
  }

  /** Whether the document keeps `text`, at its number, as an earlier version of `itemId`. */
  holds(itemId: string, text: NumberedText): boolean {
    const isAtNumber = (id: string) => this.keptAs(id, itemId, text, true);
    return this.likelyOf(itemId).some(isAtNumber) || this.idsOf(itemId, text).some(isAtNumber);
  }

  /** Whether the document keeps `text`, at any number, as an earlier version of `itemId`. */
  keeps(itemId: string, text: NumberedText): boolean {
    const isKept = (id: string) => this.keptAs(id, itemId, text, false);
    return this.likelyOf(itemId).some(isKept) || this.idsOf(itemId, text).some(isKept);
  }

  /** Whether the document's version `id` is valid and keeps `text` of `itemId`. */
  private keptAs(id: string, itemId: string, text: NumberedText, isAtNumber: boolean): boolean {
    const row = ROW_SCHEMAS.itemVersions.safeParse(tableOf(this.doc, 'itemVersions').get(id));
    if (!row.success) return false;
    const { data } = row;
    if (data.id !== id || data.itemId !== itemId) return false;
    if (data.content !== text.content || data.type !== text.type) return false;
    return !isAtNumber || data.version === text.version;
  }

  private likelyOf(itemId: string): readonly string[] {
    return this.likelyIds.get(itemId) ?? [];
  }

  private idsOf(itemId: string, text: NumberedText): string[] {
    return this.built().get(textKey(itemId, text)) ?? [];
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
