import { describe, expect, it } from 'vitest';

import { withRecentVectors } from './recent-vectors';

/** An embedder that counts what it was asked, giving each text its length as a vector. */
function countingEmbedder() {
  const asked: string[][] = [];
  return {
    asked,
    embedder: {
      modelId: 'm',
      dims: 1,
      dispose: () => {},
      embed: (texts: readonly string[]) => {
        asked.push([...texts]);
        return Promise.resolve(texts.map((text) => Float32Array.from([text.length])));
      },
    },
  };
}

describe('withRecentVectors', () => {
  it('embeds a text read again only once, and keeps the order asked', async () => {
    const { asked, embedder } = countingEmbedder();
    const recent = withRecentVectors(embedder);
    await recent.embed(['ab', 'abc']);
    const vectors = await recent.embed(['abc', 'abcd', 'ab']);
    expect(vectors.map((v) => v[0])).toEqual([3, 4, 2]);
    expect(asked).toEqual([['ab', 'abc'], ['abcd']]);
  });

  it('forgets every text when told to, and embeds them again afterwards', async () => {
    const { asked, embedder } = countingEmbedder();
    const recent = withRecentVectors(embedder);
    await recent.embed(['my passport number', 'ab']);
    expect(recent.forget()).toBe(2);
    expect(recent.forget()).toBe(0);
    await recent.embed(['ab']);
    expect(asked).toEqual([['my passport number', 'ab'], ['ab']]);
  });

  it('does not keep what a call embedding while it was told to forget brings back', async () => {
    const { embedder } = countingEmbedder();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = {
      ...embedder,
      embed: async (texts: readonly string[]) => {
        await held;
        return embedder.embed(texts);
      },
    };
    const recent = withRecentVectors(slow);
    const inFlight = recent.embed(['the wiped entry']);
    recent.forget();
    release();
    expect((await inFlight)[0]?.[0]).toBe('the wiped entry'.length);
    expect(recent.forget()).toBe(0);
  });

  it('forgets the least recently read beyond its capacity', async () => {
    const { asked, embedder } = countingEmbedder();
    const recent = withRecentVectors(embedder, 2); // two texts of one float
    await recent.embed(['a', 'bb']);
    await recent.embed(['a']); // read again: 'bb' is now the oldest
    await recent.embed(['ccc']);
    await recent.embed(['a', 'bb']);
    expect(asked).toEqual([['a', 'bb'], ['ccc'], ['bb']]);
  });
});

describe('withRecentVectors: what readers get', () => {
  it('hands each reader a copy, so a changed or transferred vector is not the one kept', async () => {
    const { asked, embedder } = countingEmbedder();
    const recent = withRecentVectors(embedder);
    const [first] = await recent.embed(['abc']);
    if (!first) throw new Error('no vector');
    first[0] = 99;
    const [again] = await recent.embed(['abc']);
    expect(again?.[0]).toBe(3);
    expect(asked).toEqual([['abc']]);
  });

  it('keeps as many texts as its floats allow, by the model’s dimensions', async () => {
    const asked: string[][] = [];
    const wide = {
      modelId: 'm',
      dims: 4,
      dispose: () => {},
      embed: (texts: readonly string[]) => {
        asked.push([...texts]);
        return Promise.resolve(texts.map(() => new Float32Array(4)));
      },
    };
    const recent = withRecentVectors(wide, 8); // 8 floats: two vectors of 4
    await recent.embed(['a', 'b', 'c']);
    await recent.embed(['b', 'c', 'a']);
    expect(asked).toEqual([['a', 'b', 'c'], ['a']]);
  });

  it('frees what it kept and the model when disposed', async () => {
    let disposed = 0;
    const { asked, embedder } = countingEmbedder();
    const recent = withRecentVectors({ ...embedder, dispose: () => (disposed += 1) });
    await recent.embed(['x']);
    recent.dispose();
    expect(disposed).toBe(1);
    await recent.embed(['x']);
    expect(asked).toEqual([['x'], ['x']]);
  });
});

describe('withRecentVectors: calls side by side', () => {
  it('gives a remembered text its vector even when another call pushed it out meanwhile', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = {
      modelId: 'm',
      dims: 1,
      dispose: () => {},
      embed: async (texts: readonly string[]) => {
        if (texts.includes('slow')) await gate;
        return texts.map((text) => Float32Array.from([text.length]));
      },
    };
    const recent = withRecentVectors(slow, 2);
    await recent.embed(['hit']);
    const waiting = recent.embed(['hit', 'slow']);
    await recent.embed(['aa', 'bbbbb']); // pushes 'hit' out while the first call waits
    release();
    const [hit, late] = await waiting;
    expect([hit?.[0], late?.[0]]).toEqual([3, 4]);
  });

  it('says so when the model gives fewer vectors than it was asked for', async () => {
    const short = {
      modelId: 'm',
      dims: 1,
      dispose: () => {},
      embed: () => Promise.resolve([Float32Array.from([1])]),
    };
    await expect(withRecentVectors(short).embed(['a', 'b'])).rejects.toThrow('1 vectors for 2');
  });
});
