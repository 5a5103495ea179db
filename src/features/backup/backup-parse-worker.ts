/// <reference lib="webworker" />
import { handleBackupParse } from './backup-parse-handler';
import type { BackupParseRequest } from './backup-parse-protocol';

declare const self: DedicatedWorkerGlobalScope;

// One request per worker: the page starts a fresh worker for every file it imports.
self.addEventListener('message', (event: MessageEvent<BackupParseRequest>) => {
  void handleBackupParse(event.data.file, (message) => self.postMessage(message));
});
