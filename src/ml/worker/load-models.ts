import type { ModelRequest } from '../protocol';
import { createBilingualEmbedder } from './builtin/bilingual-embedder';
import { createUseEncoder } from './builtin/use-encoder';
import type { UseModelSource } from './builtin/use-model';
import { createBrowserUseSource } from './builtin/use-source-browser';
import { loadBrowserZhTable } from './builtin/zh-source-browser';
import type { HandlerContext, LoadedModels } from './handlers';
import { createHubEmbedder } from './hub/hub-embedder';
import { configureHub, probeDevice } from './hub/hub-env';
import { createHubReranker } from './hub/hub-reranker';

function shardCount(modelJson: unknown): number {
  if (typeof modelJson !== 'object' || modelJson === null || !('weightsManifest' in modelJson)) {
    return 0;
  }
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

/** The worker's real model loader: built-in from the app's origin, Hub tier from a host. */
export async function loadModels(
  request: ModelRequest,
  { emit }: HandlerContext,
  appBase: URL,
): Promise<LoadedModels> {
  if (request.tier === 'builtin') {
    // The table (5 MB) downloads while the encoder's graph is built and warmed up.
    const [english, table] = await Promise.allSettled([
      createUseEncoder(withProgress(createBrowserUseSource(appBase), emit)),
      loadBrowserZhTable(appBase),
    ]);
    if (english.status === 'rejected') throw english.reason;
    if (table.status === 'rejected') {
      english.value.dispose();
      throw table.reason;
    }
    const embedder = createBilingualEmbedder(english.value, table.value);
    emit('model-progress', { stage: 'ready', loaded: 1, total: 1 });
    return { embedder, reranker: null, device: 'tfjs-wasm', fusesChineseDrafts: true };
  }
  configureHub(request.remoteHost, appBase);
  const device = request.device === 'auto' ? await probeDevice() : request.device;
  const embedder = await createHubEmbedder(request.embedder, device, emit);
  const reranker =
    request.reranker === null ? null : await createHubReranker(request.reranker, device, emit);
  emit('model-progress', { stage: 'ready', loaded: 1, total: 1 });
  return { embedder, reranker, device, fusesChineseDrafts: false };
}
