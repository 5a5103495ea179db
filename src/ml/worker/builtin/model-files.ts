import { MODEL_FILES_MANIFEST, modelCacheName, type ModelFilesManifest } from './asset-paths';

/** Reads one of the built-in tier's files. */
export type ModelFileReader = (url: URL) => Promise<Response>;

/**
 * The built-in tier's files, from the service worker's model cache when it holds them (a
 * later visit), read by the ML worker itself: through the service worker the 44 MB model
 * took a third longer to arrive (`npm run bench -- --suite load`). The cache is the one of
 * this version's manifest, which the service worker serves from its precache, so files of
 * another version are never read. Otherwise (a first visit, a browser without Cache
 * Storage) from the network, through the browser's HTTP cache.
 */
export function createModelFileReader(appBase: URL): ModelFileReader {
  let cache: Promise<Cache | null> | null = null;
  const openCache = async (): Promise<Cache | null> => {
    if (typeof caches === 'undefined') return null;
    const response = await fetch(new URL(MODEL_FILES_MANIFEST, appBase));
    if (!response.ok) return null;
    const name = modelCacheName((await response.json()) as ModelFilesManifest);
    // caches.open would create an empty cache the service worker then never fills.
    return (await caches.has(name)) ? caches.open(name) : null;
  };
  return async (url) => {
    cache ??= openCache().catch(() => null);
    const kept = await (await cache)?.match(url.href);
    if (kept) return kept;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url.pathname}: HTTP ${response.status}`);
    return response;
  };
}
