import type { ModelRequest } from '../../protocol';
import type { HandlerContext, LoadedModels } from '../handlers';
import { createHubEmbedder } from './hub-embedder';
import { configureHub, probeDevice } from './hub-env';
import { createHubReranker } from './hub-reranker';

/**
 * The Hub tier's models through transformers.js, from the host the person chose. The worker
 * imports this module only when that tier is asked for (load-models.ts): transformers.js is
 * most of the worker's code, and the built-in tier starts faster without parsing it.
 */
export async function loadHubModels(
  request: Extract<ModelRequest, { tier: 'hub' }>,
  { emit }: HandlerContext,
  appBase: URL,
): Promise<LoadedModels> {
  configureHub(request.remoteHost, appBase);
  const device = request.device === 'auto' ? await probeDevice() : request.device;
  const embedder = await createHubEmbedder(request.embedder, device, emit);
  const reranker =
    request.reranker === null ? null : await createHubReranker(request.reranker, device, emit);
  emit('model-progress', { stage: 'ready', loaded: 1, total: 1 });
  return { embedder, reranker, device };
}
