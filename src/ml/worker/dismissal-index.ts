import type { Embedder } from '../embedder';
import type { CallArgs } from '../protocol';

/**
 * The remembered "Not now"s in the worker: per item, the vectors of the drafts it was
 * dismissed for. A draft's vector is kept by its text, so reloading the list (it is sent
 * whole on every change) embeds only the drafts it has not seen; drafts no longer in the list
 * are dropped (after a wipe, none is kept).
 */
export class DismissalIndex {
  private readonly byItem = new Map<string, Float32Array[]>();
  private readonly draftVectors = new Map<string, Float32Array>();

  constructor(private readonly embedder: Embedder) {}

  async load(entries: CallArgs<'dismissals-load'>['entries']): Promise<void> {
    const texts = [...new Set(entries.map((entry) => entry.draft))];
    const toEmbed = texts.filter((text) => !this.draftVectors.has(text));
    const vectors = await this.embedder.embed(toEmbed);
    toEmbed.forEach((text, i) => {
      const vector = vectors[i];
      if (vector) this.draftVectors.set(text, vector);
    });
    const wanted = new Set(texts);
    for (const text of this.draftVectors.keys()) {
      if (!wanted.has(text)) this.draftVectors.delete(text);
    }
    this.byItem.clear();
    for (const { itemId, draft } of entries) {
      const vector = this.draftVectors.get(draft);
      if (vector) this.byItem.set(itemId, [...(this.byItem.get(itemId) ?? []), vector]);
    }
  }

  /** The best cosine between `query` and the drafts `itemId` was dismissed for; null: none. */
  similarity(itemId: string, query: Float32Array): number | null {
    const dismissed = this.byItem.get(itemId);
    if (!dismissed) return null;
    let best = -Infinity;
    for (const vector of dismissed) {
      let dot = 0;
      for (let i = 0; i < vector.length; i += 1) dot += (vector[i] ?? 0) * (query[i] ?? 0);
      best = Math.max(best, dot);
    }
    return best;
  }
}
