/// <reference lib="webworker" />
import { post, serveCalls } from '../serve-calls';
import { removeUnlockedFloatRowFiles } from './float-row-file';
import { createHandlers, type HandlerContext } from './handlers';
import { loadModels } from './load-models';

declare const self: DedicatedWorkerGlobalScope;

const context: HandlerContext = {
  emit(name, payload) {
    post(self, { kind: 'event', name, payload });
  },
};

const appBase = new URL(import.meta.env.BASE_URL, self.location.origin);
const handlers = createHandlers((request, handlerContext) =>
  loadModels(request, handlerContext, appBase),
);
serveCalls(self, handlers, context);
// A closed tab's worker leaves its file of float rows behind; nothing reads it again.
void removeUnlockedFloatRowFiles();
