import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Embedder } from '../../embedder';
import { BULK_PROBE, withBulkRuntime, type BulkRuntime } from './bulk-embedder';

/** Each text's vector: its length (both runtimes agree, as the real ones do bit for bit). */
const vectorOf = (text: string) => Float32Array.of(text.length);

/** The embedder's clock: each fake pass moves it by its runtime's cost a text. */
const clock = { now: 0 };

type FakeMain = Embedder & { isDisposed: boolean; hold: Promise<void> | null };

/** The main runtime; the log says which runtime embedded what (the probe left out). */
function fakeMain(log: string[]): FakeMain {
  return {
    modelId: 'm',
    dims: 1,
    isDisposed: false,
    /** While set, the main runtime's passes wait for it (a slow draft). */
    hold: null,
    async embed(texts) {
      if (texts[0] !== BULK_PROBE) log.push(`main:${texts.join(',')}`);
      clock.now += 10 * texts.length;
      await (this.hold ?? Promise.resolve());
      if (texts[0] !== BULK_PROBE) log.push(`main done:${texts.join(',')}`);
      return texts.map(vectorOf);
    },
    dispose() {
      this.isDisposed = true;
    },
  };
}

type FakeBulk = BulkRuntime & {
  load: { resolve: () => void; reject: (error: Error) => void };
  isTerminated: boolean;
  /** How the next chunks are answered: vectors, an error, nothing at all, or other vectors. */
  answer: 'vectors' | 'error' | 'never' | 'other';
  /** Clock ticks a text (the main runtime's: 10). */
  cost: number;
};

function fakeBulk(log: string[]): FakeBulk {
  let load: FakeBulk['load'] = { resolve: () => {}, reject: () => {} };
  const ready = new Promise<void>((resolve, reject) => (load = { resolve, reject }));
  const bulk: FakeBulk = {
    ready,
    load,
    isTerminated: false,
    answer: 'vectors',
    cost: 5,
    async embed(texts) {
      if (texts[0] !== BULK_PROBE) log.push(`bulk:${texts.join(',')}`);
      clock.now += bulk.cost * texts.length;
      await Promise.resolve();
      if (bulk.answer === 'error') throw new Error('the bulk worker crashed');
      if (bulk.answer === 'never') return new Promise<Float32Array[]>(() => {});
      if (bulk.answer === 'other') return texts.map(() => Float32Array.of(-1));
      return texts.map(vectorOf);
    },
    terminate() {
      bulk.isTerminated = true;
    },
  };
  bulk.load = load;
  return bulk;
}

/** An embedder with bulk work moved once 4 texts in calls of several were seen. */
function setUp(open?: () => BulkRuntime) {
  const log: string[] = [];
  const main = fakeMain(log);
  const opened: FakeBulk[] = [];
  const embedder = withBulkRuntime(main, {
    open:
      open ??
      (() => {
        const bulk = fakeBulk(log);
        opened.push(bulk);
        return bulk;
      }),
    startAfterTexts: 4,
    chunk: 2,
    idleMs: 1_000,
    loadTimeoutMs: 5_000,
    chunkTimeoutMs: 2_000,
    now: () => clock.now,
  });
  return { log, main, opened, embedder };
}

/** Lets the probe and the ready flag settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Lets them settle under fake timers. */
const settleFaked = () => vi.advanceTimersByTimeAsync(0);

/**
 * Opens the bulk runtime with one bulk call, has it load, and clears the log; under fake
 * timers, pass `settleFaked`.
 */
async function ready(setup: ReturnType<typeof setUp>, letSettle: () => Promise<unknown> = settle) {
  await setup.embedder.embed(['a', 'b', 'c', 'd']);
  setup.opened[0]?.load.resolve();
  await letSettle();
  setup.log.length = 0;
}

const started = (log: string[]) => log.filter((line) => !line.startsWith('main done'));

