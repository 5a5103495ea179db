import { describe, expect, it } from 'vitest';

import { createFakeEmbedder } from '../../test/fake-embedder';
import { engineWith, entry, THRESHOLDS } from '../../test/recall-engine-fixtures';
import { RecallEngine } from './recall-engine';

describe('RecallEngine', () => {
  it('finds the matching item by the dense scorer and shows nothing below the threshold', async () => {
    const { engine } = await engineWith([
      entry('a', 'build a poetry recommender'),
      entry('b', 'renew the passport'),
    ]);
    const found = await engine.search({
      query: 'poetry app',
      k: 5,
      statuses: ['open'],
      thresholds: THRESHOLDS,
    });
    expect(found.scorer).toBe('dense');
    expect(found.hits.map((hit) => hit.id)).toEqual(['a']);

    const none = await engine.search({
      query: 'weather',
      k: 5,
      statuses: ['open'],
      thresholds: THRESHOLDS,
    });
    expect(none.hits).toEqual([]);
  });

  it('leaves out items whose status was not asked for', async () => {
    const { engine } = await engineWith([entry('a', 'poetry recommender', 'closed')]);
    const active = await engine.search({
      query: 'poetry',
      k: 5,
      statuses: ['open', 'referenced'],
      thresholds: THRESHOLDS,
    });
    expect(active.hits).toEqual([]);
    const all = await engine.search({
      query: 'poetry',
      k: 5,
      statuses: ['open', 'closed'],
      thresholds: THRESHOLDS,
    });
    expect(all.hits.map((hit) => hit.id)).toEqual(['a']);
  });

  it('at equal relevance puts the newer item first', async () => {
    const { engine } = await engineWith([
      entry('old', 'poetry recommender', 'open', 100),
      entry('new', 'poetry recommender', 'open', 200),
    ]);
    const found = await engine.search({
      query: 'poetry recommender',
      k: 5,
      statuses: ['open'],
      thresholds: THRESHOLDS,
    });
    expect(found.hits.map((hit) => hit.id)).toEqual(['new', 'old']);
  });

  it('re-embeds only entries whose text changed', async () => {
    const { engine, embedder } = await engineWith([entry('a', 'poetry'), entry('b', 'passport')]);
    const result = await engine.upsert([
      entry('a', 'poetry', 'referenced'),
      entry('b', 'passport renewal'),
    ]);
    expect(result.embeddedIds).toEqual(['b']);
    expect(result.vectors.length).toBe(embedder.dims);
    expect(embedder.calls.at(-1)).toEqual(['passport renewal']);
  });

  it('fuses cosine and lexical scores when words are asked for, and only then', async () => {
    const engine = new RecallEngine(createFakeEmbedder());
    await engine.upsert([
      entry('zh', '想做一个诗词推荐系统'),
      entry('en', 'a poetry recommender'),
      entry('other', 'renew the passport'),
      entry('zh-other', '明天去买菜'),
    ]);
    const found = await engine.search({
      query: '诗词推荐 poetry',
      k: 5,
      statuses: ['open'],
      thresholds: THRESHOLDS,
      withWords: true,
    });
    expect(found.scorer).toBe('fused');
    // The Chinese item by its shared words, the English one by its cosine alone.
    expect(found.hits.map((hit) => hit.id).sort()).toEqual(['en', 'zh']);
    const panel = await engine.search({
      query: '诗词推荐 poetry',
      k: 5,
      statuses: ['open'],
      thresholds: THRESHOLDS,
    });
    expect(panel.scorer).toBe('dense');
  });

  it('loads stored vectors and reports the items that still need one', () => {
    const embedder = createFakeEmbedder(2);
    const engine = new RecallEngine(embedder);
    const loaded = engine.load({
      entries: [entry('a', 'x'), entry('b', 'y')],
      vectorIds: ['a', 'gone'],
      vectors: new Float32Array([1, 0, 0, 1]),
    });
    expect(loaded).toEqual({ count: 2, missing: ['b'] });
    expect(embedder.calls).toEqual([]);
  });

  it('forgets removed items', async () => {
    const { engine } = await engineWith([entry('a', 'poetry recommender')]);
    expect(engine.remove(['a', 'unknown'])).toBe(1);
    const found = await engine.search({
      query: 'poetry',
      k: 5,
      statuses: ['open'],
      thresholds: THRESHOLDS,
    });
    expect(found.hits).toEqual([]);
  });
});

describe('RecallEngine with a cross-encoder', () => {
  it('lets the reranker, not the embedding, order the final list', async () => {
    const reranker = {
      modelId: 'fake-reranker',
      // Prefers the passage that mentions "verse", whatever the embedding said.
      score: (_query: string, passages: readonly string[]) =>
        Promise.resolve(passages.map((text) => (text.includes('verse') ? 0.9 : 0.4))),
      dispose() {},
    };
    const engine = new RecallEngine(createFakeEmbedder(), { reranker });
    await engine.upsert([entry('a', 'poetry poetry recommender'), entry('b', 'a verse a day')]);
    const result = await engine.rerank({
      query: 'poetry',
      ids: ['a', 'b', 'gone'],
      threshold: 0.5,
    });
    expect(result.hits.map((hit) => hit.id)).toEqual(['b']);
  });

  it('ranks Chinese drafts by the dense scorer alone off the built-in tier', async () => {
    const engine = new RecallEngine(createFakeEmbedder());
    await engine.upsert([entry('zh', '诗词推荐')]);
    const found = await engine.search({
      query: '诗词',
      k: 5,
      statuses: ['open'],
      thresholds: THRESHOLDS,
    });
    expect(found.scorer).toBe('dense');
  });
});
