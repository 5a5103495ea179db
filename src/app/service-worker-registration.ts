import { registerSW } from 'virtual:pwa-register';

import { disposeLlmClient } from '../ml/llm-client';
import { stopMlWorkerForReload } from '../ml/worker-client';
import { markUpdateReady } from '../stores/update-store';

let activateWaitingVersion: ((reload: boolean) => Promise<void>) | null = null;

/**
 * Registers the service worker (src/sw/) in the build. A new version found on a later visit
 * waits: the person is told (update-banner.tsx) and chooses when to reload into it, so
 * nothing half-typed is lost to an automatic reload.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  activateWaitingVersion = registerSW({
    onNeedRefresh: markUpdateReady,
    onRegisterError: (error: unknown) => console.warn('Service worker not registered', error),
  });
}

/**
 * Lets the waiting version take over, then reloads the page into it. The model workers stop
 * first: one still reading model files through the old service worker keeps the old version
 * in place (see stopMlWorkerForReload), and the page reloads anyway.
 */
export async function reloadIntoNewVersion(): Promise<void> {
  stopMlWorkerForReload();
  disposeLlmClient();
  if (activateWaitingVersion) await activateWaitingVersion(true);
  else window.location.reload();
}
