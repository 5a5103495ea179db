import type { WorkerCalls, WorkerEvents } from './protocol';
import { transferablesOf, type WireError, type WireFromWorker, type WireToWorker } from './wire';

/** A call the worker refused or failed, with the worker's error name and message. */
export class WorkerCallError extends Error {
  constructor(wire: WireError) {
    super(wire.message);
    this.name = wire.name;
  }
}

/** A call dropped because a newer one superseded it (or its signal aborted). */
export class CallCancelledError extends Error {
  constructor() {
    super('The call was superseded.');
    this.name = 'CallCancelledError';
  }
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Listener = (payload: never) => void;

/** A worker's calls: each takes one plain-data argument and answers plain data. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any call signature fits
type CallMap = Record<string, (args: any) => unknown>;
type EventMap = Record<string, unknown>;

/** The main thread's typed handle on a worker that speaks `Calls` and `Events`. */
export type WorkerClient<Calls extends CallMap, Events extends EventMap> = {
  call<N extends keyof Calls & string>(
    name: N,
    args: Parameters<Calls[N]>[0],
    signal?: AbortSignal,
  ): Promise<ReturnType<Calls[N]>>;
  on<E extends keyof Events & string>(name: E, listener: (payload: Events[E]) => void): () => void;
  terminate(): void;
};

/** The handle on the ML worker (src/ml/worker). */
export type MlClient = WorkerClient<WorkerCalls, WorkerEvents>;

/** Wraps the ML worker, or any Worker-like port speaking its protocol (a fake in tests). */
export function createMlClient(worker: Worker): MlClient {
  return createWorkerClient<WorkerCalls, WorkerEvents>(worker);
}

/** Wraps any Worker-like port (a real Worker, or a fake in tests). */
export function createWorkerClient<Calls extends CallMap, Events extends EventMap>(
  worker: Worker,
): WorkerClient<Calls, Events> {
  let nextId = 1;
  const pending = new Map<number, Pending>();
  const listeners = new Map<string, Set<Listener>>();

  worker.addEventListener('message', (event: MessageEvent<WireFromWorker>) => {
    const message = event.data;
    if (message.kind === 'event') {
      for (const listener of listeners.get(message.name) ?? []) listener(message.payload as never);
      return;
    }
    const call = pending.get(message.id);
    if (!call) return; // cancelled: a late answer to an old call is dropped
    pending.delete(message.id);
    if (message.kind === 'result') call.resolve(message.result);
    else call.reject(new WorkerCallError(message.error));
  });

  function post(message: WireToWorker, transfer: Transferable[] = []) {
    worker.postMessage(message, transfer);
  }

  return {
    call(name, args, signal) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        if (signal?.aborted) {
          reject(new CallCancelledError());
          return;
        }
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        signal?.addEventListener('abort', () => {
          if (!pending.delete(id)) return;
          post({ kind: 'cancel', id });
          reject(new CallCancelledError());
        });
        post({ kind: 'call', id, name, args }, transferablesOf(args));
      });
    },
    on(name, listener) {
      const set = listeners.get(name) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(name, set);
      return () => set.delete(listener);
    },
    terminate() {
      worker.terminate();
      for (const call of pending.values()) call.reject(new CallCancelledError());
      pending.clear();
    },
  };
}
