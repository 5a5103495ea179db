import { ACTIVE_STATUSES } from '../../domain/recall-defaults';
import type { IndexEntry } from '../protocol';
import type { SyncEmbedder } from '../use/use-embedder';

/**
 * How long one turn of the background warm-up embeds (ms; at least one item a turn, about
 * 3–4 ms for a short one): a draft that arrives mid-turn hardly waits (four items a turn,
 * about 15 ms, showed as 16 ms of waiting at the p95 of the panel's refresh in the app just
 * after a board loaded). By time, not a count of items: the browser holds chained zero-delay
 * timers for 4 ms, so one item a turn left the worker idle half the time (10,000 items took
 * 82 s instead of 55).
 */
const WARM_TURN_MS = 4;

/**
 * Items a draft may embed itself before its list is ordered (about 5 ms each): past this, as
 * in the first minute after a large board loads, the list keeps the first view's order this
 * time and all of those items go first in the warm-up (none is embedded on the draft's time:
 * this draft could not use them), so a refresh never waits for them.
 */
export const DRAFT_EMBED_BUDGET = 4;

/**
 * The items' vectors in recall's second view (domain/recall/second-view.ts), kept while an
 * item's text stays the same. Nothing is stored: the view costs a few milliseconds a text.
 * The items loaded or changed are embedded in the background, a few at a time between the
 * worker's calls; a few items a draft needs before their turn are embedded then, and past
 * DRAFT_EMBED_BUDGET the draft gets no second view and those items go first.
 */
export class SecondViewIndex {
  private readonly vectors = new Map<string, { text: string; vector: Float32Array }>();
  /** Items waiting for the warm-up, by id, in the order they were asked for. */
  private queue = new Map<string, string>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Warned once: a failing view would otherwise log on every keystroke. */
  private hasFailed = false;
  /** Texts the view could not read, by id: not asked again, nor waited for. */
  private readonly unreadable = new Map<string, string>();

  constructor(
    private readonly embedder: SyncEmbedder,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Embeds these items in the background, after those already waiting (each item once). */
  warm(entries: Iterable<{ id: string; text: string }>): void {
    for (const { id, text } of entries) {
      if (this.vectors.get(id)?.text !== text) this.queue.set(id, text);
    }
    this.scheduleWarming();
  }

  /** Puts these items first in the warm-up, with their current texts. */
  private warmFirst(entries: readonly { id: string; text: string }[]): void {
    for (const { id } of entries) this.queue.delete(id);
    this.queue = new Map([
      ...entries.map(({ id, text }): [string, string] => [id, text]),
      ...this.queue,
    ]);
    this.scheduleWarming();
  }

  /** How many items still wait for the background warm-up. */
  get waiting(): number {
    return this.queue.size;
  }

  dispose(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.queue.clear();
  }

  private scheduleWarming(): void {
    if (this.timer !== null || this.queue.size === 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      // The first waiting, one at a time off the queue's iterator: copying the whole queue
      // on every turn (10,000 items after a board loads: 0.5 ms a copy in Node) spent
      // seconds of the worker on nothing.
      const started = this.now();
      for (const [id, text] of this.queue) {
        this.queue.delete(id);
        // A text the view cannot read stays unread: a draft that needs it falls back to e5.
        this.tryVectorOf(id, text);
        if (this.now() - started >= WARM_TURN_MS) break;
      }
      this.scheduleWarming();
    }, 0);
  }

  /**
   * The second view's cosine of `query` with each item of `ids` (by its current text). On any
   * failure of the view, none: the panel then orders by the first view alone.
   */
  cosines(query: string, ids: readonly string[], textOf: (id: string) => string | undefined) {
    const cosines = new Map<string, number>();
    if (ids.length === 0) return cosines;
    const unread = ids.flatMap((id) => {
      const text = textOf(id);
      const isKnown = this.vectors.get(id)?.text === text || this.unreadable.get(id) === text;
      return text === undefined || isKnown ? [] : [{ id, text }];
    });
    if (unread.length > DRAFT_EMBED_BUDGET) {
      this.warmFirst(unread);
      return cosines;
    }
    const queryVector = this.tryEmbed(query);
    if (queryVector === null) return cosines;
    for (const id of ids) {
      const text = textOf(id);
      const vector = text === undefined ? null : this.tryVectorOf(id, text);
      if (vector !== null) cosines.set(id, dot(queryVector, vector));
    }
    return cosines;
  }

  /** Drops the vectors and the waiting of every item not in `ids` (the index was replaced). */
  keepOnly(ids: ReadonlySet<string>): void {
    for (const id of this.vectors.keys()) if (!ids.has(id)) this.vectors.delete(id);
    for (const id of this.unreadable.keys()) if (!ids.has(id)) this.unreadable.delete(id);
    for (const id of this.queue.keys()) if (!ids.has(id)) this.queue.delete(id);
  }

  forget(id: string): void {
    this.vectors.delete(id);
    this.unreadable.delete(id);
    this.queue.delete(id);
  }

  private tryVectorOf(id: string, text: string): Float32Array | null {
    const known = this.vectors.get(id);
    if (known !== undefined && known.text === text) return known.vector;
    if (this.unreadable.get(id) === text) return null;
    const vector = this.tryEmbed(text);
    if (vector !== null) this.vectors.set(id, { text, vector });
    else this.unreadable.set(id, text);
    return vector;
  }

  private tryEmbed(text: string): Float32Array | null {
    try {
      return this.embedder.embedNow(text);
    } catch (error) {
      if (!this.hasFailed) console.warn('Recall’s second view could not read a text:', error);
      this.hasFailed = true;
      return null;
    }
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
