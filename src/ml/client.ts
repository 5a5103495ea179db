import {
  transferablesOf,
  type CallArgs,
  type CallName,
  type CallResult,
  type EventName,
  type FromWorker,
  type ToWorker,
  type WireError,
  type WorkerEvents,
} from './protocol';

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

/** The main thread's typed handle on the ML worker. */
export type MlClient = {
  call<N extends CallName>(
    name: N,
    args: CallArgs<N>,
    signal?: AbortSignal,
  ): Promise<CallResult<N>>;
  on<E extends EventName>(name: E, listener: (payload: WorkerEvents[E]) => void): () => void;
  terminate(): void;
};

/** Wraps any Worker-like port (a real Worker, or a fake in tests). */
export function createMlClient(worker: Worker): MlClient {
  let nextId = 1;
  const pending = new Map<number, Pending>();
  const listeners = new Map<EventName, Set<Listener>>();

  worker.addEventListener('message', (event: MessageEvent<FromWorker>) => {
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

  function post(message: ToWorker, transfer: Transferable[] = []) {
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
