import type { Embedder } from '../embedder';
import type { SyncEmbedder } from '../use/use-embedder';
import type {
  CallArgs,
  CallName,
  CallResult,
  EventName,
  ModelInfo,
  ModelRequest,
  WorkerEvents,
} from '../protocol';
import type { Reranker } from './hub/hub-reranker';
import type { LoadStage } from './load-stages';
import {
  createSlot,
  ModelNotLoadedError,
  ModelSupersededError,
  retireSlot,
  withSlot,
  type ModelSlot,
} from './model-slots';

/** What a handler may use besides its arguments. */
export type HandlerContext = {
  emit: <E extends EventName>(name: E, payload: WorkerEvents[E]) => void;
};

type Handlers = {
  [N in CallName]: (args: CallArgs<N>, context: HandlerContext) => Promise<CallResult<N>>;
};

/** The models one request loads: an embedder, maybe a cross-encoder, and where they run. */
export type LoadedModels = {
  embedder: Embedder;
  reranker: Reranker | null;
  device: ModelInfo['device'];
  /**
   * Recall's second view (domain/recall/second-view.ts): the built-in tier's, loaded, or a
   * loader the slot starts once it has its index and answered a draft, or 2 s after the index
   * (recall answers by the first view until the view joins; resolving to null: it could not
   * load).
   */
  secondView?: SyncEmbedder | null | (() => Promise<SyncEmbedder | null>);
  /** How long each part of the load took (load-stages.ts); none for the Hub tier. */
  loadStages?: LoadStage[];
};

/** A draft's answer, once given, lets the slot's second view start (startSecondViewSoon). */
async function afterDraft<T>(slot: ModelSlot, answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } finally {
    slot.draftAnswered();
  }
}

/** Loads a tier's models; the worker passes the real loaders, tests fakes. */
export type ModelLoader = (request: ModelRequest, context: HandlerContext) => Promise<LoadedModels>;

/**
 * Every worker call, one handler each. `satisfies Handlers` makes a call in the protocol
 * without a handler a compile error.
 *
 * Models are swapped, never dropped: a requested set loads beside the one serving (a Hub
 * download takes minutes, or hangs until the browser gives up), and serves only once its
 * index is loaded, so recall, capture's strong matches and classify keep answering from
 * the models loaded before. A failed load changes nothing, so falling back to the serving
 * models (the built-in ones, typically) costs no second load. A request loads once (the
 * promise is kept, so asking again while it loads waits for the same load).
 */
