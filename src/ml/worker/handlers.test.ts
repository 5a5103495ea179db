import { expect, it } from 'vitest';

import { createFakeEmbedder } from '../../test/fake-embedder';
import type { ModelRequest } from '../protocol';
import { createHandlers, type HandlerContext } from './handlers';

const context: HandlerContext = { emit: () => undefined };
const HUB: ModelRequest = {
  tier: 'hub',
  embedder: 'owner/model',
  reranker: null,
  remoteHost: 'http://127.0.0.1:9/',
  device: 'wasm',
};

it('keeps the loaded models when others fail to load, so falling back costs no reload', async () => {
  const loads: string[] = [];
  const handlers = createHandlers((request) => {
    loads.push(request.tier);
    if (request.tier === 'hub') return Promise.reject(new Error('Failed to fetch'));
    const embedder = createFakeEmbedder();
    return Promise.resolve({ embedder, reranker: null, device: 'wasm' });
  });
  await handlers['load-model']({ tier: 'builtin' }, context);
  await handlers['index-upsert']({
    entries: [{ id: 'a', text: 'a poem', status: 'open', saidAt: 0 }],
  });

  await expect(handlers['load-model'](HUB, context)).rejects.toThrow('Failed to fetch');
  const info = await handlers['load-model']({ tier: 'builtin' }, context);

  expect(info.tier).toBe('builtin');
  expect(loads).toEqual(['builtin', 'hub']);
  // The same engine, index and all: the earlier entry is still searchable.
  const { hits } = await handlers.search({
    query: 'a poem',
    k: 5,
    statuses: ['open'],
    thresholds: { dense: 0.1, lexical: 0.1 },
  });
  expect(hits.map((hit) => hit.id)).toEqual(['a']);
});

const SEARCH = {
  k: 5,
  statuses: ['open' as const],
  thresholds: { dense: 0.1, lexical: 0.1 },
};
const POEM = { id: 'poem', text: 'write a poem every morning', status: 'open' as const, saidAt: 0 };

/** Named models with a dispose that is counted, and a Hub load the test releases by hand. */
function modelsForSwap() {
  let releaseHub: () => void = () => undefined;
  const hubArrived = new Promise<void>((resolve) => (releaseHub = resolve));
  const disposed: string[] = [];
  const named = (modelId: string) => ({
    ...createFakeEmbedder(),
    modelId,
    dispose: () => disposed.push(modelId),
  });
  const handlers = createHandlers(async (request) => {
    if (request.tier === 'hub') await hubArrived;
    const isHub = request.tier === 'hub';
    return {
      embedder: named(isHub ? 'hub@1' : 'builtin@1'),
      reranker: null,
      device: 'wasm',
    };
  });
  return { handlers, releaseHub, disposed };
}

it('keeps answering with the serving models while others download, and swaps once indexed', async () => {
  const { handlers, releaseHub, disposed } = modelsForSwap();
  await handlers['load-model']({ tier: 'builtin' }, context);
  await handlers['index-load']({
    modelId: 'builtin@1',
    entries: [POEM],
    vectorIds: [],
    vectors: new Float32Array(0),
  });
  await handlers['index-upsert']({ modelId: 'builtin@1', entries: [POEM] });

  let isHubLoaded = false;
  const hubLoad = handlers['load-model'](HUB, context).then((info) => {
    isHubLoaded = true;
    return info;
  });
  // The Hub load hangs; search and classify still answer, from the built-in models.
  const found = await handlers.search({ query: 'a poem today', ...SEARCH });
  expect(found.hits.map((hit) => hit.id)).toEqual(['poem']);
  const { results } = await handlers.classify({
    inputs: [{ text: 'I plan to run a marathon', context: null }],
  });
  expect(results).toHaveLength(1);
  expect(isHubLoaded).toBe(false);

  releaseHub();
  const info = await hubLoad;
  expect(info).toMatchObject({ modelId: 'hub@1', tier: 'hub' });
  // Loaded but not indexed yet: the built-in models still answer, with their index.
  expect((await handlers.search({ query: 'a poem today', ...SEARCH })).hits).toHaveLength(1);
  expect(disposed).toEqual([]);
  // An upsert of the built-in sync still reaches the built-in models, not the new ones.
  const late = await handlers['index-upsert']({ modelId: 'builtin@1', entries: [POEM] });
  expect(late.dims).toBe(64);

  const { missing } = await handlers['index-load']({
    modelId: 'hub@1',
    entries: [POEM],
    vectorIds: [],
    vectors: new Float32Array(0),
  });
  expect(missing).toEqual(['poem']);
  // The Hub models answer now (nothing embedded yet: no hit), and the built-in ones are freed.
  expect((await handlers.search({ query: 'a poem today', ...SEARCH })).hits).toEqual([]);
  expect(disposed).toEqual(['builtin@1']);
  await expect(
    handlers['index-upsert']({ modelId: 'builtin@1', entries: [POEM] }),
  ).rejects.toMatchObject({ name: 'ModelNotLoadedError' });
  await handlers['index-upsert']({ modelId: 'hub@1', entries: [POEM] });
  expect((await handlers.search({ query: 'a poem today', ...SEARCH })).hits).toHaveLength(1);
});

