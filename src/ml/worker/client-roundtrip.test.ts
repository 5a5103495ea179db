import { describe, expect, it } from 'vitest';

import { createFakeEmbedder } from '../../test/fake-embedder';
import { CallCancelledError, createMlClient, WorkerCallError } from '../client';
import { toWireError, type FromWorker, type ToWorker } from '../protocol';
import { createHandlers, type HandlerContext } from './handlers';

/**
 * A Worker stand-in that answers through the real handlers, in a later task as a
 * worker would; `hold` keeps answers back so tests can cancel in between.
 */
function fakeWorker() {
  const listeners: ((event: MessageEvent<FromWorker>) => void)[] = [];
  const deliver = (message: FromWorker) =>
    setTimeout(
      () =>
        listeners.forEach((listener) => listener({ data: message } as MessageEvent<FromWorker>)),
      0,
    );
  const context: HandlerContext = {
    emit: (name, payload) => deliver({ kind: 'event', name, payload }),
  };
  const handlers = createHandlers((_request, { emit }) => {
    emit('model-progress', { stage: 'ready', loaded: 1, total: 1 });
    const embedder = createFakeEmbedder();
    return Promise.resolve({ embedder, reranker: null, device: 'wasm' });
  });
  const worker = {
    addEventListener: (_type: string, listener: (event: MessageEvent<FromWorker>) => void) =>
      listeners.push(listener),
    postMessage(message: ToWorker) {
      if (message.kind !== 'call') return;
      const handler = handlers[message.name] as (
        args: unknown,
        c: HandlerContext,
      ) => Promise<unknown>;
      handler(message.args, context).then(
        (result) => deliver({ kind: 'result', id: message.id, result }),
        (error: unknown) => deliver({ kind: 'error', id: message.id, error: toWireError(error) }),
      );
    },
    terminate() {},
  };
  return worker as unknown as Worker;
}

describe('the ML client and worker handlers', () => {
  it('makes typed calls and receives events', async () => {
    const client = createMlClient(fakeWorker());
    const stages: string[] = [];
    client.on('model-progress', ({ stage }) => stages.push(stage));
    const model = await client.call('load-model', { tier: 'builtin' });
    expect(model).toEqual({
      modelId: 'fake@1',
      dims: 64,
      tier: 'builtin',
      device: 'wasm',
      hasReranker: false,
      secondViewId: null,
      loadStages: [],
    });
    const { vectors, dims } = await client.call('embed', { texts: ['a poem', 'a passport'] });
    expect(vectors.length).toBe(2 * dims);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(stages).toEqual(['ready']);
  });

  it('turns a worker error into a WorkerCallError with its message', async () => {
    const client = createMlClient(fakeWorker());
    const search = client.call('search', {
      query: 'x',
      k: 5,
      statuses: ['open'],
      thresholds: { dense: 0.3, lexical: 0.2 },
    });
    await expect(search).rejects.toBeInstanceOf(WorkerCallError);
    await expect(search).rejects.toThrow('No model is loaded: call load-model first.');
  });

  it('rejects a cancelled call and drops its late answer', async () => {
    const client = createMlClient(fakeWorker());
    await client.call('load-model', { tier: 'builtin' });
    const controller = new AbortController();
    const call = client.call('embed', { texts: ['late'] }, controller.signal);
    controller.abort();
    await expect(call).rejects.toBeInstanceOf(CallCancelledError);
    // A later call still gets its own answer, not the dropped one.
    const next = await client.call('embed', { texts: ['next'] });
    expect(next.dims).toBe(64);
  });
});
