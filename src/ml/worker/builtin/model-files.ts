import { MODEL_FILES_MANIFEST, modelCacheName, type ModelFilesManifest } from './asset-paths';

/** The built-in tier's files: each read, and its size as built (null: not known). */
export type ModelFileReader = {
  read(url: URL): Promise<Response>;
  sizeOf(url: URL): Promise<number | null>;
};

/**
 * The built-in tier's files, from the service worker's model cache when it holds them (a
 * later visit), read by the ML worker itself: through the service worker the 44 MB model
 * took a third longer to arrive (`npm run bench -- --suite load`). The cache is the one of
 * this version's manifest, which the service worker serves from its precache, so files of
 * another version are never read. Otherwise (a first visit, a browser without Cache
 * Storage) from the network, through the browser's HTTP cache.
 */
export function createModelFileReader(appBase: URL): ModelFileReader {
  let manifest: Promise<ModelFilesManifest | null> | null = null;
  let cache: Promise<Cache | null> | null = null;
  const readManifest = async (): Promise<ModelFilesManifest | null> => {
    // Revalidated: a stale manifest would name another version's cache.
    const response = await fetch(new URL(MODEL_FILES_MANIFEST, appBase), { cache: 'no-cache' });
    return response.ok ? ((await response.json()) as ModelFilesManifest) : null;
  };
  const openCache = async (): Promise<Cache | null> => {
    const read = await (manifest ??= readManifest().catch(() => null));
    if (read === null || typeof caches === 'undefined') return null;
    const name = modelCacheName(read);
    // caches.open would create an empty cache the service worker then never fills.
    return (await caches.has(name)) ? caches.open(name) : null;
  };
  return {
    async read(url) {
      cache ??= openCache().catch(() => null);
      const kept = await (await cache)?.match(url.href);
      if (kept) return kept;
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url.pathname}: HTTP ${response.status}`);
      return response;
    },
    async sizeOf(url) {
      const read = await (manifest ??= readManifest().catch(() => null));
      const path = url.href.startsWith(appBase.href) ? url.href.slice(appBase.href.length) : null;
      return (path === null ? undefined : read?.sizes?.[path]) ?? null;
    },
  };
}

/**
 * A response's body, reporting the bytes read so far (decoded: the size as built, whatever
 * encoding the host sent it in).
 */
export async function readWithProgress(
  response: Response,
  onProgress: (loaded: number) => void,
): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.length;
    onProgress(loaded);
  }
  const bytes = new Uint8Array(loaded);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}