it('frees replaced models only after the call using them has finished', async () => {
  let releaseEmbed: () => void = () => undefined;
  const embedHeld = new Promise<void>((resolve) => (releaseEmbed = resolve));
  let isHolding = false;
  const disposed: string[] = [];
  const handlers = createHandlers((request) => {
    const fake = createFakeEmbedder();
    const modelId = request.tier === 'hub' ? 'hub@1' : 'builtin@1';
    const embedder = {
      ...fake,
      modelId,
      embed: async (texts: string[]) => {
        if (isHolding) await embedHeld;
        return fake.embed(texts);
      },
      dispose: () => disposed.push(modelId),
    };
    return Promise.resolve({ embedder, reranker: null, device: 'wasm' });
  });
  const empty = { entries: [POEM], vectorIds: [], vectors: new Float32Array(0) };
  await handlers['load-model']({ tier: 'builtin' }, context);
  await handlers['index-load']({ modelId: 'builtin@1', ...empty });
  isHolding = true;
  const search = handlers.search({ query: 'a poem', ...SEARCH });
  await handlers['load-model'](HUB, context);
  isHolding = false;
  await handlers['index-load']({ modelId: 'hub@1', ...empty });
  // Swapped, but the search under way still holds the built-in models.
  expect(disposed).toEqual([]);
  releaseEmbed();
  await search;
  expect(disposed).toEqual(['builtin@1']);
});

it('frees a load that finishes after another request, and keeps serving the current one', async () => {
  const { handlers, releaseHub, disposed } = modelsForSwap();
  await handlers['load-model']({ tier: 'builtin' }, context);
  await handlers['index-load']({
    modelId: 'builtin@1',
    entries: [POEM],
    vectorIds: [],
    vectors: new Float32Array(0),
  });
  const hubLoad = handlers['load-model'](HUB, context);
  // The person went back to the built-in model while the Hub download ran.
  expect(await handlers['load-model']({ tier: 'builtin' }, context)).toMatchObject({
    modelId: 'builtin@1',
  });
  releaseHub();
  await expect(hubLoad).rejects.toMatchObject({ name: 'ModelSupersededError' });
  expect(disposed).toEqual(['hub@1']);
  expect((await handlers.search({ query: 'a poem', ...SEARCH })).hits).toHaveLength(0);
  await handlers['index-upsert']({ modelId: 'builtin@1', entries: [POEM] });
  expect((await handlers.search({ query: 'a poem', ...SEARCH })).hits).toHaveLength(1);
});

it('forgets the texts its models remember when told to (after a wipe)', async () => {
  const asked: string[] = [];
  const handlers = createHandlers(() => {
    const fake = createFakeEmbedder();
    const embedder = {
      ...fake,
      embed: (texts: readonly string[]) => {
        asked.push(...texts);
        return fake.embed(texts);
      },
    };
    return Promise.resolve({ embedder, reranker: null, device: 'wasm' });
  });
  await handlers['load-model']({ tier: 'builtin' }, context);
  await handlers.embed({ texts: ['my bank pin is in the drawer'] });
  await handlers.embed({ texts: ['my bank pin is in the drawer'] });
  expect(asked).toEqual(['my bank pin is in the drawer']); // remembered the second time

  expect(await handlers['forget-recent']()).toEqual({ count: 1 });
  await handlers.embed({ texts: ['my bank pin is in the drawer'] });
  expect(asked).toEqual(['my bank pin is in the drawer', 'my bank pin is in the drawer']);
});
