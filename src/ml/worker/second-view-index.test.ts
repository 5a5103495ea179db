import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { SyncEmbedder } from '../use/use-embedder';
import { DRAFT_EMBED_BUDGET, SecondViewIndex } from './second-view-index';

/** Texts as one-hot vectors by their first letter; counts what it embeds. */
function letterEmbedder(): SyncEmbedder & { embedded: string[] } {
  const embedded: string[] = [];
  const embedNow = (text: string) => {
    embedded.push(text);
    const vector = new Float32Array(26);
    vector[(text.toLowerCase().charCodeAt(0) - 97 + 26) % 26] = 1;
    return vector;
  };
  return {
    modelId: 'letters@1',
    dims: 26,
    embedded,
    embedNow,
    embed: (texts) => Promise.resolve(texts.map(embedNow)),
    dispose() {},
  };
}

describe('SecondViewIndex', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the cosine of each item by its current text, embedding it once', () => {
    const embedder = letterEmbedder();
    const index = new SecondViewIndex(embedder);
    const texts = new Map([
      ['a', 'apples to buy'],
      ['b', 'bike repair'],
    ]);
    const cosines = index.cosines('anything', ['a', 'b', 'gone'], (id) => texts.get(id));
    expect(Object.fromEntries(cosines)).toEqual({ a: 1, b: 0 });
    index.cosines('another', ['a', 'b'], (id) => texts.get(id));
    expect(embedder.embedded.filter((text) => text === 'apples to buy')).toHaveLength(1);
    texts.set('a', 'bananas to buy');
    expect(index.cosines('banana', ['a'], (id) => texts.get(id)).get('a')).toBe(1);
  });

  it('embeds loaded items in the background, about 4 ms a turn, and stops when disposed', () => {
    const embedder = letterEmbedder();
    // On this clock each embedding takes 1.5 ms: a turn stops once 4 ms are spent (three).
    const index = new SecondViewIndex(embedder, () => embedder.embedded.length * 1.5);
    const entries = Array.from({ length: 10 }, (_, i) => ({ id: `${i}`, text: `item ${i}` }));
    index.warm(entries);
    expect(embedder.embedded).toHaveLength(0);
    vi.advanceTimersToNextTimer();
    expect(embedder.embedded).toEqual(['item 0', 'item 1', 'item 2']);
    expect(index.waiting).toBe(7);
    index.forget('9');
    vi.runAllTimers();
    expect(embedder.embedded).toHaveLength(9);
    // Warm items cost nothing when a draft asks for them.
    index.cosines('i', ['0', '1'], (id) => `item ${id}`);
    expect(embedder.embedded.filter((text) => text.startsWith('item'))).toHaveLength(9);

    // A replaced index keeps only its own items' vectors and waiting.
    index.warm([{ id: 'y', text: 'yak' }]);
    index.keepOnly(new Set(['0']));
    expect(index.waiting).toBe(0);
    index.cosines('i', ['1'], (id) => `item ${id}`);
    expect(embedder.embedded.filter((text) => text === 'item 1')).toHaveLength(2);

    index.warm([{ id: 'x', text: 'x-ray' }]);
    index.dispose();
    vi.runAllTimers();
    expect(embedder.embedded).not.toContain('x-ray');
  });

  it('asks nothing of the view for a draft with no candidate, and counts an item once', () => {
    const embedder = letterEmbedder();
    const index = new SecondViewIndex(embedder);
    expect(index.cosines('a quiet draft', [], () => 'never')).toEqual(new Map());
    expect(embedder.embedded).toEqual([]);
    index.warm([{ id: 'a', text: 'apples' }]);
    index.warm([{ id: 'a', text: 'apples' }]);
    expect(index.waiting).toBe(1);
    vi.runAllTimers();
    index.warm([{ id: 'a', text: 'apples' }]);
    expect(index.waiting).toBe(0);
  });

  it('falls back to no second view when it cannot read a text, and goes on warming', () => {
    const embedder = letterEmbedder();
    const failing: SyncEmbedder = {
      ...embedder,
      embedNow: (text) => {
        if (text.startsWith('broken')) throw new Error('cannot read');
        return embedder.embedNow(text);
      },
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const index = new SecondViewIndex(failing);
    index.warm([
      { id: 'x', text: 'broken item' },
      { id: 'a', text: 'apples' },
    ]);
    vi.runAllTimers();
    expect(index.waiting).toBe(0);
    expect(embedder.embedded).toContain('apples');
    expect(index.cosines('broken draft', ['a'], () => 'apples')).toEqual(new Map());
    expect(
      Object.fromEntries(
        index.cosines('a', ['a', 'x'], (id) => (id === 'a' ? 'apples' : 'broken item')),
      ),
    ).toEqual({ a: 1 });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('past a few new items, a draft keeps the first view’s order and embeds none itself', () => {
    const embedder = letterEmbedder();
    const index = new SecondViewIndex(embedder);
    const ids = Array.from({ length: DRAFT_EMBED_BUDGET + 3 }, (_, i) => `${i}`);
    const textOf = (id: string) => `item ${id}`;
    index.warm([{ id: 'other', text: 'other item' }]);
    // Too many unread: none are ordered this time, and none is read on the draft's time…
    expect(index.cosines('i', ids, textOf)).toEqual(new Map());
    expect(embedder.embedded).toEqual([]);
    // …they go before what was already waiting, in the warm-up's turns.
    vi.runAllTimers();
    expect(embedder.embedded).toEqual([...ids.map(textOf), 'other item']);
    // Once read, the draft is ordered by both views at no further cost.
    const embeddedBefore = embedder.embedded.length;
    expect(index.cosines('i', ids, textOf).size).toBe(ids.length);
    expect(embedder.embedded.length).toBe(embeddedBefore + 1);
  });

  it('orders a draft with exactly the budget of new items, embedding them then', () => {
    const embedder = letterEmbedder();
    const index = new SecondViewIndex(embedder);
    const ids = Array.from({ length: DRAFT_EMBED_BUDGET }, (_, i) => `${i}`);
    expect(index.cosines('i', ids, (id) => `item ${id}`).size).toBe(DRAFT_EMBED_BUDGET);
    // The draft and each item once.
    expect(embedder.embedded).toHaveLength(DRAFT_EMBED_BUDGET + 1);
  });

  it('does not read again a text it could not read', () => {
    const embedder = letterEmbedder();
    const calls: string[] = [];
    const failing: SyncEmbedder = {
      ...embedder,
      embedNow: (text) => {
        calls.push(text);
        if (text.startsWith('broken')) throw new Error('cannot read');
        return embedder.embedNow(text);
      },
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const index = new SecondViewIndex(failing);
    const textOf = (id: string) => (id === 'x' ? 'broken item' : 'apples');
    index.cosines('a', ['a', 'x'], textOf);
    index.cosines('an', ['a', 'x'], textOf);
    expect(calls.filter((text) => text === 'broken item')).toHaveLength(1);
    warn.mockRestore();
  });
});
