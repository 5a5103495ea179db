/**
 * The one contract between the main thread and the ML worker: every call, every event.
 * Both sides import this file and nothing else of each other. Values are plain data (they
 * cross by structured clone); Float32Arrays are transferred, not copied.
 */
import type { ClassifyInput } from '../domain/capture/extract-candidates';
import type { Classification } from '../domain/capture/labels';
import type { ReadStatus } from '../domain/capture/status-reader';
import type { ItemStatus } from '../domain/item';
import type { MemoryKind } from '../domain/memory/memory-record';
import type { TimeRange } from '../domain/memory/time-range';
import type { RecallScorer, ScoreThresholds } from '../domain/recall/scorer-choice';
import type { WireFromWorker, WireToWorker } from './wire';

/** An item as the worker indexes it: its text (for the lexical score of fused lists) and status. */
export type IndexEntry = { id: string; text: string; status: ItemStatus; saidAt: number };

/** Which scorer produced a list (a fused list is labelled in the UI). */
export type Scorer = RecallScorer;

export type RecallHit = { id: string; score: number };

/** An episode (journal entry, correction or chat turn) as the worker indexes it. */
export type EpisodeEntry = { id: string; text: string; at: number; sourceId: string };

/** A past conversation recalled, with why: both scores, the decay, and what they made. */
export type EpisodeHit = {
  id: string;
  score: number;
  dense: number;
  lexical: number;
  decay: number;
  at: number;
};

/** An accepted fact or habit as the worker indexes it, with what its decay reads. */
export type MemoryEntry = {
  id: string;
  kind: MemoryKind;
  text: string;
  lastUsedAt: number;
  useCount: number;
};

/** A fact or habit recalled, with why: both scores, the decay, and what they made. */
export type MemoryHit = {
  id: string;
  kind: MemoryKind;
  score: number;
  dense: number;
  lexical: number;
  decay: number;
};

/** The four indexes recall_memory searches, as its fused list names them. */
export type MemoryIndexName = 'prospective' | MemoryKind | 'episodic';

/** One entry of the fused list: which index it came from, its id and its RRF score. */
export type FusedMemoryHit = { index: MemoryIndexName; id: string; score: number };

export type Tier = 'builtin' | 'hub';

/** What to load: the built-in encoder, or Hub models from a host the person chose. */
export type ModelRequest =
  | { tier: 'builtin' }
  | {
      tier: 'hub';
      embedder: string;
      reranker: string | null;
      /** The Hub, or the person's mirror, in the Hub's URL scheme. */
      remoteHost: string;
      device: 'auto' | 'webgpu' | 'wasm';
    };

/** One part of a model load, in ms from the load's start (parts overlap: each has its own span). */
export type LoadStage = { stage: string; startMs: number; endMs: number };

export type ModelInfo = {
  modelId: string;
  dims: number;
  tier: Tier;
  /** Where it runs: TF.js wasm for the built-in tier, WebGPU or WASM for the Hub tier. */
  device: 'webgpu' | 'wasm';
  hasReranker: boolean;
  /** Recall's second view (domain/recall/second-view.ts), when loaded; built-in tier only. */
  secondViewId: string | null;
  /** Where the load's time went, part by part (worker/load-stages.ts); empty on the Hub tier. */
  loadStages: LoadStage[];
};

