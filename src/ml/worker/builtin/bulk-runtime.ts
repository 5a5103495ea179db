import type { BulkRuntime } from './bulk-embedder';

/** What the ML worker asks the bulk worker (bulk-worker.ts). */
export type ToBulkWorker =
  | { kind: 'load'; appBase: string; threads: number }
  | { kind: 'embed'; id: number; texts: string[] };

/** What the bulk worker answers: its load's outcome, then vectors (packed) per call. */
export type FromBulkWorker =
  | { kind: 'ready' }
  | { kind: 'failed'; message: string }
  | { kind: 'vectors'; id: number; vectors: Float32Array; dims: number }
  | { kind: 'error'; id: number; message: string };

type Pending = { resolve: (vectors: Float32Array[]) => void; reject: (error: Error) => void };

/**
 * Starts the built-in model a second time, in a worker of its own with `threads` threads
 * (its own ONNX Runtime: a runtime's threads are set once, for all its sessions), for bulk
 * embedding (bulk-embedder.ts). The files come from the same caches as the first copy's.
 */
export function openBulkRuntime(appBase: URL, threads: number): BulkRuntime {
  const worker = new Worker(new URL('./bulk-worker.ts', import.meta.url), {
    type: 'module',
    name: 'ml-bulk',
  });
  const pending = new Map<number, Pending>();
  let nextId = 0;
  /** Set once the worker failed or was stopped: every later call is refused at once. */
  let deadBecause: Error | null = null;
  let settleLoad: { resolve: () => void; reject: (error: Error) => void } | null = null;
  const ready = new Promise<void>((resolve, reject) => (settleLoad = { resolve, reject }));
  const failAll = (error: Error) => {
    deadBecause ??= error;
    settleLoad?.reject(error);
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  worker.onmessage = ({ data }: MessageEvent<FromBulkWorker>) => {
    if (data.kind === 'ready') settleLoad?.resolve();
    else if (data.kind === 'failed') failAll(new Error(data.message));
    else {
      const call = pending.get(data.id);
      pending.delete(data.id);
      if (data.kind === 'error') call?.reject(new Error(data.message));
      else call?.resolve(unpack(data.vectors, data.dims));
    }
  };
  worker.onerror = (event) => failAll(new Error(event.message || 'The bulk worker failed.'));
  const load: ToBulkWorker = { kind: 'load', appBase: appBase.href, threads };
  worker.postMessage(load);
  return {
    ready,
    embed(texts) {
      if (deadBecause) return Promise.reject(deadBecause);
      const id = (nextId += 1);
      return new Promise<Float32Array[]>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        const message: ToBulkWorker = { kind: 'embed', id, texts: [...texts] };
        worker.postMessage(message);
      });
    },
    terminate() {
      worker.terminate();
      failAll(new Error('The bulk runtime was stopped.'));
    },
  };
}

function unpack(packed: Float32Array, dims: number): Float32Array[] {
  const vectors: Float32Array[] = [];
  for (let start = 0; start < packed.length; start += dims) {
    vectors.push(packed.subarray(start, start + dims));
  }
  return vectors;
}
