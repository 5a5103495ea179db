/**
 * The contract between the bench page (bench/bench-page.ts, in Chromium) and the runner
 * (scripts/bench.ts, in Node): one typed map of calls behind `window.runBench`. Values are
 * plain data, as they cross Playwright's `page.evaluate`.
 */
import type { LoadStage, ModelInfo } from '../src/ml/protocol';

/** Untimed warm-up runs, then timed ones; every loop of the bench is bounded by these. */
export type Reps = { warmup: number; reps: number };

export type Unit = 'ms' | 'texts/s';

/** One sample per timed run, of the app's way and (where there is one) the naive way. */
export type Measured = {
  unit: Unit;
  real: number[];
  naive: number[] | null;
  /** Facts worth printing beside the numbers (sizes, kernel, a sanity check). */
  notes: string[];
};

export type PageInfo = {
  userAgent: string;
  hardwareConcurrency: number;
  isCrossOriginIsolated: boolean;
  modelId: string;
  dims: number;
  modelLoadMs: number;
  /** Where the first load's time went (src/ml/worker/load-stages.ts). */
  loadStages: LoadStage[];
};

export type SyncWriterStep =
  | { action: 'fill'; server: string; items: number; isOneByOne: boolean }
  | { action: 'compact'; server: string }
  | { action: 'stop' };

/** The room the writing device filled, as the server holds it (empty after `stop`). */
export type SyncRoomHeld = { room: string; envelopes: number; bytes: number };

export type SyncJoined = { ms: number; note: string };

export type SeedSummary = { items: number; vectors: number; ms: number };

/** A Hub embedder loaded in the real worker for the eval, and where it runs. */
export type HubModelLoaded = {
  /** The worker's id for it: `hub:{owner/name}@{device}`. */
  modelId: string;
  dims: number;
  device: ModelInfo['device'];
  loadMs: number;
  userAgent: string;
  isCrossOriginIsolated: boolean;
  /** The WebGPU adapter the page is given ("vendor, architecture, description"); null: none. */
  gpuAdapter: string | null;
};

export type BenchCalls = {
  /**
   * For the eval (scripts/eval/hub-tier.ts), not the bench: loads a Hub embedder (no
   * cross-encoder) in the real ML worker, as the app's Settings → Models does.
   */
  'hub-model-load': (params: {
    embedder: string;
    remoteHost: string;
    device: 'wasm' | 'webgpu';
  }) => HubModelLoaded;
  /** For the eval: the worker's `embed` of `texts`, one plain array per text (JSON-safe). */
  'model-embed': (params: { texts: string[] }) => { dims: number; vectors: number[][] };
  /**
   * The device that fills a sync room, kept in its page between calls: `fill` makes a room
   * and writes `items` items (in one change, or one change per item with compaction held
   * off) until the server holds them; `compact` lets its next change compact the room and
   * waits until the server holds the snapshot; `stop` removes it. The devices that join run
   * in another browser (`sync-join`), as a second device has its own.
   */
  'sync-writer': (params: SyncWriterStep) => SyncRoomHeld;
  /**
   * A new device joins `room` through the sync server at `server`: time until its database
   * holds `items` items, and where that time went. Removes its data afterwards.
   */
  'sync-join': (params: { server: string; room: string; items: number }) => SyncJoined;
  /** Loads the built-in model in the real ML worker and says where the bench runs. */
  info: (params: Record<string, never>) => PageInfo;
  /**
   * Loads the built-in model again, each time in a new ML worker, as a reload of the app
   * does: the files were fetched once already (the first load, in `info`).
   */
  'model-load': (params: Reps) => Measured;
  'embed-throughput': (params: { texts: number; batched: Reps; naive: Reps }) => Measured;
  'query-embed': (params: Reps) => Measured;
  /** Recall's second view embedding one short draft (src/ml/use/), on the page's thread. */
  'second-view-embed': (params: Reps) => Measured;
  'vector-stage': (params: { size: number; k: number; real: Reps; naive: Reps }) => Measured;
  /**
   * The whole `search` call through the real worker, over an index of `size` items: just
   * loaded, or once the second view has embedded them all in the background (`isWarm`).
   */
  'panel-worker': (params: { size: number; isWarm: boolean } & Reps) => Measured;
  /** The panel's `recall-memory` over `items` items and `episodes` turns of the log. */
  'recall-memory-worker': (
    params: { items: number; memories: number; episodes: number } & Reps,
  ) => Measured;
  /** One index over a synthetic log of `size` turns: query times, build, memory, recall@10. */
  'episodic-index': (params: {
    index: 'exact' | 'quantised' | 'quantised-exact' | 'hnsw';
    size: number;
    queries: number;
  }) => Measured;
  /** BM25 over `size` turns: the episodes' growing index, or the general one built lazily. */
  'episodic-lexical': (params: { size: number; isLazy: boolean; queries: number }) => Measured;
  /** New turns embedded and indexed through `episodes-upsert`, `turns` a run. */
  'episode-import': (params: { turns: number; reps: number }) => Measured;
  'index-load': (params: { size: number; real: Reps; naive: Reps }) => Measured;
  'dexie-write': (params: { records: number; real: Reps; naive: Reps }) => Measured;
  /** A pasted chat of `messages` turns: parse, classify, commit, index (bench/capture-suites). */
  'extract-chat': (params: { messages: number } & Reps) => Measured;
  /** Fills the app's own database with `size` items and their vectors (for the app page). */
  'seed-app': (params: { size: number }) => SeedSummary;
  /**
   * Loads the Hub tier from a local model host (fixtures) and times `rerank` of 20 pairs.
   * Replaces the built-in model in the worker, so it runs after every built-in suite.
   */
  'rerank-fixture': (params: {
    remoteHost: string;
    embedder: string;
    reranker: string;
    real: Reps;
    naive: Reps;
  }) => Measured;
};

export type BenchName = keyof BenchCalls;
export type BenchParams<N extends BenchName> = Parameters<BenchCalls[N]>[0];
export type BenchResult<N extends BenchName> = ReturnType<BenchCalls[N]>;

export type RunBench = <N extends BenchName>(
  name: N,
  params: BenchParams<N>,
) => Promise<BenchResult<N>>;

declare global {
  interface Window {
    /** Set by the bench page once its modules have loaded. */
    runBench?: RunBench;
  }
}
