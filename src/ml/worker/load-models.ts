import type { Embedder } from '../embedder';
import type { ModelRequest } from '../protocol';
import { withBulkRuntime } from './builtin/bulk-embedder';
import { openBulkRuntime } from './builtin/bulk-runtime';
import { loadBrowserBuiltinEmbedder } from './builtin/e5-source-browser';
import { bulkThreads, ortThreads } from './ort-options';
import { createStageTimer } from './load-stages';
import { loadBrowserUseEmbedder } from './builtin/second-view-browser';
import type { HandlerContext, LoadedModels } from './handlers';

/** The worker's real model loader: built-in from the app's origin, Hub tier from a host. */
export async function loadModels(
  request: ModelRequest,
  context: HandlerContext,
  appBase: URL,
): Promise<LoadedModels> {
  if (request.tier === 'builtin') {
    const timer = createStageTimer();
    const embedder = withBulkWhereItPays(
      await loadBrowserBuiltinEmbedder(appBase, timer, (loaded, total) =>
        context.emit('model-progress', { stage: 'fetching', loaded, total }),
      ),
      appBase,
    );
    const loadStages = timer.stages();
    // The second view loads once recall answers (the slot starts it after its index is
    // loaded and a draft answered, or 2 s after: model-slots.ts), not beside e5: on two
    // cores its 21 MB slowed e5's start by half a second.
    // Recall answers by e5 alone until it joins, and goes on without it if it cannot load.
    const secondView = () =>
      loadBrowserUseEmbedder(appBase).catch((error: unknown) => {
        console.warn('Recall runs without its second view:', error);
        return null;
      });
    context.emit('model-progress', { stage: 'ready', loaded: 1, total: 1 });
    return { embedder, reranker: null, device: 'wasm', secondView, loadStages };
  }
  const { loadHubModels } = await import('./hub/hub-tier');
  return loadHubModels(request, context, appBase);
}

/**
 * Bulk work on a runtime of its own where that doubles its threads (two cores: one thread
 * for drafts, two for bulk work). With more cores the drafts' runtime already has most of
 * them, and a second copy of the model would cost its memory for little.
 */
function withBulkWhereItPays(embedder: Embedder, appBase: URL): Embedder {
  const threads = bulkThreads();
  if (threads < 2 * ortThreads()) return embedder;
  return withBulkRuntime(embedder, { open: () => openBulkRuntime(appBase, threads) });
}
