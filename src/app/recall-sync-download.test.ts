/**
 * Recall while the chosen (Hub) models download: the worker's real handlers, with fake
 * embedders, behind a client that calls them directly. The Hub load waits for the test to
 * let it finish or fail, as a download of minutes (or a host that never answers) would.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { getDb } from '../db/database';
import { updateSettings } from '../db/settings-repo';
import { VectorStore } from '../db/vector-store';
import type { MlClient } from '../ml/client';
import { markStartStep } from '../ml/start-marks';
import type { CallName, EventName, WorkerEvents } from '../ml/protocol';
// eslint-disable-next-line boundaries/element-types -- both ends at once: recall sync against the worker's real handlers, called in-process
import { createHandlers, type HandlerContext } from '../ml/worker/handlers';
import { retryChosenModels, useModelStore } from '../stores/model-store';
import { createFakeEmbedder } from '../test/fake-embedder';
import { makeItem } from '../test/factories';
import { followModelSettings } from './recall-sync';

const HOST = 'http://127.0.0.1:9/';

type Gate = { promise: Promise<void>; open: () => void; fail: (error: Error) => void };

function makeGate(): Gate {
  let open: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

const fake = vi.hoisted(() => ({
  client: null as MlClient | null,
  builtinLoads: 0,
  /** The Hub "download": it ends when the test opens (or fails) the gate. */
  hubGate: null as { promise: Promise<void> } | null,
}));

vi.mock('../ml/worker-client', () => ({
  getMlClient: () => {
    if (!fake.client) throw new Error('the fake client is made in beforeAll');
    return fake.client;
  },
}));

/** The Hub model reads "verse" as "poem" (its multilingual sense); the built-in one does not. */
function hubEmbedder() {
  const plain = createFakeEmbedder(64);
  return {
    ...plain,
    modelId: 'hub@1',
    embed: (texts: string[]) => plain.embed(texts.map((text) => text.replace(/verse/g, 'poem'))),
  };
}

function makeClient(): MlClient {
  const listeners = new Map<string, Set<(payload: never) => void>>();
  const context: HandlerContext = {
    emit: <E extends EventName>(name: E, payload: WorkerEvents[E]) => {
      for (const listener of listeners.get(name) ?? []) listener(payload as never);
    },
  };
  const handlers = createHandlers(async (request, { emit }) => {
    if (request.tier === 'builtin') {
      fake.builtinLoads += 1;
      const embedder = { ...createFakeEmbedder(64), modelId: 'builtin@1' };
      return { embedder, reranker: null, device: 'wasm' };
    }
    emit('model-progress', { stage: 'fetching', loaded: 50, total: 200 });
    await fake.hubGate?.promise;
    return { embedder: hubEmbedder(), reranker: null, device: 'wasm' };
  });
  const call = (name: CallName, args: never) =>
    (handlers[name] as (args: never, context: HandlerContext) => Promise<unknown>)(args, context);
  const on = (name: string, listener: (payload: never) => void) => {
    const set = listeners.get(name) ?? new Set();
    set.add(listener);
    listeners.set(name, set);
    return () => set.delete(listener);
  };
  return { call, on, terminate: () => undefined } as unknown as MlClient;
}

function settled(check: () => boolean): Promise<void> {
  return vi.waitFor(() => expect(check()).toBe(true), { timeout: 5000 });
}

async function searchIds(query: string): Promise<string[]> {
  const { hits } = await (fake.client as MlClient).call('search', {
    query,
    k: 5,
    statuses: ['open'],
    thresholds: { dense: 0.5, lexical: 0.5 },
  });
  return hits.map((hit) => hit.id);
}

/** Fails the test instead of hanging it, should a call wait for the download. */
function answeredSoon<T>(call: Promise<T>): Promise<T> {
  const late = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('the call waited for the download')), 1000),
  );
  return Promise.race([call, late]);
}

describe('recall while the chosen models download', () => {
  beforeAll(async () => {
    // The panel's first recall has been answered: the index follows the database at once.
    markStartStep('recall-items-read');
    fake.client = makeClient();
    await getDb().items.add(makeItem({ id: 'poem', content: 'write a poem every morning' }));
    await updateSettings(getDb(), { modelTier: 'hub', hubHost: HOST });
  });
  afterAll(async () => {
    await getDb().delete();
  });

  it('answers with the built-in model at once, and keeps it when the download fails', async () => {
    const gate = makeGate();
    fake.hubGate = gate;
    followModelSettings();
    await settled(() => useModelStore.getState().isAwaitingChosen);
    expect(useModelStore.getState()).toMatchObject({
      phase: 'ready',
      tier: 'builtin',
      modelId: 'builtin@1',
      loaded: 50,
      total: 200,
      fallback: null,
    });
    expect(await answeredSoon(searchIds('a poem today'))).toEqual(['poem']);
    // The built-in index follows the database meanwhile.
    await getDb().items.add(makeItem({ id: 'passport', content: 'renew the passport soon' }));
    await vi.waitFor(async () => expect(await searchIds('the passport')).toEqual(['passport']));
    const { results } = await answeredSoon(
      (fake.client as MlClient).call('classify', {
        inputs: [{ text: 'I plan to renew the passport', context: null }],
      }),
    );
    expect(results).toHaveLength(1);

    gate.fail(new Error('Failed to fetch'));
    await settled(() => useModelStore.getState().fallback !== null);
    expect(useModelStore.getState()).toMatchObject({
      phase: 'ready',
      tier: 'builtin',
      isAwaitingChosen: false,
      fallback: { kind: 'unreachable', host: HOST },
    });
    // The built-in model stayed: not loaded a second time, and still answering.
    expect(fake.builtinLoads).toBe(1);
    expect(await searchIds('a poem today')).toEqual(['poem']);
  });

  it('on "Try again", the Hub tier takes over once downloaded, with its own vectors', async () => {
    const gate = makeGate();
    fake.hubGate = gate;
    const retried = retryChosenModels();
    await settled(() => useModelStore.getState().isAwaitingChosen);
    expect(await answeredSoon(searchIds('a poem today'))).toEqual(['poem']);
    // Not the Hub model yet: "verse" means nothing to the built-in one.
    expect(await searchIds('a verse today')).toEqual([]);

    gate.open();
    await retried;
    await settled(() => useModelStore.getState().pendingEmbeds === 0);
    expect(useModelStore.getState()).toMatchObject({
      phase: 'ready',
      tier: 'hub',
      modelId: 'hub@1',
      isAwaitingChosen: false,
      fallback: null,
    });
    expect(await searchIds('a verse today')).toEqual(['poem']);
    const hubVectors = await new VectorStore(getDb(), 'hub@1', 64).load();
    expect([...hubVectors.ids].sort()).toEqual(['passport', 'poem']);
    const builtinVectors = await new VectorStore(getDb(), 'builtin@1', 64).load();
    expect([...builtinVectors.ids].sort()).toEqual(['passport', 'poem']);
  });
});
