import { describe, expect, it } from 'vitest';

import { engineWith, entry, THRESHOLDS } from '../../test/recall-engine-fixtures';
import type { RecallEngine } from './recall-engine';

/** Thursday 3 December 2026, noon. */
const NOW = new Date(2026, 11, 3, 12).getTime();
const EPISODIC = {
  k: 3,
  widthDays: 180,
  thresholds: THRESHOLDS,
  excludeSourceId: null as string | null,
};

/** The panel's call for `query`, with the episodic options changed by `episodic`. */
const recallOf = (engine: RecallEngine, query: string, episodic: Partial<typeof EPISODIC> = {}) =>
  engine.recallMemory({
    query,
    k: 5,
    statuses: ['open'],
    thresholds: THRESHOLDS,
    now: NOW,
    episodic: { ...EPISODIC, ...episodic },
  });

const episode = (id: string, text: string, at: number, sourceId = 'journal') => ({
  id,
  text,
  at,
  sourceId,
});

describe('RecallEngine.recallMemory', () => {
  const DAY = 24 * 60 * 60 * 1000;

  async function engineWithEpisodes() {
    const { engine } = await engineWith([entry('item', 'renew the passport before the trip')]);
    await engine.loadEpisodes({ entries: [], vectorIds: [], vectors: new Float32Array() });
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
    const recalled = await recallOf(engine, query);
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
    const recalled = await recallOf(engine, 'visa', { excludeSourceId: 'chat-1' });
    expect(recalled.episodes.map((hit) => hit.id)).toEqual(['visa-in-march']);
  });

  it('without a time phrase, ranks every matching episode, older ones lower', async () => {
    const { engine } = await engineWithEpisodes();
    const recalled = await recallOf(engine, 'visa', { widthDays: 30 });
    expect(recalled.timeRange).toBeNull();
    expect(recalled.episodes.map((hit) => hit.id)).toEqual(['visa-last-week', 'visa-in-march']);
    expect(recalled.episodes[1]?.decay).toBeLessThan(0.01);
  });
});

describe('RecallEngine: remembered "Not now"', () => {
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
