import { describe, expect, it } from 'vitest';

import { createFakeEmbedder } from '../../test/fake-embedder';
import type { IndexEntry } from '../protocol';
import { RecallEngine } from './recall-engine';

const THRESHOLDS = { dense: 0.3, lexical: 0.2 };

function entry(id: string, text: string, status: IndexEntry['status'] = 'open', saidAt = 0) {
  return { id, text, status, saidAt };
}

async function engineWith(entries: IndexEntry[]) {
  const embedder = createFakeEmbedder();
  const engine = new RecallEngine(embedder);
  engine.load({ entries: [], vectorIds: [], vectors: new Float32Array() });
  await engine.upsert(entries);
  return { engine, embedder };
}

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

const episode = (id: string, text: string, at: number, sourceId = 'journal') => ({
  id,
  text,
  at,
  sourceId,
});

describe('RecallEngine.recallMemory', () => {
  const DAY = 24 * 60 * 60 * 1000;
  /** Thursday 3 December 2026, noon. */
  const NOW = new Date(2026, 11, 3, 12).getTime();
  const episodic = { k: 3, widthDays: 180, thresholds: THRESHOLDS, excludeSourceId: null };

  async function engineWithEpisodes() {
    const { engine } = await engineWith([entry('item', 'renew the passport before the trip')]);
    engine.loadEpisodes({ entries: [], vectorIds: [], vectors: new Float32Array() });
    const result = await engine.upsertEpisodes({
      entries: [
        episode('visa-last-week', 'the visa interview is on friday', NOW - 8 * DAY, 'chat-1'),
        episode('visa-in-march', 'visa forms are a pain', new Date(2026, 2, 10).getTime()),
        episode('pottery', 'pottery class was fun', NOW - 9 * DAY),
      ],
    });
    return { engine, result };
  }

  it('embeds new episodes once and hands their vectors back to be stored', async () => {
    const { engine, result } = await engineWithEpisodes();
    expect(result.embeddedIds).toEqual(['visa-last-week', 'visa-in-march', 'pottery']);
    expect(result.vectors.length).toBe(3 * result.dims);
    const again = await engine.upsertEpisodes({
      entries: [episode('pottery', 'pottery class was fun', NOW - 9 * DAY)],
    });
    expect(again.embeddedIds).toEqual([]);
  });

  it('finds what was said in the range the query names, and items as search does', async () => {
    const { engine } = await engineWithEpisodes();
    const query = 'renew passport visa last week';
    const recalled = await engine.recallMemory({
      query,
      k: 5,
      statuses: ['open'],
      thresholds: THRESHOLDS,
      now: NOW,
      episodic,
    });
    const searched = await engine.search({
      query,
      k: 5,
      statuses: ['open'],
      thresholds: THRESHOLDS,
    });
    expect(recalled.hits).toEqual(searched.hits);
    expect(recalled.hits.map((hit) => hit.id)).toEqual(['item']);
    expect(recalled.timeRange?.phrase).toBe('last week');
    expect(recalled.episodes.map((hit) => hit.id)).toEqual(['visa-last-week']);
    const hit = recalled.episodes[0];
    expect(hit?.lexical).toBeGreaterThan(0);
    expect(hit?.decay).toBeGreaterThan(0.99);
  });

  it('leaves out the turns of the conversation on screen', async () => {
    const { engine } = await engineWithEpisodes();
    const recalled = await engine.recallMemory({
      query: 'visa',
      k: 5,
      statuses: ['open'],
      thresholds: THRESHOLDS,
      now: NOW,
      episodic: { ...episodic, excludeSourceId: 'chat-1' },
    });
    expect(recalled.episodes.map((hit) => hit.id)).toEqual(['visa-in-march']);
  });

  it('without a time phrase, ranks every matching episode, older ones lower', async () => {
    const { engine } = await engineWithEpisodes();
    const recalled = await engine.recallMemory({
      query: 'visa',
      k: 5,
      statuses: ['open'],
      thresholds: THRESHOLDS,
      now: NOW,
      episodic: { ...episodic, widthDays: 30 },
    });
    expect(recalled.timeRange).toBeNull();
    expect(recalled.episodes.map((hit) => hit.id)).toEqual(['visa-last-week', 'visa-in-march']);
    expect(recalled.episodes[1]?.decay).toBeLessThan(0.01);
  });
});

describe('RecallEngine: remembered "Not now"', () => {
  const NOW = new Date(2026, 11, 3, 12).getTime();
  const recallOf = (engine: RecallEngine, query: string) =>
    engine.recallMemory({
      query,
      k: 5,
      statuses: ['open'],
      thresholds: THRESHOLDS,
      now: NOW,
      episodic: { k: 3, widthDays: 180, thresholds: THRESHOLDS, excludeSourceId: null },
    });

  it('lowers an item for drafts like the one it was dismissed for, and only those', async () => {
    const { engine } = await engineWith([entry('poetry', 'poetry recommender app')]);
    const dismissedFor = 'poetry app for my two old friends';
    expect((await recallOf(engine, dismissedFor)).hits.map((hit) => hit.id)).toEqual(['poetry']);

    await engine.loadDismissals({ entries: [{ itemId: 'poetry', draft: dismissedFor }] });
    expect((await recallOf(engine, dismissedFor)).hits).toEqual([]);
    // A draft about the item itself is no longer alike the dismissed one: it still shows.
    const closeMatch = await recallOf(engine, 'poetry recommender');
    expect(closeMatch.hits.map((hit) => hit.id)).toEqual(['poetry']);

    // Forgotten ("Show again"): the list is as before.
    await engine.loadDismissals({ entries: [] });
    expect((await recallOf(engine, dismissedFor)).hits.map((hit) => hit.id)).toEqual(['poetry']);
  });

  it('leaves capture’s search alone', async () => {
    const { engine } = await engineWith([entry('poetry', 'poetry recommender app')]);
    await engine.loadDismissals({ entries: [{ itemId: 'poetry', draft: 'poetry app' }] });
    const found = await engine.search({
      query: 'poetry app',
      k: 5,
      statuses: ['open'],
      thresholds: THRESHOLDS,
    });
    expect(found.hits.map((hit) => hit.id)).toEqual(['poetry']);
  });
});
