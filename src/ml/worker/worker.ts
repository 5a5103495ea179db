/// <reference lib="webworker" />
import { toWireError, transferablesOf, type FromWorker, type ToWorker } from '../protocol';
import { createHandlers, type HandlerContext } from './handlers';
import { loadModels } from './load-models';

declare const self: DedicatedWorkerGlobalScope;

function post(message: FromWorker): void {
  self.postMessage(message, message.kind === 'result' ? transferablesOf(message.result) : []);
}

const context: HandlerContext = {
  emit(name, payload) {
    post({ kind: 'event', name, payload });
  },
};

const appBase = new URL(import.meta.env.BASE_URL, self.location.origin);
const handlers = createHandlers((request, handlerContext) =>
  loadModels(request, handlerContext, appBase),
);

/** Calls cancelled before they started are skipped; a started one runs to its end. */
const cancelled = new Set<number>();

self.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.kind === 'cancel') {
    cancelled.add(message.id);
    return;
  }
  const { id, name, args } = message;
  // A macrotask, so that a cancel already queued behind this call is seen first.
  setTimeout(() => {
    if (cancelled.delete(id)) return;
    const handler = handlers[name] as (args: unknown, context: HandlerContext) => Promise<unknown>;
    handler(args, context).then(
      (result) => post({ kind: 'result', id, result }),
      (error: unknown) => post({ kind: 'error', id, error: toWireError(error) }),
    );
  }, 0);
});
