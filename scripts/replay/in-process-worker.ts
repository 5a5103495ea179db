import type { Embedder } from '../../src/ml/embedder';
import { toWireError, type FromWorker, type ToWorker } from '../../src/ml/protocol';
import { createHandlers, type HandlerContext } from '../../src/ml/worker/handlers';

/**
 * A stand-in for the browser's `Worker` that answers the ML protocol with the worker's own
 * handlers (src/ml/worker/handlers.ts) in this process, over the given embedder, as the
 * built-in tier loads it (Chinese drafts fused). Only the model loading differs: Node
 * reads the weights from disk instead of fetching them.
 */
export function inProcessWorkerClass(embedder: Embedder): typeof Worker {
  const handlers = createHandlers(() =>
    Promise.resolve({ embedder, reranker: null, device: 'wasm' }),
  );
  class InProcessWorker {
    private readonly listeners: ((event: MessageEvent<FromWorker>) => void)[] = [];
    private readonly context: HandlerContext = {
      emit: (name, payload) => this.deliver({ kind: 'event', name, payload }),
    };

    addEventListener(_type: string, listener: (event: MessageEvent<FromWorker>) => void): void {
      this.listeners.push(listener);
    }

    postMessage(message: ToWorker): void {
      if (message.kind !== 'call') return;
      const handler = handlers[message.name] as (
        args: unknown,
        context: HandlerContext,
      ) => Promise<unknown>;
      handler(message.args, this.context).then(
        (result) => this.deliver({ kind: 'result', id: message.id, result }),
        (error: unknown) =>
          this.deliver({ kind: 'error', id: message.id, error: toWireError(error) }),
      );
    }

    terminate(): void {}

    private deliver(message: FromWorker): void {
      // A later task, as a worker's answer would arrive.
      setTimeout(() => {
        for (const listener of this.listeners)
          listener({ data: message } as MessageEvent<FromWorker>);
      }, 0);
    }
  }
  return InProcessWorker as unknown as typeof Worker;
}
