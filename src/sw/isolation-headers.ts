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

/** Applies the headers to whatever a Workbox strategy answers with, from cache or network. */
export const isolationHeadersPlugin: WorkboxPlugin = {
  cachedResponseWillBeUsed: ({ cachedResponse }) =>
    Promise.resolve(cachedResponse ? withIsolationHeaders(cachedResponse) : cachedResponse),
  fetchDidSucceed: ({ response }) => Promise.resolve(withIsolationHeaders(response)),
};
