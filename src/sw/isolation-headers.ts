import type { WorkboxPlugin } from 'workbox-core';

/**
 * Cross-origin isolation without a server that sends headers (GitHub Pages and the like):
 * the service worker adds COOP/COEP to the app's own responses, so pages it controls can
 * use SharedArrayBuffer (multi-threaded WebAssembly). Before it controls a page — the first
 * visit — the page is not isolated and the runtimes fall back to one thread.
 */
const ISOLATION_HEADERS: Readonly<Record<string, string>> = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

export function withIsolationHeaders(response: Response): Response {
  // Opaque and redirected responses cannot be rebuilt; they are passed on as they are.
  if (response.type === 'opaque' || response.type === 'opaqueredirect' || response.status === 0) {
    return response;
  }
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(ISOLATION_HEADERS)) headers.set(name, value);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** A Workbox plugin: the headers on what a strategy answers with, for requests `applies` picks. */
function isolationPlugin(applies: (request: Request) => boolean): WorkboxPlugin {
  const rebuild = (request: Request, response: Response) =>
    applies(request) ? withIsolationHeaders(response) : response;
  return {
    cachedResponseWillBeUsed: ({ request, cachedResponse }) =>
      Promise.resolve(cachedResponse ? rebuild(request, cachedResponse) : cachedResponse),
    fetchDidSucceed: ({ request, response }) => Promise.resolve(rebuild(request, response)),
  };
}

/** Every response, from cache or network (the precache: the page and its scripts). */
export const isolationHeadersPlugin = isolationPlugin(() => true);

/**
 * The model route, where only ONNX Runtime's scripts need the headers (its threads are
 * workers); what a page or worker reads with fetch() — destination empty: the model's 44 MB
 * and the runtime's wasm — is passed on untouched, so its body is not piped through this
 * worker, as a rebuilt response's is. (The precache keeps the plugin above: it answers
 * navigations with a request of its own, whose destination is empty too.)
 */
export const workerIsolationHeadersPlugin = isolationPlugin(
  (request) => request.destination !== '',
);
