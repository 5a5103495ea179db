/// <reference lib="webworker" />
import { createBrowserUseSource } from './builtin/use-source-browser';
import { createUseEncoder } from './builtin/use-encoder';
import { toWireError, transferablesOf, type FromWorker, type ToWorker } from '../protocol';
import { createHandlers, type HandlerContext } from './handlers';
import type { UseModelSource } from './builtin/use-model';

declare const self: DedicatedWorkerGlobalScope;

function post(message: FromWorker): void {
  self.postMessage(message, message.kind === 'result' ? transferablesOf(message.result) : []);
}

const context: HandlerContext = {
  emit(name, payload) {
    post({ kind: 'event', name, payload });
  },
};

function shardCount(modelJson: unknown): number {
  if (typeof modelJson !== 'object' || modelJson === null || !('weightsManifest' in modelJson))
    return 0;
  const manifest = modelJson.weightsManifest;
  if (!Array.isArray(manifest)) return 0;
  let count = 0;
  for (const group of manifest as unknown[]) {
    if (
      typeof group === 'object' &&
      group !== null &&
      'paths' in group &&
      Array.isArray(group.paths)
    ) {
      count += group.paths.length;
    }
  }
  return count;
}

/** Reports progress shard by shard (the weights come from the app's own origin). */
function withProgress(source: UseModelSource, emit: HandlerContext['emit']): UseModelSource {
  let loaded = 0;
  let total = 0;
  return {
    ...source,
    async readModelJson() {
      const modelJson = await source.readModelJson();
      total = shardCount(modelJson);
      emit('model-progress', { stage: 'fetching', loaded, total });
      return modelJson;
    },
    async readWeightShard(path) {
      const bytes = await source.readWeightShard(path);
      loaded += 1;
      emit('model-progress', { stage: 'fetching', loaded, total });
      return bytes;
    },
  };
}

const handlers = createHandlers(async ({ emit }) => {
  const base = new URL(import.meta.env.BASE_URL, self.location.origin);
  const embedder = await createUseEncoder(withProgress(createBrowserUseSource(base), emit));
  emit('model-progress', { stage: 'ready', loaded: 1, total: 1 });
  return embedder;
});

/** Calls cancelled before they started are skipped; a started one runs to its end. */
const cancelled = new Set<number>();

self.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.kind === 'cancel') {
    cancelled.add(message.id);
    return;
  }
  const { id, name, args } = message;
  // A macrotask, so that a cancel already queued behind this call is seen first.
  setTimeout(() => {
    if (cancelled.delete(id)) return;
    const handler = handlers[name] as (args: unknown, context: HandlerContext) => Promise<unknown>;
    handler(args, context).then(
      (result) => post({ kind: 'result', id, result }),
      (error: unknown) => post({ kind: 'error', id, error: toWireError(error) }),
    );
  }, 0);
});
