/// <reference lib="webworker" />
import { post, serveCalls } from '../serve-calls';
import { loadInstructLlm } from './instruct-llm';
import { createLlmHandlers, type LlmContext } from './llm-handlers';

declare const self: DedicatedWorkerGlobalScope;

const context: LlmContext = {
  emit(name, payload) {
    post(self, { kind: 'event', name, payload });
  },
};

const appBase = new URL(import.meta.env.BASE_URL, self.location.origin);
serveCalls(
  self,
  createLlmHandlers((request, handlerContext) => loadInstructLlm(request, handlerContext, appBase)),
  context,
);
