import { describe, expect, it, vi } from 'vitest';

import { createFakeEmbedder } from '../../test/fake-embedder';
import type { WorkerEvents } from '../protocol';
import type { SyncEmbedder } from '../use/use-embedder';
import { createHandlers, type HandlerContext } from './handlers';
import { SECOND_VIEW_AT_LATEST_MS } from './model-slots';

/** A second view that counts what it reads and whether it was freed. */
function countingView(): SyncEmbedder & { read: string[]; isDisposed: boolean } {
  const view = {
    modelId: 'view@1',
    dims: 8,
    read: [] as string[],
    isDisposed: false,
    embedNow(text: string) {
      view.read.push(text);
      return Float32Array.from({ length: 8 }, (_, i) => (i === text.length % 8 ? 1 : 0));
    },
    embed: (texts: readonly string[]) => Promise.resolve(texts.map((text) => view.embedNow(text))),
    dispose() {
      view.isDisposed = true;
    },
  };
  return view;
}

/** Handlers whose built-in load is ready before its second view, which the test hands over. */
function lateSecondView() {
  let arrive: (view: SyncEmbedder | null) => void = () => undefined;
  const secondView = new Promise<SyncEmbedder | null>((resolve) => (arrive = resolve));
  const heard: WorkerEvents['second-view'][] = [];
  const context: HandlerContext = {
    emit: (name, payload) => {
      if (name === 'second-view') heard.push(payload as WorkerEvents['second-view']);
    },
  };
  let loads = 0;
  const handlers = createHandlers(() =>
    Promise.resolve({
      embedder: createFakeEmbedder(),
      reranker: null,
      device: 'wasm',
      secondView: () => {
        loads += 1;
        return secondView;
      },
    }),
  );
  return { handlers, context, heard, arrive, loads: () => loads };
}

const SEARCH = { k: 5, statuses: ['open' as const], thresholds: { dense: 0.1, lexical: 0.1 } };
const POEM = { id: 'poem', text: 'write a poem every morning', status: 'open' as const, saidAt: 0 };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const empty = () => new Float32Array(0);

describe('a second view that loads after the first', () => {
  it('answers by the first view until the second joins, then orders by both and says so', async () => {
    const { handlers, context, heard, arrive, loads } = lateSecondView();
    const info = await handlers['load-model']({ tier: 'builtin' }, context);
    expect(info.secondViewId).toBeNull();
    // A draft answered before recall has its index does not start the second view.
    await handlers.search({ query: 'a poem today', ...SEARCH });
    expect(loads()).toBe(0);
    // Nor does the index alone: its load would hold the worker while the first draft waits.
    await handlers['index-load']({ entries: [POEM], vectorIds: [], vectors: new Float32Array(0) });
    expect(loads()).toBe(0);
    await handlers['index-upsert']({ entries: [POEM] });
    const before = await handlers.search({ query: 'a poem today', ...SEARCH });
    expect(before.hits.map((hit) => hit.id)).toEqual(['poem']);
    // The first draft answered with the index starts it, once.
    expect(loads()).toBe(1);
    await handlers.search({ query: 'a poem tomorrow', ...SEARCH });
    expect(loads()).toBe(1);

    const view = countingView();
    arrive(view);
    await settle();
    expect(heard).toEqual([{ modelId: 'fake@1', secondViewId: 'view@1' }]);
    await handlers.search({ query: 'a poem today', ...SEARCH });
    // The view read the draft and the item it was asked to order: it is in use.
    expect(view.read).toEqual(expect.arrayContaining(['a poem today', POEM.text]));
    expect((await handlers['load-model']({ tier: 'builtin' }, context)).secondViewId).toBe(
      'view@1',
    );
  });

  it('says when the second view could not load, and recall goes on by the first', async () => {
    const { handlers, context, heard, arrive } = lateSecondView();
    await handlers['load-model']({ tier: 'builtin' }, context);
    await handlers['index-load']({ entries: [], vectorIds: [], vectors: new Float32Array(0) });
    await handlers.search({ query: 'a poem today', ...SEARCH });
    arrive(null);
    await settle();
    expect(heard).toEqual([{ modelId: 'fake@1', secondViewId: null }]);
    await handlers['index-upsert']({ entries: [POEM] });
    const found = await handlers.search({ query: 'a poem today', ...SEARCH });
    expect(found.hits.map((hit) => hit.id)).toEqual(['poem']);
  });

  it('starts a little after the index when no draft comes, unless the models were replaced', async () => {
    vi.useFakeTimers();
    try {
      const first = lateSecondView();
      await first.handlers['load-model']({ tier: 'builtin' }, first.context);
      await first.handlers['index-load']({ entries: [], vectorIds: [], vectors: empty() });
      await vi.advanceTimersByTimeAsync(SECOND_VIEW_AT_LATEST_MS - 1);
      expect(first.loads()).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(first.loads()).toBe(1);

      const replaced = lateSecondView();
      await replaced.handlers['load-model']({ tier: 'builtin' }, replaced.context);
      await replaced.handlers['index-load']({ entries: [], vectorIds: [], vectors: empty() });
      const hub = {
        tier: 'hub' as const,
        embedder: 'someone/embedder',
        reranker: null,
        remoteHost: 'http://127.0.0.1:9',
        device: 'wasm' as const,
      };
      await replaced.handlers['load-model'](hub, replaced.context);
      await replaced.handlers['index-load']({ entries: [], vectorIds: [], vectors: empty() });
      await vi.advanceTimersByTimeAsync(SECOND_VIEW_AT_LATEST_MS);
      // The newer models' view only: the replaced ones' was no longer due.
      expect(replaced.loads()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
