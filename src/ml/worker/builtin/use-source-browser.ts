import { TFJS_WASM_ASSET_DIR, USE_LITE_ASSET_DIR } from './asset-paths';
import type { UseModelSource } from './use-model';

async function fetchOk(url: URL): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load ${url.href}: HTTP ${response.status}`);
  return response;
}

/**
 * USE-lite fetched from the app's own origin, so the built-in tier needs no network beyond
 * the app. `baseUrl` is the app's root as an absolute URL, e.g. in a worker
 * `new URL(import.meta.env.BASE_URL, self.location.origin)`.
 */
export function createBrowserUseSource(baseUrl: URL | string): UseModelSource {
  const modelDir = new URL(USE_LITE_ASSET_DIR, baseUrl);
  const readJson = async (name: string): Promise<unknown> =>
    (await fetchOk(new URL(name, modelDir))).json() as Promise<unknown>;
  return {
    wasmPaths: new URL(TFJS_WASM_ASSET_DIR, baseUrl).href,
    readModelJson: () => readJson('model.json'),
    readWeightShard: async (path) => (await fetchOk(new URL(path, modelDir))).arrayBuffer(),
    readVocabulary: () => readJson('vocab.json'),
  };
}
