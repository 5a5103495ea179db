import { createUseEmbedder, type SyncEmbedder } from '../../use/use-embedder';
import type { UseLayout } from '../../use/use-weights';
import { BUILTIN_MODEL_DIR, SECOND_VIEW_MODEL_NAME } from './asset-paths';

/**
 * The second view from the app's own origin (the build copies it beside e5; the service
 * worker keeps it for offline use).
 */
export async function loadBrowserUseEmbedder(appBase: URL): Promise<SyncEmbedder> {
  const dir = new URL(`${BUILTIN_MODEL_DIR}${SECOND_VIEW_MODEL_NAME}/`, appBase);
  const read = async (name: string) => {
    const response = await fetch(new URL(name, dir));
    if (!response.ok) throw new Error(`${SECOND_VIEW_MODEL_NAME}/${name}: HTTP ${response.status}`);
    return response;
  };
  const [tokenizer, layout, weights] = await Promise.all([
    read('tokenizer.json').then((response) => response.json() as Promise<object>),
    read('use.json').then((response) => response.json() as Promise<UseLayout>),
    read('use.bin').then((response) => response.arrayBuffer()),
  ]);
  return createUseEmbedder({ tokenizer, layout, weights });
}
