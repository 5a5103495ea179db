import type { Embedder } from '../embedder';
import type {
  CallArgs,
  CallName,
  CallResult,
  EventName,
  ModelInfo,
  WorkerEvents,
} from '../protocol';
import { RecallEngine } from './recall-engine';

/** What a handler may use besides its arguments. */
export type HandlerContext = {
  emit: <E extends EventName>(name: E, payload: WorkerEvents[E]) => void;
};

type Handlers = {
  [N in CallName]: (args: CallArgs<N>, context: HandlerContext) => Promise<CallResult<N>>;
};

/** Loads a tier's embedder; the worker passes the real one, tests a fake. */
export type EmbedderFactory = (context: HandlerContext) => Promise<Embedder>;

/**
 * Every worker call, one handler each. `satisfies Handlers` makes a call in the protocol
 * without a handler a compile error. The model loads once (its promise is kept, so calls
 * made while it loads wait for the same load).
 */
export function createHandlers(loadBuiltin: EmbedderFactory) {
  let engine: Promise<RecallEngine> | null = null;

  function ready(context: HandlerContext): Promise<RecallEngine> {
    engine ??= loadBuiltin(context).then((embedder) => new RecallEngine(embedder));
    // A failed load may be retried by the next call.
    engine.catch(() => (engine = null));
    return engine;
  }

  async function loaded(): Promise<RecallEngine> {
    if (!engine) throw new Error('No model is loaded: call load-model first.');
    return engine;
  }

  return {
    'load-model': async (_args, context): Promise<ModelInfo> => ({
      ...(await ready(context)).embedderInfo,
      tier: 'builtin',
    }),
    embed: async ({ texts }) => (await loaded()).embedPacked(texts),
    'index-load': async (args) => (await loaded()).load(args),
    'index-upsert': async ({ entries }) => (await loaded()).upsert(entries),
    'index-remove': async ({ ids }) => ({ count: (await loaded()).remove(ids) }),
    search: async (args) => (await loaded()).search(args),
  } satisfies Handlers;
}
