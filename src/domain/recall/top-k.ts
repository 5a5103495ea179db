/**
 * A fixed-size min-heap of (score, slot) pairs that keeps the k best scores seen. Storage
 * is two typed arrays allocated once, so offering a score allocates nothing: the vector
 * scan calls `offer` up to 100k times per keystroke.
 */
export class TopK {
  readonly capacity: number;
  private readonly scores: Float64Array;
  private readonly slots: Int32Array;
  private count = 0;

  constructor(capacity: number) {
    // NaN or negative k means "nothing", not a crash or an unbounded heap.
    this.capacity = capacity >= 1 ? Math.floor(capacity) : 0;
    this.scores = new Float64Array(this.capacity);
    this.slots = new Int32Array(this.capacity);
  }

  get size(): number {
    return this.count;
  }

  /** Whether `score` would enter: the heap has room, or it beats the worst kept score. */
  accepts(score: number): boolean {
    if (this.count < this.capacity) return true;
    return this.capacity > 0 && score > (this.scores[0] as number);
  }

  /** Keeps (score, slot) if it is among the k best so far; equal scores keep the earlier one. */
  offer(score: number, slot: number): void {
    if (!this.accepts(score)) return;
    if (this.count < this.capacity) {
      this.scores[this.count] = score;
      this.slots[this.count] = slot;
      this.count += 1;
      this.siftUp(this.count - 1);
      return;
    }
    this.scores[0] = score;
    this.slots[0] = slot;
    this.siftDown(0);
  }

  /** The kept pairs, best first. Empties the heap. */
  drain(): { slot: number; score: number }[] {
    const out = new Array<{ slot: number; score: number }>(this.count);
    for (let i = this.count - 1; i >= 0; i -= 1) {
      out[i] = { slot: this.slots[0] as number, score: this.scores[0] as number };
      this.count -= 1;
      this.move(this.count, 0);
      this.siftDown(0);
    }
    return out;
  }

  private siftUp(start: number): void {
    let child = start;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (!this.isBelow(child, parent)) return;
      this.swap(child, parent);
      child = parent;
    }
  }

  private siftDown(start: number): void {
    let parent = start;
    for (;;) {
      const left = 2 * parent + 1;
      const right = left + 1;
      let smallest = parent;
      if (left < this.count && this.isBelow(left, smallest)) smallest = left;
      if (right < this.count && this.isBelow(right, smallest)) smallest = right;
      if (smallest === parent) return;
      this.swap(parent, smallest);
      parent = smallest;
    }
  }

  /**
   * Heap order: lower score first; at equal scores the later slot counts as worse, so it is
   * the one evicted and ties resolve to scan order, deterministically.
   */
  private isBelow(a: number, b: number): boolean {
    const scoreA = this.scores[a] as number;
    const scoreB = this.scores[b] as number;
    if (scoreA !== scoreB) return scoreA < scoreB;
    return (this.slots[a] as number) > (this.slots[b] as number);
  }

  private swap(a: number, b: number): void {
    const score = this.scores[a] as number;
    const slot = this.slots[a] as number;
    this.move(b, a);
    this.scores[b] = score;
    this.slots[b] = slot;
  }

  private move(from: number, to: number): void {
    this.scores[to] = this.scores[from] as number;
    this.slots[to] = this.slots[from] as number;
  }
}
