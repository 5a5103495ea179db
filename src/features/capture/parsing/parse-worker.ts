/// <reference lib="webworker" />
import { handleParseRequest } from './parse-handler';
import type { ParseRequest } from './parse-protocol';

declare const self: DedicatedWorkerGlobalScope;

// One request per worker: the page starts a fresh worker for every file or paste.
self.addEventListener('message', (event: MessageEvent<ParseRequest>) => {
  void handleParseRequest(event.data.input, (message) => self.postMessage(message));
});
