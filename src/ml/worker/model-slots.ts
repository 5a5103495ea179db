import { LABEL_HEADS } from '../../domain/capture/label-heads';
import { createCaptureClassifier, type CaptureClassifier } from '../../domain/capture/classifier';
import { SEED_EXAMPLES } from '../../domain/capture/seed-examples';
import { MOVED_HEADS } from '../../domain/capture/moved-heads';
import { OUTCOME_HEADS } from '../../domain/capture/outcome-heads';
import { createOutcomeReader, type OutcomeReader } from '../../domain/capture/outcome-reader';
import { SETTLED_HEADS } from '../../domain/capture/settled-heads';
import { STATUS_HEADS } from '../../domain/capture/status-heads';
import { createStatusReader, type StatusReader } from '../../domain/capture/status-reader';
import type { ModelInfo, ModelRequest } from '../protocol';
import type { LoadedModels } from './handlers';
import { openFloatRowFile } from './float-row-file';
import { RecallEngine } from './recall-engine';
import { withRecentVectors } from './recent-vectors';

/** One loaded set of models, and how many calls are using it right now. */
export type ModelSlot = {
  key: string;
  info: ModelInfo;
  engine: RecallEngine;
  /** The importance classifier over the same embedder (its seeds embedded on first use). */
  classifier: CaptureClassifier;
  /** Whether sentences report a plan done or given up (the status head, when it has one). */
  readStatus: StatusReader;
  /** Which kept plans sentences report carried out by their outcome (the outcome head). */
  readOutcomes: OutcomeReader;
  /** Forgets the texts (and vectors) the slot's embedder remembers; how many there were. */
  forgetRecentTexts: () => number;
  busy: number;
  isRetired: boolean;
  isDisposed: boolean;
  /**
   * Starts it after the slot's first answer to a draft, or `SECOND_VIEW_AT_LATEST_MS` from
   * now if no draft comes: its load (files, tokenizer parse, tables) holds the worker's
   * thread, and begun with the index it made the first recall after opening wait (the bench's
   * first recall call took 214 ms where it took 125 ms with the view later).
   */
  startSecondViewSoon: () => void;
  /** A draft was answered: the second view starts, if the slot has its index. */
  draftAnswered: () => void;
};

/** The latest the second view starts after the index is loaded (startSecondViewSoon). */
export const SECOND_VIEW_AT_LATEST_MS = 2_000;

/** A call named a model that is no longer loaded (recall switched models meanwhile). */
export class ModelNotLoadedError extends Error {
  constructor(modelId: string) {
    super(`The model ${modelId} is no longer loaded: recall switched models.`);
    this.name = 'ModelNotLoadedError';
  }
}

/** A load finished after a newer request: its models were freed, not used. */
export class ModelSupersededError extends Error {
  constructor() {
    super('Another model was asked for while this one loaded.');
    this.name = 'ModelSupersededError';
  }
}

/**
 * The slot of one loaded set of models. A second view given as a loader starts loading once
 * the slot has its index and has answered a draft, or a little later at the latest
 * (startSecondViewSoon: recall answers first, by the first view), and joins
 * its engine when it arrives, unless the slot was freed meanwhile; `onSecondView` then hears
 * its id, or null when it could not load.
 */
export function createSlot(
  request: ModelRequest,
  key: string,
  models: LoadedModels,
  onSecondView: (secondViewId: string | null) => void = () => {},
): ModelSlot {
  const { reranker, device, secondView = null, loadStages = [] } = models;
  const loadLater = typeof secondView === 'function' ? secondView : null;
  const loaded = typeof secondView === 'function' ? null : secondView;
  // Recall and capture read many of the same texts (recent-vectors.ts): each embedded once.
  const embedder = withRecentVectors(models.embedder);
  /** Set once the slot has its index: the view is due by then at the latest. */
  let dueTimer: ReturnType<typeof setTimeout> | undefined;
  let isViewStarted = false;
  /** Starts loading a second view given as a loader (once; a no-op otherwise). */
  const startSecondView = () => {
    if (isViewStarted) return;
    isViewStarted = true;
    clearTimeout(dueTimer);
    // A slot replaced or freed before its view was due needs none.
    if (slot.isRetired || slot.isDisposed) return;
    void loadLater?.().then((view) => {
      // Models already replaced say nothing: their word would be about models gone.
      if (slot.isRetired || slot.isDisposed) {
        view?.dispose();
        return;
      }
      if (view) {
        slot.engine.attachSecondView(view);
        slot.info = { ...slot.info, secondViewId: view.modelId };
      }
      onSecondView(slot.info.secondViewId);
    });
  };
  const slot: ModelSlot = {
    key,
    info: {
      modelId: embedder.modelId,
      dims: embedder.dims,
      tier: request.tier,
      device,
      hasReranker: reranker !== null,
      secondViewId: loaded?.modelId ?? null,
      loadStages,
    },
    engine: new RecallEngine(embedder, {
      reranker,
      openFloatRows: openFloatRowFile,
      isBuiltinTier: request.tier === 'builtin',
      secondView: loaded,
    }),
    classifier: createCaptureClassifier(embedder, SEED_EXAMPLES, LABEL_HEADS),
    readStatus: createStatusReader(embedder, {
      status: STATUS_HEADS,
      moved: MOVED_HEADS,
      settled: SETTLED_HEADS,
    }),
    readOutcomes: createOutcomeReader(embedder, OUTCOME_HEADS),
    forgetRecentTexts: () => embedder.forget(),
    busy: 0,
    isRetired: false,
    isDisposed: false,
    startSecondViewSoon: () => {
      dueTimer ??= setTimeout(startSecondView, SECOND_VIEW_AT_LATEST_MS);
    },
    draftAnswered: () => {
      if (dueTimer !== undefined) startSecondView();
    },
  };
  return slot;
}

/** Runs `work` on the slot's models, which are not freed while it runs. */
export async function withSlot<T>(slot: ModelSlot, work: (slot: ModelSlot) => T | Promise<T>) {
  slot.busy += 1;
  try {
    return await work(slot);
  } finally {
    release(slot);
  }
}

/**
 * Frees the slot's models once no call is using them. A call may be half way through an
 * embedding (a search typed just before the switch, a batch of the background indexing):
 * disposing its tensors or ONNX session under it would fail that call, or worse.
 */
export function retireSlot(slot: ModelSlot): void {
  slot.isRetired = true;
  disposeIfIdle(slot);
}

function release(slot: ModelSlot): void {
  slot.busy -= 1;
  disposeIfIdle(slot);
}

function disposeIfIdle(slot: ModelSlot): void {
  if (!slot.isRetired || slot.busy > 0 || slot.isDisposed) return;
  slot.isDisposed = true;
  slot.engine.dispose();
}
