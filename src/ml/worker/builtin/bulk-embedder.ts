import type { Embedder } from '../../embedder';

/** A second copy of the built-in model, in a runtime with more threads (bulk-runtime.ts). */
export type BulkRuntime = {
  /** Resolves once the model is loaded there; rejects when it cannot load. */
  ready: Promise<void>;
  embed(texts: readonly string[]): Promise<Float32Array[]>;
  /** Stops it and frees its memory. */
  terminate(): void;
};

export type BulkOptions = {
  open: () => BulkRuntime;
  /** Texts in calls of several within `windowMs` that make a bulk job worth the runtime. */
  startAfterTexts?: number;
  windowMs?: number;
  /** Texts sent at a time: between two chunks, a draft being embedded goes first. */
  chunk?: number;
  /** The runtime is stopped after this long without bulk work (its memory freed). */
  idleMs?: number;
  now?: () => number;
};

/**
 * The built-in embedder, with bulk work (calls of several texts: an import's sentences, the
 * background indexing) moved to a runtime of its own with more threads once there is enough
 * of it. A draft (one text) always runs on the main runtime, with one thread, where a second
 * thread made its slow tail longer; the bulk runtime waits between chunks while a draft is
 * embedded. Each text still has its own forward pass, and the two runtimes give the same
 * vectors bit for bit (threads split the work, not the sums), so a text's vector does not
 * depend on which runtime embedded it or on its neighbours. Until the bulk runtime is loaded,
 * and for good if it cannot load, the main runtime does everything, as it did before.
 */
export function withBulkRuntime(main: Embedder, options: BulkOptions): Embedder {
  const {
    open,
    startAfterTexts = 128,
    windowMs = 10_000,
    chunk = 2,
    idleMs = 30_000,
    now = () => performance.now(),
  } = options;
  let runtime: BulkRuntime | null = null;
  let isReady = false;
  let hasFailed = false;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const recentBulk: { at: number; texts: number }[] = [];
  let draftsRunning = 0;
  let draftsDone: Promise<void> = Promise.resolve();
  let endDrafts = () => {};

  const stop = () => {
    clearTimeout(idleTimer);
    runtime?.terminate();
    runtime = null;
    isReady = false;
  };
  const fail = (error: unknown) => {
    console.warn('Bulk embedding stays on the main runtime:', error);
    hasFailed = true;
    stop();
  };
  const noteBulk = (texts: number) => {
    const at = now();
    recentBulk.push({ at, texts });
    while ((recentBulk[0]?.at ?? at) < at - windowMs) recentBulk.shift();
    const total = recentBulk.reduce((sum, call) => sum + call.texts, 0);
    if (runtime || hasFailed || total < startAfterTexts) return;
    const opened = open();
    runtime = opened;
    opened.ready.then(
      () => {
        if (runtime === opened) isReady = true;
      },
      (error: unknown) => {
        if (runtime === opened) fail(error);
      },
    );
  };
  const keepAlive = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(stop, idleMs);
  };

  /** A draft on the main runtime; the bulk runtime's next chunk waits for it. */
  const embedDraft = async (texts: readonly string[]) => {
    if (draftsRunning === 0) draftsDone = new Promise((resolve) => (endDrafts = resolve));
    draftsRunning += 1;
    try {
      return await main.embed(texts);
    } finally {
      draftsRunning -= 1;
      if (draftsRunning === 0) endDrafts();
    }
  };

  const embedBulk = async (texts: readonly string[]) => {
    const vectors: Float32Array[] = [];
    for (let start = 0; start < texts.length; start += chunk) {
      const part = texts.slice(start, start + chunk);
      while (draftsRunning > 0) await draftsDone;
      const bulk = isReady ? runtime : null;
      if (bulk) {
        keepAlive();
        try {
          vectors.push(...(await bulk.embed(part)));
          continue;
        } catch (error) {
          if (runtime === bulk) fail(error);
        }
      }
      vectors.push(...(await main.embed(part)));
    }
    return vectors;
  };

  return {
    modelId: main.modelId,
    dims: main.dims,
    async embed(texts) {
      if (texts.length < 2) return embedDraft(texts);
      noteBulk(texts.length);
      return embedBulk(texts);
    },
    dispose() {
      stop();
      main.dispose();
    },
  };
}
