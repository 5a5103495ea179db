import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { getDb } from '../db/database';
import { updateSettings } from '../db/settings-repo';
import { VectorStore } from '../db/vector-store';
import type { MlClient } from '../ml/client';
import type { ModelInfo, ModelRequest } from '../ml/protocol';
import { retryChosenModels, useModelStore, withRecallSyncPaused } from '../stores/model-store';
import { makeItem } from '../test/factories';
import { followModelSettings } from './recall-sync';

const HOST = 'http://127.0.0.1:9/';

/** The fake worker's switches: the Hub "host" is down until `isHubUp`. */
const fake = vi.hoisted(() => ({
  isHubUp: false,
  /** While set, every index-upsert waits for it: a batch caught between embed and save. */
  hold: null as Promise<void> | null,
  client: null as MlClient | null,
  /** Every call's name, in the order the "worker" received them. */
  received: [] as string[],
}));

/** Resolvers of the following's waits for the first recall: here no timer ends them. */
const recallWaits = vi.hoisted(() => [] as (() => void)[]);
vi.mock('../ml/start-marks', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../ml/start-marks')>()),
  whenStartStep: () => new Promise<void>((resolve) => recallWaits.push(resolve)),
}));
/** The panel's first recall is in: every following waiting on it goes on. */
function firstRecallIn(): void {
  recallWaits.splice(0).forEach((resolve) => resolve());
}

vi.mock('../ml/worker-client', () => ({
  getMlClient: () => {
    if (!fake.client) throw new Error('the fake client is made in beforeAll');
    return fake.client;
  },
}));

type Entry = { id: string; text: string };

/**
 * A stand-in for the ML worker: a "model" per request (the Hub one fails while the host is
 * down), an index of texts, and a search that finds entries sharing a word with the query.
 */
function makeFakeClient(): MlClient {
  let model: ModelInfo | null = null;
  const index = new Map<string, Entry>();
  const words = (text: string) => new Set(text.toLowerCase().split(/\W+/).filter(Boolean));
  const embedded = (entries: Entry[]) => {
    for (const entry of entries) index.set(entry.id, entry);
    const dims = model?.dims ?? 0;
    return {
      embeddedIds: entries.map((e) => e.id),
      vectors: new Float32Array(entries.length * dims),
      dims,
    };
  };
  const calls: Record<string, (args: never) => Promise<unknown>> = {
    'load-model': (request: ModelRequest) => {
      if (request.tier === 'hub' && !fake.isHubUp) {
        return Promise.reject(new Error('Failed to fetch'));
      }
      const isHub = request.tier === 'hub';
      model = {
        modelId: isHub ? 'fake-hub@1' : 'fake@1',
        dims: isHub ? 32 : 64,
        tier: request.tier,
        device: 'wasm',
        hasReranker: false,
        secondViewId: null,
        loadStages: [],
      };
      return Promise.resolve(model);
    },
    'index-load': ({ entries }: { entries: Entry[] }) => {
      index.clear();
      embedded(entries);
      return Promise.resolve({ count: entries.length, missing: entries.map((e) => e.id) });
    },
    'index-upsert': async ({ entries }: { entries: Entry[] }) => {
      if (fake.hold) await fake.hold;
      return embedded(entries);
    },
    'index-remove': ({ ids }: { ids: string[] }) => {
      ids.forEach((id) => index.delete(id));
      return Promise.resolve({ count: ids.length });
    },
    search: ({ query }: { query: string }) => {
      const wanted = words(query);
      const hits = [...index.values()]
        .filter((entry) => [...words(entry.text)].some((word) => wanted.has(word)))
        .map((entry) => ({ id: entry.id, score: 1 }));
      return Promise.resolve({ hits, scorer: 'dense' });
    },
    'forget-recent': () => Promise.resolve({ count: 0 }),
  };
  const call = (name: string, args: never) => {
    fake.received.push(name);
    const handler = calls[name];
    if (!handler) return Promise.reject(new Error(`no fake for ${name}`));
    return handler(args);
  };
  return { call, on: () => () => undefined, terminate: () => undefined } as unknown as MlClient;
}

function settled(check: () => boolean): Promise<void> {
  return vi.waitFor(() => expect(check()).toBe(true), { timeout: 5000 });
}

async function searchIds(query: string): Promise<string[]> {
  const { hits } = await (fake.client as MlClient).call('search', {
    query,
    k: 5,
    statuses: ['open'],
    thresholds: { dense: 0.1, lexical: 0.1 },
  });
  return hits.map((hit) => hit.id);
}

