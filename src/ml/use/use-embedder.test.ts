import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { USE_MAX_PIECES } from './use-embedder';
import { createNodeUseEmbedder } from './use-source-node';

type Golden = { text: string; ids: number[]; vector: number[] };

/** Written by scripts/models/convert_use.py from its own NumPy forward pass. */
const GOLDEN = JSON.parse(readFileSync('src/ml/use/use-golden.json', 'utf8')) as Golden[];

const cosine = (a: ArrayLike<number>, b: ArrayLike<number>) => {
  let dot = 0;
  for (let i = 0; i < a.length; i += 1) dot += (a[i] as number) * (b[i] as number);
  return dot;
};

describe('the second view (multilingual USE)', () => {
  const embedder = createNodeUseEmbedder();

  it.each(GOLDEN)('gives the build’s pieces and vector for "$text"', ({ text, ids, vector }) => {
    expect(embedder.pieceIds(text)).toEqual(ids);
    const ours = embedder.embedNow(text);
    expect(ours).toHaveLength(512);
    expect(cosine(ours, vector)).toBeGreaterThan(0.9999);
  });

  it('ranks a paraphrase and a translation above an unrelated sentence', () => {
    const vectors = [
      'I need to renew my passport before the trip to Japan.',
      'My passport expires soon and we fly to Tokyo in May.',
      '去日本之前我得先把护照续签了。',
      'The cat knocked a glass of water off the table.',
    ].map((text) => embedder.embedNow(text));
    const [plan, paraphrase, translation, unrelated] = vectors as [
      Float32Array,
      Float32Array,
      Float32Array,
      Float32Array,
    ];
    expect(cosine(plan, paraphrase)).toBeGreaterThan(cosine(plan, unrelated) + 0.1);
    expect(cosine(plan, translation)).toBeGreaterThan(cosine(plan, unrelated) + 0.1);
  });

  it('embeds a text the same alone and among others', async () => {
    const alone = embedder.embedNow('call the plumber');
    const [inBatch] = await embedder.embed(['call the plumber', 'something else entirely']);
    expect(Array.from(inBatch as Float32Array)).toEqual(Array.from(alone));
  });

  it('reads a long text by its first pieces only, ending it as a short one ends', () => {
    const long = 'We should finally sort out the garage this weekend. '.repeat(40);
    const ids = embedder.pieceIds(long);
    expect(ids).toHaveLength(USE_MAX_PIECES);
    expect(ids.at(-1)).toBe(embedder.pieceIds('ok').at(-1));
    expect(cosine(embedder.embedNow(long), embedder.embedNow(long + ' And more.'))).toBeCloseTo(
      1,
      6,
    );
  });
});
