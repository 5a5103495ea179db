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
  /** A runtime not loaded by then, or a chunk not answered by then, is given up. */
  loadTimeoutMs?: number;
  chunkTimeoutMs?: number;
  now?: () => number;
};

/** Embedded by both runtimes once the bulk one has loaded: their vectors must be the same. */
export const BULK_PROBE = 'I will call the plumber about the kitchen tap on Friday.';

/** While the bulk runtime is the slower, one chunk in this many still tries it. */
const RETRY_EVERY = 8;

/** A moving average of milliseconds a text (null until the first sample). */
function msPerText() {
  let average: number | null = null;
  return {
    get: () => average,
    add(ms: number, texts: number) {
      const sample = ms / Math.max(1, texts);
      average = average === null ? sample : (average + sample) / 2;
    },
  };
}

/**
 * The built-in embedder, with bulk work (calls of several texts: an import's sentences, the
 * background indexing) moved to a runtime of its own with more threads once there is enough
 * of it. A call of one text (a draft, mostly) always runs on the main runtime, with one
 * thread, where a second thread made a draft's slow tail longer; the bulk runtime waits
 * between chunks while one is embedded. Each text still has its own forward pass, and the
 * two runtimes give the same vectors bit for bit (threads split the work, not the sums), so a
 * text's vector depends neither on the runtime nor on its neighbours; a probe checks it when
 * the bulk runtime arrives (a different model file there would fail it). Until the bulk
 * runtime is ready, and for good once it fails (cannot start or load, answers wrong, late or
 * not at all), the main runtime does everything, as it did before. And while the bulk
 * runtime is slower a text than the main one (on two cores another program's work stalls a
 * two-thread pass more than a one-thread one: half the speed, measured), chunks go to the
 * main runtime, every `RETRY_EVERY`th one to the bulk runtime to see whether it recovered.
 */
export function withBulkRuntime(main: Embedder, options: BulkOptions): Embedder {
  const {
    open,
    startAfterTexts = 128,
    windowMs = 10_000,
    idleMs = 30_000,
    loadTimeoutMs = 60_000,
    chunkTimeoutMs = 20_000,
    now = () => performance.now(),
  } = options;
  const chunk = Math.max(1, options.chunk ?? 2);
  let runtime: BulkRuntime | null = null;
  let isReady = false;
  let hasFailed = false;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let loadTimer: ReturnType<typeof setTimeout> | undefined;
  const recentBulk: { at: number; texts: number }[] = [];
  let draftsRunning = 0;
  let draftsDone: Promise<void> = Promise.resolve();
  let endDrafts = () => {};
  const mainSpeed = msPerText();
  let bulkSpeed = msPerText();
  let chunksSinceBulk = 0;

  const onMain = async (texts: readonly string[]) => {
    const began = now();
    const vectors = await main.embed(texts);
    mainSpeed.add(now() - began, texts.length);
    return vectors;
  };
  /** Whether the next chunk goes to the bulk runtime: unless it has been the slower. */
  const prefersBulk = () => {
    const bulk = bulkSpeed.get();
    const alone = mainSpeed.get();
    if (bulk === null || alone === null || bulk <= alone) return true;
    chunksSinceBulk += 1;
    return chunksSinceBulk % RETRY_EVERY === 0;
  };

  const stop = () => {
    clearTimeout(idleTimer);
    clearTimeout(loadTimer);
    runtime?.terminate();
    runtime = null;
    isReady = false;
    bulkSpeed = msPerText(); // a runtime opened again is measured afresh
  };
  const fail = (error: unknown) => {
    console.warn('Bulk embedding stays on the main runtime:', error);
    hasFailed = true;
    stop();
  };
  /** Stopped after `idleMs` without bulk work, loading or loaded. */
  const keepAlive = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(stop, idleMs);
  };
  const whenLoaded = async (opened: BulkRuntime) => {
    await opened.ready;
    const [alone, bulk] = await Promise.all([main.embed([BULK_PROBE]), opened.embed([BULK_PROBE])]);
    if (!sameVectors(alone, bulk)) throw new Error('The bulk runtime gives other vectors.');
  };
  const start = () => {
    let opened: BulkRuntime;
    try {
      opened = open();
    } catch (error) {
      fail(error);
      return;
    }
    runtime = opened;
    keepAlive();
    loadTimer = setTimeout(() => fail(new Error('The bulk runtime did not load.')), loadTimeoutMs);
    whenLoaded(opened).then(
      () => {
        if (runtime !== opened) return;
        clearTimeout(loadTimer);
        isReady = true;
      },
      (error: unknown) => {
        if (runtime === opened) fail(error);
      },
    );
  };
  const noteBulk = (texts: number) => {
    const at = now();
    recentBulk.push({ at, texts });
    while ((recentBulk[0]?.at ?? at) < at - windowMs) recentBulk.shift();
    if (runtime) keepAlive();
    const total = recentBulk.reduce((sum, call) => sum + call.texts, 0);
    if (!runtime && !hasFailed && total >= startAfterTexts) start();
  };

  /** A call of one text on the main runtime; the bulk runtime's next chunk waits for it. */
  const embedDraft = async (texts: readonly string[]) => {
    if (draftsRunning === 0) draftsDone = new Promise((resolve) => (endDrafts = resolve));
    draftsRunning += 1;
    try {
      return await onMain(texts);
    } finally {
      draftsRunning -= 1;
      if (draftsRunning === 0) endDrafts();
    }
  };

  /** A chunk on the bulk runtime, or a rejection when it is not answered in time. */
  const onBulk = (bulk: BulkRuntime, part: readonly string[]) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('The bulk runtime stopped answering.')),
        chunkTimeoutMs,
      );
    });
    return Promise.race([bulk.embed(part), late]).finally(() => clearTimeout(timer));
  };

  const embedBulk = async (texts: readonly string[]) => {
    const vectors: Float32Array[] = [];
    for (let first = 0; first < texts.length; first += chunk) {
      const part = texts.slice(first, first + chunk);
      while (draftsRunning > 0) await draftsDone;
      const bulk = isReady ? runtime : null;
      if (bulk) keepAlive();
      if (bulk && prefersBulk()) {
        try {
          const began = now();
          vectors.push(...(await onBulk(bulk, part)));
          bulkSpeed.add(now() - began, part.length);
          continue;
        } catch (error) {
          // Stopped while idle or disposed: not a failure, the chunk goes to the main runtime.
          if (runtime === bulk) fail(error);
        }
      }
      vectors.push(...(await onMain(part)));
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

function sameVectors(a: readonly Float32Array[], b: readonly Float32Array[]): boolean {
  return (
    a.length === b.length &&
    a.every((vector, i) => {
      const other = b[i];
      return other?.length === vector.length && vector.every((value, k) => value === other[k]);
    })
  );
}