export type WorkerCalls = {
  /**
   * Loads a tier's models (once per request) beside the ones answering now, which keep
   * answering every call until the new ones get their `index-load`: a download of minutes
   * never leaves recall without a model. A failed load changes nothing; a load overtaken
   * by a newer request is refused once done (`ModelSupersededError`) and freed.
   */
  'load-model': (args: ModelRequest) => ModelInfo;
  /** Embeds texts; `vectors` is packed row-major, `dims` floats per text. */
  embed: (args: { texts: string[] }) => { vectors: Float32Array; dims: number };
  /**
   * Replaces the whole index of the models with `modelId` (at start): entries plus, for
   * some of them, stored vectors. Those models then answer every call, and the ones that
   * answered before are freed. Without `modelId`: the models loaded last.
   */
  'index-load': (args: {
    modelId?: string;
    entries: IndexEntry[];
    vectorIds: string[];
    vectors: Float32Array;
  }) => {
    count: number;
    missing: string[];
  };
  /**
   * Adds or updates entries; those without a vector are embedded by the worker and returned.
   * With `modelId`, refused (`ModelNotLoadedError`) once those models are gone, so vectors
   * of one model are never handed back as another's.
   */
  'index-upsert': (args: { modelId?: string; entries: IndexEntry[] }) => {
    embeddedIds: string[];
    vectors: Float32Array;
    dims: number;
  };
  'index-remove': (args: { modelId?: string; ids: string[] }) => { count: number };
  /**
   * Recall for a draft: the top `k` items in `statuses`. Cosine and lexical scores have
   * their own scales, so each has its own show-nothing threshold; below them, nothing is
   * returned.
   */
  search: (args: {
    query: string;
    k: number;
    statuses: ItemStatus[];
    thresholds: ScoreThresholds;
    /**
     * Read words as well as meaning whatever the language (capture asks which kept item a
     * sentence names; the panel leaves this off and gets the scorer its tier measured best).
     */
    withWords?: boolean;
    /** A rendering of another query: not calibrated across languages (as in recall-memory). */
    isRendering?: boolean;
  }) => {
    hits: RecallHit[];
    scorer: Scorer;
    tookMs: number;
    /** Items the second view has still to embed in the background (0 without one). */
    secondViewWaiting: number;
  };
  /**
   * recall_memory: the four indexes searched for one query. The prospective items as
   * `search` ranks them (dense; on the built-in tier a pair across languages calibrated, a
   * Chinese draft's shared words added, and the order read with the second view); facts and
   * habits by meaning (calibrated the same way) and words, each kind above its own thresholds, lowered by the decay on last use and use count; the episodic log by
   * meaning and words together, kept to the time range the query names ("last week",
   * "上个月") and lowered by a Gaussian decay of `episodic.widthDays`. `fused` is all four
   * lists in one, by reciprocal-rank fusion with the per-index `weights`.
   */
  'recall-memory': (args: {
    query: string;
    k: number;
    statuses: ItemStatus[];
    thresholds: ScoreThresholds;
    now: number;
    episodic: {
      k: number;
      widthDays: number;
      thresholds: ScoreThresholds;
      /** The conversation on screen: its turns are in view, not past (null: none). */
      excludeSourceId: string | null;
    };
    memories?: {
      /** How many of each kind. */
      k: number;
      thresholds: Record<MemoryKind, ScoreThresholds>;
      widthDays: Record<MemoryKind, number>;
    };
    weights?: Record<MemoryIndexName, number>;
    /**
     * The query is another's rendering word by word in the other language (Search's word
     * bridge): pairs across languages are not calibrated, since the query as typed reads them.
     */
    isRendering?: boolean;
  }) => {
    hits: RecallHit[];
    scorer: Scorer;
    episodes: EpisodeHit[];
    memories: MemoryHit[];
    fused: FusedMemoryHit[];
    timeRange: TimeRange | null;
    tookMs: number;
    /** Where `tookMs` went, stage by stage (ms), for the bench. */
    stageMs: RecallStageMs;
  };
  /**
   * The remembered "Not now"s (item, draft): `recall-memory` lowers an item for drafts like
   * one it was dismissed for. Replaces the list each time.
   */
  'dismissals-load': (args: { modelId?: string; entries: { itemId: string; draft: string }[] }) => {
    count: number;
  };
  /** Replaces the episodic index of `modelId`'s models, as `index-load` does for items. */
  'episodes-load': (args: {
    modelId?: string;
    entries: EpisodeEntry[];
    vectorIds: string[];
    vectors: Float32Array;
  }) => { count: number; missing: string[] };
  /**
   * Adds episodes; those without a vector are embedded and returned, to be stored. The
   * log is append-only (only a wipe empties it, and reloads), so nothing is ever removed.
   */
  'episodes-upsert': (args: { modelId?: string; entries: EpisodeEntry[] }) => {
    embeddedIds: string[];
    vectors: Float32Array;
    dims: number;
  };
  /** Replaces the index of accepted facts and habits, as `index-load` does for items. */
  'memories-load': (args: {
    modelId?: string;
    entries: MemoryEntry[];
    vectorIds: string[];
    vectors: Float32Array;
  }) => { count: number; missing: string[] };
  /** Adds or updates memories; those new or whose text changed are embedded and returned. */
  'memories-upsert': (args: { modelId?: string; entries: MemoryEntry[] }) => {
    embeddedIds: string[];
    vectors: Float32Array;
    dims: number;
  };
  'memories-remove': (args: { modelId?: string; ids: string[] }) => { count: number };
  /** For each text, the nearest accepted memories by cosine (consolidation's check). */
  'memories-nearest': (args: { texts: string[]; k: number }) => {
    nearest: { id: string; score: number }[][];
  };
  /**
   * Reorders a first list with the cross-encoder (Hub tier): its score, not the
   * embedding's, orders the final list; below `threshold` an item is dropped.
   */
  rerank: (args: { query: string; ids: string[]; threshold: number }) => {
    hits: RecallHit[];
    tookMs: number;
  };
  /**
   * The importance classifier: a label (an item type or none) and a confidence for each
   * text, by cue patterns and the nearest labelled seed examples under the loaded embedder.
   */
  classify: (args: { inputs: ClassifyInput[] }) => { results: Classification[] };
  /**
   * Whether each sentence reports one of the writer's plans done or given up, by the status
   * head trained for the loaded model; null for neither, or when that model has no head.
   */
  'read-status': (args: { texts: string[] }) => { statuses: ReadStatus[] };
  /** Row per sentence, column per plan: whether the sentence reports the plan carried out. */
  'read-outcomes': (args: { sentences: string[]; plans: string[] }) => { carriedOut: boolean[][] };
  /**
   * Forgets the texts the loaded models remember having embedded (recent-vectors.ts), so
   * that what a wipe removed leaves no copy in the worker's memory; `count`: how many.
   */
  'forget-recent': (args: Record<string, never>) => { count: number };
};

/** `recall-memory`'s stages: the draft's embedding, the items, the log by meaning and by words, the facts. */
export type RecallStageMs = {
  embed: number;
  items: number;
  episodesDense: number;
  episodesLexical: number;
  memories: number;
};

export type CallName = keyof WorkerCalls;
export type CallArgs<N extends CallName> = Parameters<WorkerCalls[N]>[0];
export type CallResult<N extends CallName> = ReturnType<WorkerCalls[N]>;

export type WorkerEvents = {
  'model-progress': { stage: 'fetching' | 'initialising' | 'ready'; loaded: number; total: number };
  /**
   * Recall's second view, loaded after the models of `modelId` were ready, joined them
   * (`secondViewId`) or could not load (null).
   */
  'second-view': { modelId: string; secondViewId: string | null };
};
export type EventName = keyof WorkerEvents;

export type ToWorker = WireToWorker<CallName>;
export type FromWorker = WireFromWorker<EventName>;
export { toWireError, transferablesOf, type WireError } from './wire';
