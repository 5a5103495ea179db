import { ACTIVE_STATUSES } from '../../domain/recall-defaults';
import type { IndexEntry } from '../protocol';
import type { SyncEmbedder } from '../use/use-embedder';

/** Items embedded per turn of the background warm-up: about 15 ms, so a draft waits little. */
const WARM_BATCH = 4;

/**
 * The items' vectors in recall's second view (domain/recall/second-view.ts), kept while an
 * item's text stays the same. Nothing is stored: the view costs a few milliseconds a text.
 * The items loaded or changed are embedded in the background, a few at a time between the
 * worker's calls; an item a draft needs before its turn is embedded then.
 */
export class SecondViewIndex {
  private readonly vectors = new Map<string, { text: string; vector: Float32Array }>();
  private queue: { id: string; text: string }[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly embedder: SyncEmbedder) {}

  /** Embeds these items in the background, after those already waiting. */
  warm(entries: Iterable<{ id: string; text: string }>): void {
    for (const { id, text } of entries) this.queue.push({ id, text });
    this.scheduleWarming();
  }

  /** How many items still wait for the background warm-up. */
  get waiting(): number {
    return this.queue.length;
  }

  dispose(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.queue = [];
  }

  private scheduleWarming(): void {
    if (this.timer !== null || this.queue.length === 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      for (const { id, text } of this.queue.splice(0, WARM_BATCH)) this.vectorOf(id, text);
      this.scheduleWarming();
    }, 0);
  }

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

  /** Drops the vectors and the waiting of every item not in `ids` (the index was replaced). */
  keepOnly(ids: ReadonlySet<string>): void {
    for (const id of this.vectors.keys()) if (!ids.has(id)) this.vectors.delete(id);
    this.queue = this.queue.filter((entry) => ids.has(entry.id));
  }

  forget(id: string): void {
    this.vectors.delete(id);
    this.queue = this.queue.filter((entry) => entry.id !== id);
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

/** The panel shows open and referenced items unless asked otherwise: those are warmed first. */
export function activeFirst(entries: readonly IndexEntry[]): IndexEntry[] {
  const isActive = (entry: IndexEntry) => ACTIVE_STATUSES.includes(entry.status);
  return [...entries.filter(isActive), ...entries.filter((entry) => !isActive(entry))];
}
