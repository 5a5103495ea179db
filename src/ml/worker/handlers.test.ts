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
    return Promise.resolve({ embedder, reranker: null, device: 'wasm', fusesChineseDrafts: false });
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
