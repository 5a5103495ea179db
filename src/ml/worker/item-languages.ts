import { hanShare } from '../../domain/recall/language';

/**
 * Each item's Han share (language.ts), read once per text: recall asks it of every item a
 * draft in the other language could reach (cross-lingual.ts), on every keystroke.
 */
export class ItemLanguages {
  private readonly known = new Map<string, { text: string; share: number }>();

  /** The Han share of the item `id`, whose text is now `text`. */
  hanShareOf(id: string, text: string): number {
    const known = this.known.get(id);
    if (known !== undefined && known.text === text) return known.share;
    const share = hanShare(text);
    this.known.set(id, { text, share });
    return share;
  }

  forget(id: string): void {
    this.known.delete(id);
  }

  /** Drops every item not in `ids` (the index was replaced). */
  keepOnly(ids: ReadonlySet<string>): void {
    for (const id of this.known.keys()) if (!ids.has(id)) this.known.delete(id);
  }

  /** How many items it holds a reading of. */
  get size(): number {
    return this.known.size;
  }
}
