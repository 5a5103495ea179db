import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Embedder } from '../../embedder';
import { withBulkRuntime, type BulkRuntime } from './bulk-embedder';

/** A vector that says which text it is (its length) and which runtime embedded it. */
const vectorOf = (text: string, runtime: number) => Float32Array.of(text.length, runtime);

type FakeMain = Embedder & { isDisposed: boolean; hold: Promise<void> | null };

function fakeMain(log: string[]): FakeMain {
  return {
    modelId: 'm',
    dims: 2,
    isDisposed: false,
    /** While set, the main runtime's passes wait for it (a slow draft). */
    hold: null,
    async embed(texts) {
      log.push(`main:${texts.join(',')}`);
      await (this.hold ?? Promise.resolve());
      log.push(`main done:${texts.join(',')}`);
      return texts.map((text) => vectorOf(text, 0));
    },
    dispose() {
      this.isDisposed = true;
    },
  };
}

type FakeBulk = BulkRuntime & {
  load: { resolve: () => void; reject: (error: Error) => void };
  isTerminated: boolean;
  failNext: boolean;
};

function fakeBulk(log: string[]): FakeBulk {
  let load: FakeBulk['load'] = { resolve: () => {}, reject: () => {} };
  const ready = new Promise<void>((resolve, reject) => (load = { resolve, reject }));
  const bulk: FakeBulk = {
    ready,
    load,
    isTerminated: false,
    failNext: false,
    async embed(texts) {
      log.push(`bulk:${texts.join(',')}`);
      await Promise.resolve();
      if (bulk.failNext) throw new Error('the bulk worker crashed');
      return texts.map((text) => vectorOf(text, 1));
    },
    terminate() {
      bulk.isTerminated = true;
    },
  };
  bulk.load = load;
  return bulk;
}

/** An embedder with bulk work moved once 4 texts in calls of several were seen. */
function setUp() {
  const log: string[] = [];
  const main = fakeMain(log);
  const opened: FakeBulk[] = [];
  const embedder = withBulkRuntime(main, {
    open: () => {
      const bulk = fakeBulk(log);
      opened.push(bulk);
      return bulk;
    },
    startAfterTexts: 4,
    chunk: 2,
    idleMs: 1_000,
  });
  return { log, main, opened, embedder };
}

const texts = (...words: string[]) => words;

describe('withBulkRuntime', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps drafts and small work on the main runtime, opening nothing', async () => {
    const { log, opened, embedder } = setUp();
    await embedder.embed(texts('a draft'));
    await embedder.embed(texts('one', 'two'));
    expect(opened).toHaveLength(0);
    expect(log.filter((line) => !line.startsWith('main done'))).toEqual([
      'main:a draft',
      'main:one,two',
    ]);
  });

  it('opens the bulk runtime for enough bulk work, and uses it once it is ready', async () => {
    const { log, opened, embedder } = setUp();
    const first = await embedder.embed(texts('aa', 'bbb', 'c', 'dddd'));
    // Loading: the main runtime did the work, in chunks, in order.
    expect(opened).toHaveLength(1);
    expect(first.map((v) => [...v])).toEqual([
      [2, 0],
      [3, 0],
      [1, 0],
      [4, 0],
    ]);
    opened[0]?.load.resolve();
    await opened[0]?.ready;
    log.length = 0;
    const second = await embedder.embed(texts('ee', 'f', 'ggg'));
    expect(second.map((v) => [...v])).toEqual([
      [2, 1],
      [1, 1],
      [3, 1],
    ]);
    expect(log).toEqual(['bulk:ee,f', 'bulk:ggg']);
    // A draft still goes to the main runtime.
    await embedder.embed(texts('draft'));
    expect(log.at(-1)).toBe('main done:draft');
    expect(opened).toHaveLength(1);
  });

  it('holds the next bulk chunk while a draft is being embedded', async () => {
    const { log, main, opened, embedder } = setUp();
    await embedder.embed(texts('a', 'b', 'c', 'd'));
    opened[0]?.load.resolve();
    await opened[0]?.ready;
    log.length = 0;
    let releaseDraft = () => {};
    main.hold = new Promise((resolve) => (releaseDraft = resolve));
    const bulk = embedder.embed(texts('1', '2', '3', '4', '5', '6'));
    const draft = embedder.embed(texts('draft'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The first chunk was already sent; the second waits for the draft.
    expect(log).toEqual(['bulk:1,2', 'main:draft']);
    releaseDraft();
    await Promise.all([bulk, draft]);
    expect(log).toEqual(['bulk:1,2', 'main:draft', 'main done:draft', 'bulk:3,4', 'bulk:5,6']);
  });

  it('stays on the main runtime for good when the bulk runtime cannot load', async () => {
    const { log, opened, embedder } = setUp();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await embedder.embed(texts('a', 'b', 'c', 'd'));
    opened[0]?.load.reject(new Error('no threads here'));
    await opened[0]?.ready.catch(() => undefined);
    log.length = 0;
    await embedder.embed(texts('e', 'f', 'g', 'h'));
    expect(log.filter((line) => !line.startsWith('main done'))).toEqual(['main:e,f', 'main:g,h']);
    expect(opened).toHaveLength(1);
    expect(opened[0]?.isTerminated).toBe(true);
  });

  it('finishes a call on the main runtime when the bulk runtime fails in the middle', async () => {
    const { log, opened, embedder } = setUp();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await embedder.embed(texts('a', 'b', 'c', 'd'));
    opened[0]?.load.resolve();
    await opened[0]?.ready;
    log.length = 0;
    (opened[0] as FakeBulk).failNext = true;
    const vectors = await embedder.embed(texts('ee', 'f', 'ggg'));
    expect(vectors.map((v) => [...v])).toEqual([
      [2, 0],
      [1, 0],
      [3, 0],
    ]);
    expect(log.filter((line) => !line.startsWith('main done'))).toEqual([
      'bulk:ee,f',
      'main:ee,f',
      'main:ggg',
    ]);
  });

  it('stops the bulk runtime when idle, opens it again for new bulk work, and on dispose', async () => {
    vi.useFakeTimers();
    const { main, opened, embedder } = setUp();
    await embedder.embed(texts('a', 'b', 'c', 'd'));
    opened[0]?.load.resolve();
    await opened[0]?.ready;
    await embedder.embed(texts('e', 'f'));
    vi.advanceTimersByTime(999);
    expect(opened[0]?.isTerminated).toBe(false);
    vi.advanceTimersByTime(2);
    expect(opened[0]?.isTerminated).toBe(true);
    await embedder.embed(texts('g', 'h', 'i', 'j'));
    expect(opened).toHaveLength(2);
    embedder.dispose();
    expect(opened[1]?.isTerminated).toBe(true);
    expect(main.isDisposed).toBe(true);
  });
});
