// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LABEL_HEADS } from '../../../domain/capture/label-heads';
import { linearSoftmax } from '../../../domain/capture/label-head';
import { STATUS_HEADS } from '../../../domain/capture/status-heads';
import type { Embedder } from '../../embedder';
import { BUILTIN_MODEL_ID } from './e5-embedder';
import { e5TokenIds } from './e5-forward';
import { createNodeBuiltinEmbedder, readBuiltinTokenizer } from './e5-source-node';

/**
 * Pins the committed model (models/multilingual-e5-small-zh-en): a rebuild by
 * `npm run models:build` that changed its tokens or its vectors fails here. The expected
 * values were computed by onnxruntime and the tokenizers library in Python
 * (scripts/models/), independently of the JavaScript tokenizer and runtime the app runs.
 */
const PINNED = [
  {
    text: 'Renew my passport before the trip to Japan',
    ids: [0, 39, 844, 12, 580, 27142, 523, 333, 5504, 4503, 62, 12818, 45, 8375, 2],
    centred: [-0.007, -0.06775, 0.04342, 0.04458],
  },
  {
    text: '护照下个月就过期了，得赶紧去续',
    ids: [
      0, 39, 844, 12, 6, 15226, 4966, 745, 16621, 600, 1839, 2393, 218, 4, 1175, 63625, 1073, 47329,
      2,
    ],
    centred: [-0.08232, 0.00966, 0.07322, -0.01757],
  },
  {
    text: '下周想试一下 GRPO 训练，看看 reward 会不会涨',
    ids: [
      0, 39, 844, 12, 6, 745, 3538, 1282, 14220, 4827, 15337, 5336, 6, 20430, 4, 9887, 68094, 6,
      67881, 40656, 2,
    ],
    centred: [-0.04999, 0.03208, 0.0807, 0.11724],
  },
];

function cosine(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let d = 0; d < a.length; d++) sum += (a[d] ?? 0) * (b[d] ?? 0);
  return sum;
}

describe('the built-in model as committed', () => {
  let embedder: Embedder;
  beforeAll(async () => {
    embedder = await createNodeBuiltinEmbedder();
  }, 60_000);
  afterAll(() => embedder.dispose());

  it('tokenizes English, Chinese and mixed text into the pinned pieces', async () => {
    const tokenizer = await readBuiltinTokenizer();
    for (const { text, ids } of PINNED) {
      expect(Array.from(e5TokenIds(tokenizer, text), Number)).toEqual(ids);
    }
  });

  it('gives the pinned vectors (384 dims, language mean removed, unit length)', async () => {
    expect(embedder.modelId).toBe(BUILTIN_MODEL_ID);
    expect(embedder.dims).toBe(384);
    const vectors = await embedder.embed(PINNED.map(({ text }) => text));
    PINNED.forEach(({ centred }, i) => {
      const vector = vectors[i];
      if (!vector) throw new Error('no vector');
      expect(cosine(vector, vector)).toBeCloseTo(1, 5);
      centred.forEach((value, d) => expect(vector[d]).toBeCloseTo(value, 3));
    });
  });

  it('gives a text the same vector alone as in a batch', async () => {
    const [alone] = await embedder.embed([PINNED[0]?.text ?? '']);
    const [inBatch] = await embedder.embed(PINNED.map(({ text }) => text));
    if (!alone || !inBatch) throw new Error('no vector');
    expect(cosine(alone, inBatch)).toBeGreaterThan(0.9999);
  });

  it('puts a sentence nearer its translation than an unrelated one, both ways', async () => {
    const [enPassport, zhPassport, enPoetry, zhPoetry] = await embedder.embed([
      'Renew my passport before the trip to Japan',
      '去日本之前得把护照续签了',
      'I want to build a poetry recommender app',
      '想做一个诗词推荐系统',
    ]);
    if (!enPassport || !zhPassport || !enPoetry || !zhPoetry) throw new Error('no vector');
    expect(cosine(enPassport, zhPassport)).toBeGreaterThan(cosine(enPassport, zhPoetry));
    expect(cosine(zhPoetry, enPoetry)).toBeGreaterThan(cosine(zhPoetry, enPassport));
  });
});

describe('the label head shipped for capture', () => {
  it('is trained for the built-in model: a new model needs `npm run train:head`', () => {
    expect(LABEL_HEADS.map((head) => head.modelId)).toEqual([BUILTIN_MODEL_ID]);
    expect(LABEL_HEADS[0]?.dims).toBe(384);
  });
});

describe('the status head shipped for capture', () => {
  it('is trained for the built-in model: a new model needs `npm run train:status-head`', () => {
    expect(STATUS_HEADS.map((head) => head.modelId)).toEqual([BUILTIN_MODEL_ID]);
    expect(STATUS_HEADS[0]?.dims).toBe(384);
  });

  it('leans to done for a finished errand and to none for one still to do, in both languages', async () => {
    const head = STATUS_HEADS[0];
    if (!head) throw new Error('no status head');
    const embedder = await createNodeBuiltinEmbedder();
    try {
      const texts = [
        'the electrician came round and sorted the fuse box',
        '车险续好了',
        'still have to sort the fuse box this week',
        '下周要去续车险',
      ];
      const vectors = await embedder.embed(texts);
      const [done, , none] = [0, 1, 2];
      const p = vectors.map((vector) => linearSoftmax(head.weights, head.bias, vector));
      expect(p[0]?.[done]).toBeGreaterThan(p[0]?.[none] ?? 1);
      expect(p[1]?.[done]).toBeGreaterThan(p[1]?.[none] ?? 1);
      expect(p[2]?.[none]).toBeGreaterThan(p[2]?.[done] ?? 1);
      expect(p[3]?.[none]).toBeGreaterThan(p[3]?.[done] ?? 1);
    } finally {
      embedder.dispose();
    }
  });
});
