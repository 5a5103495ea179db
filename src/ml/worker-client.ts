import { createMlClient, type MlClient } from './client';

let client: MlClient | null = null;
let stoppedForReload = false;

/** A port that takes calls and never answers: the page is about to reload. */
const silentPort = {
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  postMessage: () => undefined,
  terminate: () => undefined,
} as unknown as Worker;

/** The app's one ML worker, started on first use. */
export function getMlClient(): MlClient {
  client ??= createMlClient(
    stoppedForReload
      ? silentPort
      : new Worker(new URL('./worker/worker.ts', import.meta.url), { type: 'module', name: 'ml' }),
  );
  return client;
}

/**
 * Stops the ML worker for good, before the page reloads into a new version of the app. The
 * worker reads the model's files through the old service worker, and Chromium lets a new
 * version take over only when the old one has nothing in hand: with the worker still loading
 * when the person chose to reload, the switch never came. Calls made after this wait for the
 * reload instead of starting another worker.
 */
export function stopMlWorkerForReload(): void {
  stoppedForReload = true;
  client?.terminate();
  client = null;
}
