import type { Embedder } from '../embedder';
import type {
  CallArgs,
  CallName,
  CallResult,
  EventName,
  ModelInfo,
  ModelRequest,
  WorkerEvents,
} from '../protocol';
import { createCaptureClassifier, type CaptureClassifier } from '../../domain/capture/classifier';
import { SEED_EXAMPLES } from '../../domain/capture/seed-examples';
import type { Reranker } from './hub/hub-reranker';
import { RecallEngine } from './recall-engine';

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
  /** The built-in tier: Chinese drafts are ranked by cosine and lexical score fused. */
  fusesChineseDrafts: boolean;
};

/** Loads a tier's models; the worker passes the real loaders, tests fakes. */
export type ModelLoader = (request: ModelRequest, context: HandlerContext) => Promise<LoadedModels>;

type Loaded = {
  key: string;
  engine: Promise<RecallEngine>;
  info: Promise<ModelInfo>;
  /** The importance classifier over the same embedder (its seeds embedded on first use). */
  classifier: Promise<CaptureClassifier>;
};

/**
 * Every worker call, one handler each. `satisfies Handlers` makes a call in the protocol
 * without a handler a compile error. A model loads once per request (the promise is kept,
 * so calls made while it loads wait for the same load); a different request replaces it.
 */
export function createHandlers(loadModels: ModelLoader) {
  let current: Loaded | null = null;

  function load(request: ModelRequest, context: HandlerContext): Loaded {
    const key = JSON.stringify(request);
    if (current?.key === key) return current;
    const previous = current;
    const models = loadModels(request, context);
    const engine = models.then((loaded) => new RecallEngine(loaded.embedder, loaded));
    const info = models.then(({ embedder, device, reranker }): ModelInfo => ({
      modelId: embedder.modelId,
      dims: embedder.dims,
      tier: request.tier,
      device,
      hasReranker: reranker !== null,
    }));
    const classifier = models.then(({ embedder }) =>
      createCaptureClassifier((texts) => embedder.embed(texts), SEED_EXAMPLES),
    );
    // A failed load rejects all three; the load-model call reports it, and a classify
    // call made meanwhile gets the rejection too. Unawaited, they would also be reported
    // as unhandled.
    info.catch(() => undefined);
    classifier.catch(() => undefined);
    const next: Loaded = { key, engine, info, classifier };
    current = next;
    // The old models go once replaced. A failed load leaves the previous ones in place, so
    // falling back to them (the built-in model, typically) costs no second load; the failed
    // request may be retried by the next call.
    engine.then(
      () => previous?.engine.then((old) => old.dispose()),
      () => {
        if (current !== next) return;
        current = null;
        previous?.engine.then(
          () => {
            if (current === null) current = previous;
          },
          () => undefined,
        );
      },
    );
    return next;
  }

  async function loaded(): Promise<RecallEngine> {
    if (!current) throw new Error('No model is loaded: call load-model first.');
    return current.engine;
  }

  async function loadedClassifier(): Promise<CaptureClassifier> {
    if (!current) throw new Error('No model is loaded: call load-model first.');
    return current.classifier;
  }

  return {
    'load-model': async (request, context) => {
      const { engine, info } = load(request, context);
      await engine;
      return info;
    },
    embed: async ({ texts }) => (await loaded()).embedPacked(texts),
    'index-load': async (args) => (await loaded()).load(args),
    'index-upsert': async ({ entries }) => (await loaded()).upsert(entries),
    'index-remove': async ({ ids }) => ({ count: (await loaded()).remove(ids) }),
    search: async (args) => (await loaded()).search(args),
    rerank: async (args) => (await loaded()).rerank(args),
    classify: async ({ inputs }) => {
      const classify = await loadedClassifier();
      return { results: await classify(inputs) };
    },
  } satisfies Handlers;
}