export function createHandlers(loadModels: ModelLoader) {
  /** Answers search, rerank, embed and classify. */
  let serving: ModelSlot | null = null;
  /** Loaded, waiting for its index-load to take over. */
  let staged: ModelSlot | null = null;
  const loads = new Map<string, Promise<ModelSlot>>();
  /** The request asked for last: a load that finishes after another was asked for is freed. */
  let wantedKey: string | null = null;

  async function startLoad(request: ModelRequest, key: string, context: HandlerContext) {
    try {
      const slot = createSlot(request, key, await loadModels(request, context), (secondViewId) =>
        context.emit('second-view', { modelId: slot.info.modelId, secondViewId }),
      );
      if (wantedKey !== key) {
        retireSlot(slot);
        throw new ModelSupersededError();
      }
      if (staged) retireSlot(staged);
      staged = slot;
      return slot;
    } finally {
      loads.delete(key);
    }
  }

  async function loadModel(request: ModelRequest, context: HandlerContext): Promise<ModelInfo> {
    const key = JSON.stringify(request);
    wantedKey = key;
    const ready = [serving, staged].find((slot) => slot?.key === key);
    if (ready) return ready.info;
    let load = loads.get(key);
    if (!load) {
      load = startLoad(request, key, context);
      loads.set(key, load);
    }
    return (await load).info;
  }

  /** The slot that answers now; while the first models load, calls wait for them. */
  async function answering(): Promise<ModelSlot> {
    const slot = serving ?? staged;
    if (slot) return slot;
    const first = wantedKey === null ? undefined : loads.get(wantedKey);
    if (!first) throw new Error('No model is loaded: call load-model first.');
    return first;
  }

  /** The slot of `modelId`, the first in `order` when two share it; without one, the default. */
  async function slotOf(modelId: string | undefined, order: (ModelSlot | null)[]) {
    if (modelId === undefined) return answering();
    const slot = order.find((candidate) => candidate?.info.modelId === modelId);
    if (!slot) throw new ModelNotLoadedError(modelId);
    return slot;
  }

  /**
   * The slot's index is loaded: it serves from now on, and the one before is freed (once
   * the calls using it are done: retireSlot). Keeping the built-in model beside the Hub
   * tier would hold its weights and wasm heap for nothing: loaded Hub models do not fail
   * later, and going back to the built-in model loads it again from the app's origin in
   * seconds.
   */
  function promote(slot: ModelSlot): void {
    if (staged === slot) staged = null;
    if (serving === slot) return;
    if (serving) retireSlot(serving);
    serving = slot;
  }

  return {
    'load-model': loadModel,
    embed: async ({ texts }) => withSlot(await answering(), (s) => s.engine.embedPacked(texts)),
    'index-load': async ({ modelId, ...args }) => {
      const slot =
        modelId === undefined
          ? (staged ?? (await answering()))
          : await slotOf(modelId, [staged, serving]);
      const result = await withSlot(slot, (s) => s.engine.load(args));
      promote(slot);
      slot.startSecondViewSoon();
      return result;
    },
    'index-upsert': async ({ modelId, entries }) =>
      withSlot(await slotOf(modelId, [serving, staged]), (s) => s.engine.upsert(entries)),
    'index-remove': async ({ modelId, ids }) =>
      withSlot(await slotOf(modelId, [serving, staged]), (s) => ({ count: s.engine.remove(ids) })),
    search: async (args) =>
      withSlot(await answering(), (s) => afterDraft(s, s.engine.search(args))),
    'recall-memory': async (args) =>
      withSlot(await answering(), (s) => afterDraft(s, s.engine.recallMemory(args))),
    'dismissals-load': async (args) =>
      withSlot(await slotOf(args.modelId, [serving, staged]), (s) => s.engine.loadDismissals(args)),
    'episodes-load': async ({ modelId, ...args }) =>
      withSlot(await slotOf(modelId, [serving, staged]), (s) => s.engine.loadEpisodes(args)),
    'episodes-upsert': async (args) =>
      withSlot(await slotOf(args.modelId, [serving, staged]), (s) => s.engine.upsertEpisodes(args)),
    'memories-load': async ({ modelId, ...args }) =>
      withSlot(await slotOf(modelId, [serving, staged]), (s) => s.engine.memories.load(args)),
    'memories-upsert': async ({ modelId, entries }) =>
      withSlot(await slotOf(modelId, [serving, staged]), (s) => s.engine.memories.upsert(entries)),
    'memories-remove': async ({ modelId, ids }) =>
      withSlot(await slotOf(modelId, [serving, staged]), (s) => ({
        count: s.engine.memories.remove(ids),
      })),
    'memories-nearest': async (args) =>
      withSlot(await answering(), (s) => s.engine.memories.nearest(args)),

    rerank: async (args) => withSlot(await answering(), (s) => s.engine.rerank(args)),
    classify: async ({ inputs }) =>
      withSlot(await answering(), async (s) => ({ results: await s.classifier(inputs) })),
    'read-status': async ({ texts }) =>
      withSlot(await answering(), async (s) => ({ statuses: await s.readStatus(texts) })),
    'forget-recent': () =>
      Promise.resolve({
        count: [serving, staged].reduce((sum, slot) => sum + (slot?.forgetRecentTexts() ?? 0), 0),
      }),
    'read-outcomes': async ({ sentences, plans }) =>
      withSlot(await answering(), async (s) => ({
        carriedOut: await s.readOutcomes(sentences, plans),
      })),
  } satisfies Handlers;
}
