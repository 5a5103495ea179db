import { describe, expect, it } from 'vitest';

import { withRecentVectors } from './recent-vectors';

/** An embedder that counts what it was asked, giving each text its length as a vector. */
function countingEmbedder() {
  const asked: string[][] = [];
  return {
    asked,
    embedder: {
      modelId: 'm',
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

  it('forgets the least recently read beyond its capacity', async () => {
    const { asked, embedder } = countingEmbedder();
    const recent = withRecentVectors(embedder, 2);
    await recent.embed(['a', 'bb']);
    await recent.embed(['a']); // read again: 'bb' is now the oldest
    await recent.embed(['ccc']);
    await recent.embed(['a', 'bb']);
    expect(asked).toEqual([['a', 'bb'], ['ccc'], ['bb']]);
  });
});