describe('recall sync', () => {
  beforeAll(async () => {
    fake.client = makeFakeClient();
    await getDb().items.add(makeItem({ id: 'poem', content: 'write a poem every morning' }));
    await updateSettings(getDb(), { modelTier: 'hub', hubHost: HOST });
    followModelSettings();
  });
  afterAll(async () => {
    await getDb().delete();
  });

  it('falls back to the built-in model at once when the chosen one cannot load', async () => {
    await settled(() => useModelStore.getState().phase === 'ready');
    const state = useModelStore.getState();
    expect(state.tier).toBe('builtin');
    expect(state.fallback).toEqual({ kind: 'unreachable', host: HOST, detail: 'Failed to fetch' });
    expect(await searchIds('a poem for today')).toEqual(['poem']);
    // The person's choice is kept.
    expect((await getDb().settings.toArray())[0]?.value).toMatchObject({ modelTier: 'hub' });
  });

  it('loads the chosen models on "Try again" once the host answers', async () => {
    fake.isHubUp = true;
    await retryChosenModels();
    await settled(() => useModelStore.getState().tier === 'hub');
    expect(useModelStore.getState().fallback).toBeNull();
    await settled(() => useModelStore.getState().pendingEmbeds === 0);
    expect(await searchIds('a poem for today')).toEqual(['poem']);
  });

  it('holds a wipe until the batch being saved is written, then starts again', async () => {
    let release: () => void = () => undefined;
    fake.hold = new Promise<void>((resolve) => (release = resolve));
    await getDb().items.add(makeItem({ id: 'passport', content: 'renew the passport' }));
    // The new item is being embedded; its batch waits in the "worker".
    await settled(() => useModelStore.getState().pendingEmbeds > 0);
    let vectorsSeenByWipe = -1;
    let receivedBeforeWipe = -1;
    const wiped = withRecallSyncPaused(async () => {
      receivedBeforeWipe = fake.received.length;
      vectorsSeenByWipe = (await new VectorStore(getDb(), 'fake-hub@1', 32).load()).ids.length;
      await getDb().items.clear();
      await getDb().embeddings.clear();
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(vectorsSeenByWipe).toBe(-1);
    fake.hold = null;
    release();
    await wiped;
    // The wipe ran after both vectors were saved, and nothing was written after it.
    expect(vectorsSeenByWipe).toBe(2);
    // Started again on the emptied database: the worker's index forgets the wiped items.
    await vi.waitFor(async () => expect(await searchIds('renew the passport')).toEqual([]));
    expect(useModelStore.getState()).toMatchObject({ phase: 'ready', pendingEmbeds: 0 });
    expect(await getDb().embeddings.count()).toBe(0);
    // The worker was told to forget the texts it remembers before the index was loaded again.
    const sinceWipe = fake.received.slice(receivedBeforeWipe);
    expect(sinceWipe).toContain('forget-recent');
    expect(sinceWipe.indexOf('forget-recent')).toBeLessThan(sinceWipe.indexOf('index-load'));
  });

  it('follows the database at the first write or the first recall, not when paused', async () => {
    /** Restarts recall sync; resolves once the new sync has loaded its index. */
    const restart = async () => {
      const from = fake.received.length;
      await withRecallSyncPaused(() => Promise.resolve());
      await settled(() => fake.received.slice(from).includes('index-load'));
      return from;
    };
    // An item written while the following waits starts it (no recall here, no timer).
    await restart();
    await getDb().items.add(makeItem({ id: 'lantern', content: 'fix the lantern' }));
    await vi.waitFor(async () => expect(await searchIds('lantern')).toEqual(['lantern']));

    // No write: the first recall's cards start it; the facts are then loaded.
    const from = await restart();
    expect(fake.received.slice(from)).not.toContain('memories-load');
    firstRecallIn();
    await settled(() => fake.received.slice(from).includes('memories-load'));

    // Paused while it waits (the pause stops its watch for writes): when the first recall
    // comes, the stopped sync follows nothing — no item indexed, no facts loaded.
    await restart();
    let sentWhilePaused: string[] = [];
    await withRecallSyncPaused(async () => {
      const at = fake.received.length;
      await getDb().items.add(makeItem({ id: 'visa', content: 'apply for the visa' }));
      firstRecallIn();
      await new Promise((resolve) => setTimeout(resolve, 100));
      sentWhilePaused = fake.received.slice(at);
    });
    expect(sentWhilePaused).not.toContain('index-upsert');
    expect(sentWhilePaused).not.toContain('memories-load');
    await vi.waitFor(async () => expect(await searchIds('visa')).toEqual(['visa']));
  });
});
