import { createMlClient, type MlClient } from './client';

let client: MlClient | null = null;

/** The app's one ML worker, started on first use. */
export function getMlClient(): MlClient {
  client ??= createMlClient(
    new Worker(new URL('./worker/worker.ts', import.meta.url), { type: 'module', name: 'ml' }),
  );
  return client;
}
