/// <reference lib="webworker" />
import { toWireError, transferablesOf, type WireFromWorker, type WireToWorker } from './wire';

type AnyHandler = (args: unknown, context: unknown) => Promise<unknown>;

/**
 * Answers calls from the page with `handlers`, one per call name, inside a worker. Calls
 * cancelled before they started are skipped; a started one runs to its end.
 */
export function serveCalls<Context>(
  scope: DedicatedWorkerGlobalScope,
  handlers: { [name: string]: (args: never, context: Context) => Promise<unknown> },
  context: Context,
): void {
  const cancelled = new Set<number>();
  scope.addEventListener('message', (event: MessageEvent<WireToWorker>) => {
    const message = event.data;
    if (message.kind === 'cancel') {
      cancelled.add(message.id);
      return;
    }
    const { id, name, args } = message;
    // A macrotask, so that a cancel already queued behind this call is seen first.
    setTimeout(() => {
      if (cancelled.delete(id)) return;
      const handler = (handlers as Record<string, AnyHandler>)[name];
      if (!handler) {
        post(scope, { kind: 'error', id, error: { name: 'Error', message: `No call "${name}".` } });
        return;
      }
      handler(args, context).then(
        (result) => post(scope, { kind: 'result', id, result }),
        (error: unknown) => post(scope, { kind: 'error', id, error: toWireError(error) }),
      );
    }, 0);
  });
}

/** Posts a message to the page; a result's Float32Arrays are transferred, not copied. */
export function post(scope: DedicatedWorkerGlobalScope, message: WireFromWorker): void {
  scope.postMessage(message, message.kind === 'result' ? transferablesOf(message.result) : []);
}
