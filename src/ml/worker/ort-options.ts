/**
 * ONNX Runtime settings both tiers share (the built-in tier's own runtime and the Hub tier's,
 * inside transformers.js): kept apart from either, so the built-in tier's start does not load
 * transformers.js.
 */

/** The most threads one model's forward pass gets: beyond four, small models gain little. */
const MAX_ORT_THREADS = 4;

/**
 * ONNX Runtime's threads: one per core but one, which stays with the page, up to four (its
 * own default is half the cores). Threads need the page to be cross-origin isolated (the
 * app's headers; without them ONNX Runtime runs one). On a two-core machine a second thread
 * made a query's embedding no faster while the page worked, and its slow tail half as long
 * again (`npx tsx scripts/batching/threads.ts`). Read once, when a runtime's first session
 * starts: later changes are ignored.
 */
export function ortThreads(): number {
  const cores = navigator.hardwareConcurrency || 1;
  return Math.max(1, Math.min(MAX_ORT_THREADS, cores - 1));
}

/**
 * Threads for bulk embedding (an import, the background indexing) in a runtime of its own
 * (builtin/bulk-runtime.ts): every core, up to four — a long job, not a keystroke, and the
 * page is mostly idle meanwhile (two threads embed 1.6 times as many texts a second as one
 * on two cores, with the page idle). One without cross-origin isolation (no threads then).
 */
export function bulkThreads(): number {
  if (!globalThis.crossOriginIsolated) return 1;
  const cores = navigator.hardwareConcurrency || 1;
  return Math.max(1, Math.min(MAX_ORT_THREADS, cores));
}

/**
 * Session options for every model the worker loads on WASM. Idle threads do not spin (busy-
 * loop between operators, waiting for work): spinning threads took the core the page needed
 * (measured with two threads on two cores: a 16-token query 27 ms spinning, 14 ms not).
 */
export const ORT_SESSION_OPTIONS = {
  extra: { session: { 'intra_op.allow_spinning': '0', 'inter_op.allow_spinning': '0' } },
};
