import { matchPrecache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

import {
  BUILTIN_MODEL_DIR,
  MODEL_CACHE_PREFIX,
  MODEL_FILES_MANIFEST,
  modelCacheName,
  ORT_WASM_ASSET_DIR,
  type ModelFilesManifest,
} from '../ml/worker/builtin/asset-paths';
import { workerIsolationHeadersPlugin } from './isolation-headers';

const MODEL_DIRS = [BUILTIN_MODEL_DIR, ORT_WASM_ASSET_DIR];

/*
 * Model files are too large for the precache (Workbox refuses files over its size limit,
 * and every new app version would fetch them all again): they live in a cache of their own,
 * named by the hash of their bytes (modelCacheName), so a changed model file is never served
 * from an old cache. The built-in tier's files (the models and ONNX Runtime's plain build)
 * are put there when the service worker installs — which, on a first visit, is after the
 * ML worker has loaded them (main.tsx), so they come from the browser's HTTP cache — and the
 * next visit works offline. The ML worker reads them from that cache itself
 * (worker/builtin/model-files.ts).
 */

async function fetchManifest(base: URL): Promise<ModelFilesManifest> {
  const url = new URL(MODEL_FILES_MANIFEST, base);
  const response = (await matchPrecache(url.href)) ?? (await fetch(url, { cache: 'no-store' }));
  if (!response.ok) throw new Error(`${url.pathname}: HTTP ${response.status}`);
  return (await response.json()) as ModelFilesManifest;
}

/**
 * Install step: the built-in model's files, fetched now, into this version's cache; the files
 * kept once used (the Hub tier's runtime) are fetched too when an earlier version's cache held
 * them, so that tier keeps working offline across an update.
 */
export async function warmModelCache(base: URL): Promise<void> {
  const manifest = await fetchManifest(base);
  const name = modelCacheName(manifest);
  const cache = await caches.open(name);
  const cached = new Set((await cache.keys()).map((request) => request.url));
  const missing = manifest.offline
    .map((path) => new URL(path, base).href)
    .filter((url) => !cached.has(url));
  await cache.addAll(missing);
  const earlier = (await caches.keys()).filter(
    (other) => other.startsWith(MODEL_CACHE_PREFIX) && other !== name,
  );
  for (const path of manifest.onDemand ?? []) {
    const url = new URL(path, base).href;
    if (cached.has(url)) continue;
    for (const other of earlier) {
      if (await (await caches.open(other)).match(url)) {
        await cache.add(url);
        break;
      }
    }
  }
}

/** Activate step: drops the caches of earlier model files once this version's are in place. */
export async function deleteOtherModelCaches(base: URL): Promise<void> {
  const keep = modelCacheName(await fetchManifest(base));
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(MODEL_CACHE_PREFIX) && name !== keep)
      .map((name) => caches.delete(name)),
  );
}

/**
 * Serves model files cache-first. The route is registered at start-up (a service worker
 * must register its routes synchronously); the cache name is read once, when first needed.
 */
export function routeModelFiles(base: URL): void {
  let strategy: Promise<CacheFirst> | null = null;
  const strategyFor = () =>
    (strategy ??= fetchManifest(base).then(
      (manifest) =>
        new CacheFirst({
          cacheName: modelCacheName(manifest),
          plugins: [workerIsolationHeadersPlugin],
        }),
    ));
  const prefixes = MODEL_DIRS.map((dir) => new URL(dir, base).href);
  registerRoute(
    // A request for a byte range (transformers.js asks for byte 0 to learn whether a file
    // exists) goes to the network: a cache holds whole files, and a 206 cannot be kept.
    ({ url, request }) =>
      !request.headers.has('range') &&
      !url.pathname.endsWith(MODEL_FILES_MANIFEST) &&
      prefixes.some((prefix) => url.href.startsWith(prefix)),
    async (options) => (await strategyFor()).handle(options),
  );
}
