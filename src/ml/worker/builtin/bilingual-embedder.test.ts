// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Embedder } from '../../embedder';
import { BUILTIN_MODEL_ID } from './bilingual-embedder';
import { createNodeBuiltinEmbedder } from './builtin-source-node';

function cosine(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let d = 0; d < a.length; d++) sum += (a[d] ?? 0) * (b[d] ?? 0);
  return sum;
}

describe('the built-in bilingual embedder', () => {
  let embedder: Embedder;
  beforeAll(async () => {
    embedder = await createNodeBuiltinEmbedder();
  }, 60_000);
  afterAll(() => embedder.dispose());

  it('keys its vectors by both parts', () => {
    expect(embedder.modelId).toBe(BUILTIN_MODEL_ID);
    expect(BUILTIN_MODEL_ID).toBe('use-lite-en@1+zh-table@1');
  });

  it('puts a Chinese sentence nearer its translation than an unrelated sentence, both ways', async () => {
    const [zhPoem, enPoem, enPassport, zhPassport] = await embedder.embed([
      '想做一个诗词推荐系统',
      'I want to build a poetry recommender app',
      'Renew my passport before the trip to Japan',
      '护照下个月就过期了，得赶紧去续',
    ]);
    if (!zhPoem || !enPoem || !enPassport || !zhPassport) throw new Error('missing vectors');
    expect(cosine(zhPoem, enPoem)).toBeGreaterThan(cosine(zhPoem, enPassport) + 0.2);
    expect(cosine(enPassport, zhPassport)).toBeGreaterThan(cosine(enPassport, zhPoem) + 0.2);
  });

  it('reads both parts of mixed text, and gives unreadable Chinese the zero vector', async () => {
    const [mixed, english, unknown] = await embedder.embed([
      '下周想用 PostgreSQL 换掉数据库',
      'switch the database to PostgreSQL',
      '龘龘',
    ]);
    if (!mixed || !english || !unknown) throw new Error('missing vectors');
    expect(cosine(mixed, english)).toBeGreaterThan(0.4);
    expect(Math.hypot(...unknown)).toBe(0);
    expect(Math.hypot(...mixed)).toBeCloseTo(1, 5);
  });
});