describe('withBulkRuntime', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('keeps drafts and small work on the main runtime, opening nothing', async () => {
    const { log, opened, embedder } = setUp();
    await embedder.embed(['a draft']);
    await embedder.embed(['one', 'two']);
    expect(opened).toHaveLength(0);
    expect(started(log)).toEqual(['main:a draft', 'main:one,two']);
  });

  it('opens the bulk runtime for enough bulk work, and uses it once it is ready', async () => {
    const setup = setUp();
    const { log, opened, embedder } = setup;
    const first = await embedder.embed(['aa', 'bbb', 'c', 'dddd']);
    // Loading: the main runtime did the work, in chunks, in order.
    expect(opened).toHaveLength(1);
    expect(first.map((v) => v[0])).toEqual([2, 3, 1, 4]);
    expect(started(log)).toEqual(['main:aa,bbb', 'main:c,dddd']);
    opened[0]?.load.resolve();
    await settle();
    log.length = 0;
    const second = await embedder.embed(['ee', 'f', 'ggg']);
    expect(second.map((v) => v[0])).toEqual([2, 1, 3]);
    expect(log).toEqual(['bulk:ee,f', 'bulk:ggg']);
    // One text still goes to the main runtime.
    await embedder.embed(['draft']);
    expect(started(log).at(-1)).toBe('main:draft');
    expect(opened).toHaveLength(1);
  });

  it('sends chunks to the main runtime while the bulk one is the slower, trying it now and then', async () => {
    const setup = setUp();
    await ready(setup);
    (setup.opened[0] as FakeBulk).cost = 30; // another program took a core
    const texts = Array.from({ length: 20 }, (_, i) => `t${i}`);
    const vectors = await setup.embedder.embed(texts);
    expect(vectors.map((v) => v[0])).toEqual(texts.map((text) => text.length));
    const runtimes = started(setup.log).map((line) => line.split(':')[0]);
    // One slow chunk on the bulk runtime, then the main runtime, the eighth chunk after it back.
    expect(runtimes).toEqual(['bulk', ...Array<string>(7).fill('main'), 'bulk', 'main']);

    (setup.opened[0] as FakeBulk).cost = 2; // the core is free again
    setup.log.length = 0;
    await setup.embedder.embed(Array.from({ length: 40 }, (_, i) => `u${i}`));
    const after = started(setup.log).map((line) => line.split(':')[0]);
    expect(after.slice(-4)).toEqual(['bulk', 'bulk', 'bulk', 'bulk']);
  });

  it('measures a bulk runtime opened again afresh, not by the one stopped before', async () => {
    vi.useFakeTimers();
    const setup = setUp();
    await ready(setup, settleFaked);
    (setup.opened[0] as FakeBulk).cost = 30; // slow: chunks went to the main runtime
    await setup.embedder.embed(['e', 'f', 'g', 'h']);
    await vi.advanceTimersByTimeAsync(1_001); // idle: stopped
    expect(setup.opened[0]?.isTerminated).toBe(true);
    await setup.embedder.embed(['i', 'j', 'k', 'l']);
    setup.opened[1]?.load.resolve();
    await vi.advanceTimersByTimeAsync(0);
    setup.log.length = 0;
    await setup.embedder.embed(['m', 'n', 'o', 'p']);
    expect(started(setup.log)).toEqual(['bulk:m,n', 'bulk:o,p']);
  });

  it('holds the next bulk chunk while a draft is being embedded', async () => {
    const setup = setUp();
    await ready(setup);
    const { log, main, embedder } = setup;
    let releaseDraft = () => {};
    main.hold = new Promise((resolve) => (releaseDraft = resolve));
    const bulk = embedder.embed(['1', '2', '3', '4', '5', '6']);
    const draft = embedder.embed(['draft']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The first chunk was already sent; the second waits for the draft.
    expect(log).toEqual(['bulk:1,2', 'main:draft']);
    releaseDraft();
    await Promise.all([bulk, draft]);
    expect(log).toEqual(['bulk:1,2', 'main:draft', 'main done:draft', 'bulk:3,4', 'bulk:5,6']);
  });

  it('stays on the main runtime for good when the bulk runtime cannot load', async () => {
    const { log, opened, embedder } = setUp();
    await embedder.embed(['a', 'b', 'c', 'd']);
    opened[0]?.load.reject(new Error('no threads here'));
    await settle();
    log.length = 0;
    await embedder.embed(['e', 'f', 'g', 'h']);
    expect(started(log)).toEqual(['main:e,f', 'main:g,h']);
    expect(opened).toHaveLength(1);
    expect(opened[0]?.isTerminated).toBe(true);
  });

  it('stays on the main runtime when the bulk runtime cannot even start', async () => {
    let tries = 0;
    const { log, embedder } = setUp(() => {
      tries += 1;
      throw new Error('Worker is not defined');
    });
    const vectors = await embedder.embed(['a', 'b', 'c', 'd']);
    await embedder.embed(['e', 'f', 'g', 'h']);
    expect(vectors.map((v) => v[0])).toEqual([1, 1, 1, 1]);
    expect(started(log)).toEqual(['main:a,b', 'main:c,d', 'main:e,f', 'main:g,h']);
    expect(tries).toBe(1);
  });

  it('gives up a bulk runtime whose vectors differ from the main one', async () => {
    const setup = setUp();
    setup.opened.length = 0;
    await setup.embedder.embed(['a', 'b', 'c', 'd']);
    const bulk = setup.opened[0] as FakeBulk;
    bulk.answer = 'other';
    bulk.load.resolve();
    await settle();
    setup.log.length = 0;
    await setup.embedder.embed(['e', 'f']);
    expect(started(setup.log)).toEqual(['main:e,f']);
    expect(bulk.isTerminated).toBe(true);
  });

  it('finishes a call on the main runtime when the bulk runtime fails in the middle', async () => {
    const setup = setUp();
    await ready(setup);
    const { log, opened, embedder } = setup;
    (opened[0] as FakeBulk).answer = 'error';
    const vectors = await embedder.embed(['ee', 'f', 'ggg']);
    expect(vectors.map((v) => v[0])).toEqual([2, 1, 3]);
    expect(started(log)).toEqual(['bulk:ee,f', 'main:ee,f', 'main:ggg']);
  });

  it('gives up a bulk runtime that stops answering, and one that never loads', async () => {
    vi.useFakeTimers();
    const setup = setUp();
    await ready(setup, settleFaked);
    (setup.opened[0] as FakeBulk).answer = 'never';
    const call = setup.embedder.embed(['ee', 'f']);
    await vi.advanceTimersByTimeAsync(2_001);
    expect((await call).map((v) => v[0])).toEqual([2, 1]);
    expect(setup.opened[0]?.isTerminated).toBe(true);

    const never = setUp();
    await never.embedder.embed(['a', 'b', 'c', 'd']);
    // Bulk work keeps coming (no idle stop) while the runtime never loads.
    for (let step = 0; step < 5; step += 1) {
      expect(never.opened[0]?.isTerminated).toBe(false);
      await vi.advanceTimersByTimeAsync(900);
      await never.embedder.embed(['e', 'f']);
    }
    await vi.advanceTimersByTimeAsync(600);
    expect(never.opened[0]?.isTerminated).toBe(true);
    await never.embedder.embed(['i', 'j', 'k', 'l']);
    expect(never.opened).toHaveLength(1);
  });

  it('stops the bulk runtime when idle, loaded or not, opens it again for new work, and on dispose', async () => {
    vi.useFakeTimers();
    const { main, opened, embedder } = setUp();
    // A job that ended before the runtime had loaded: it is stopped all the same.
    await embedder.embed(['a', 'b', 'c', 'd']);
    opened[0]?.load.resolve();
    await vi.advanceTimersByTimeAsync(999);
    expect(opened[0]?.isTerminated).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(opened[0]?.isTerminated).toBe(true);
    await embedder.embed(['g', 'h', 'i', 'j']);
    expect(opened).toHaveLength(2);
    embedder.dispose();
    expect(opened[1]?.isTerminated).toBe(true);
    expect(main.isDisposed).toBe(true);
  });
});
