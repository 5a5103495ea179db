import { env, pipeline } from '@huggingface/transformers';

import type { Embedder } from '../../embedder';
import type { HandlerContext } from '../handlers';
import { configureOrtWasm, ORT_SESSION_OPTIONS, progressReporter } from '../hub/hub-env';
import { BUILTIN_MODEL_DIR, BUILTIN_MODEL_NAME } from './asset-paths';
import { createE5Embedder } from './e5-embedder';
import { parseLanguageMeans } from './language-centring';

/**
 * The built-in embedder from the app's own origin (the build copies models/ into it; the
 * service worker keeps the files for offline use), on WASM: no network beyond the app.
 * transformers.js reads its model folder from one global setting, so this sets it for
 * each load; the Hub tier's configureHub sets it back.
 */
export async function loadBrowserBuiltinEmbedder(
  appBase: URL,
  emit: HandlerContext['emit'],
): Promise<Embedder> {
  const modelsBase = new URL(BUILTIN_MODEL_DIR, appBase);
  env.allowLocalModels = true;
  env.allowRemoteModels = false;
  // A path, not a URL: transformers.js looks for a file's existence (the tokenizer's) only
  // under a local path that is not an http(s) URL. The worker resolves it on its origin.
  env.localModelPath = modelsBase.pathname;
  // The service worker caches these files already; a second copy would only cost space.
  env.useBrowserCache = false;
  configureOrtWasm(appBase);
  const [extractor, centering] = await Promise.all([
    pipeline('feature-extraction', BUILTIN_MODEL_NAME, {
      device: 'wasm',
      dtype: 'q8',
      session_options: ORT_SESSION_OPTIONS,
      progress_callback: progressReporter(emit),
    }),
    fetch(new URL(`${BUILTIN_MODEL_NAME}/centering.json`, modelsBase)).then(async (response) => {
      if (!response.ok) throw new Error(`centering.json: HTTP ${response.status}`);
      return (await response.json()) as unknown;
    }),
  ]);
  const dims = (extractor.model.config as { hidden_size?: number }).hidden_size ?? 384;
  return createE5Embedder(extractor, parseLanguageMeans(centering, dims));
}
