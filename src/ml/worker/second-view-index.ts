import type { SyncEmbedder } from '../use/use-embedder';

/**
 * The items' vectors in recall's second view (domain/recall/second-view.ts), made when an
 * item is first a candidate and kept while its text stays the same. Nothing is stored: the
 * view costs a few milliseconds a text, and a draft asks it only of the candidates the first
 * view found (a few dozen), so a board of any size is never embedded twice at once.
 */
export class SecondViewIndex {
  private readonly vectors = new Map<string, { text: string; vector: Float32Array }>();

  constructor(private readonly embedder: SyncEmbedder) {}

  /** The second view's cosine of `query` with each item of `ids` (by its current text). */
  cosines(query: string, ids: readonly string[], textOf: (id: string) => string | undefined) {
    const queryVector = this.embedder.embedNow(query);
    const cosines = new Map<string, number>();
    for (const id of ids) {
      const text = textOf(id);
      if (text === undefined) continue;
      cosines.set(id, dot(queryVector, this.vectorOf(id, text)));
    }
    return cosines;
  }

  forget(id: string): void {
    this.vectors.delete(id);
  }

  private vectorOf(id: string, text: string): Float32Array {
    const known = this.vectors.get(id);
    if (known !== undefined && known.text === text) return known.vector;
    const vector = this.embedder.embedNow(text);
    this.vectors.set(id, { text, vector });
    return vector;
  }
}

function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += (a[i] as number) * (b[i] as number);
  return sum;
}
