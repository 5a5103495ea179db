import { registerSW } from 'virtual:pwa-register';

import { disposeLlmClient } from '../ml/llm-client';
import { stopMlWorkerForReload } from '../ml/worker-client';
import { markTakenOverElsewhere, markUpdateReady } from '../stores/update-store';

let activateWaitingVersion: ((reload: boolean) => Promise<void>) | null = null;
/** This page asked for the new version ("Reload now"), so it reloads once it takes over. */
let isReloadWanted = false;

/**
 * Registers the service worker (src/sw/) in the build. A new version found on a later visit
 * waits: the person is told (update-banner.tsx) and chooses when to reload into it, so
 * nothing half-typed is lost to an automatic reload. When they choose it in one tab, the new
 * version takes over every tab; the others are told, and reload only when asked to, since
 * what is typed there lives only in the page.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  activateWaitingVersion = registerSW({
    onNeedRefresh: markUpdateReady,
    onNeedReload: () => {
      if (isReloadWanted) window.location.reload();
      else markTakenOverElsewhere();
    },
    onRegisterError: (error: unknown) => console.warn('Service worker not registered', error),
  });
}

/**
 * Lets the waiting version take over, then reloads the page into it (at once when it took
 * over already, from another tab). The model workers stop first: one still reading model
 * files through the old service worker keeps the old version in place (see
 * stopMlWorkerForReload), and the page reloads anyway.
 */
export async function reloadIntoNewVersion(): Promise<void> {
  isReloadWanted = true;
  stopMlWorkerForReload();
  disposeLlmClient();
  const registration = await navigator.serviceWorker.getRegistration();
  if (activateWaitingVersion && registration?.waiting) await activateWaitingVersion(true);
  else window.location.reload();
}
