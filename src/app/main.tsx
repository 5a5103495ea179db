import './zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { getDb } from '../db/database';
import { readSettings } from '../db/settings-repo';
import { readSyncConfig } from '../db/sync-config-repo';
import { languageFromBrowser } from '../domain/settings';
import { followLocationHash } from '../stores/ui-store';
import { App } from './app';
import { applyDocumentPolicy } from './content-security-policy';
import { startDueNotifier } from './due-notifier';
import { followClassifierSettings } from './classifier-sync';
import { startConsolidation } from '../stores/consolidation-runner';
import { initI18n } from './i18n';
import { exposeIntegrityCheck } from './integrity-console';
import { followModelSettings, prestartBuiltinModel } from './recall-sync';
import { registerServiceWorker } from './service-worker-registration';
import { markStartStep } from '../ml/start-marks';
import { startStaleSweeps } from './startup';
import { followSyncSettings } from './sync-runner';
import { guardAgainstUpgradeElsewhere, sayWhileUpgradeBlocked } from './storage-guard';
import './styles.css';

async function start(root: HTMLElement) {
  // The model loads while the settings are read and the page is drawn, not after; the service
  // worker registers once that load is over, so that on a first visit its install finds the
  // model's files in the HTTP cache instead of downloading them beside the worker.
  void prestartBuiltinModel().then(registerServiceWorker);
  followLocationHash();
  guardAgainstUpgradeElsewhere(getDb());
  // An upgrade held up by another open tab would leave the page blank for as long as it waits.
  const stopSayingBlocked = sayWhileUpgradeBlocked(getDb(), (text) => {
    root.textContent = text;
  });
  try {
    // The language is read before the first render so the page never flashes in English.
    const settings = await readSettings(getDb());
    // Before anything renders or connects: what the page may reach follows the settings.
    applyDocumentPolicy(settings, (await readSyncConfig(getDb()))?.server ?? null);
    await initI18n(settings.language ?? languageFromBrowser(navigator.languages));
    stopSayingBlocked();
    markStartStep('settings-read');
  } catch (error) {
    // IndexedDB can be unavailable (private modes, a full disk); say so rather than hang.
    root.textContent = `Forethought could not open its storage: ${String(error)}`;
    return;
  }
  startStaleSweeps();
  exposeIntegrityCheck();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  markStartStep('render-started');
  // Recall follows the settings' model (the built-in one is loading already); the app is
  // usable before it is ready.
  followModelSettings();
  followClassifierSettings();
  // Facts and habits are proposed from what is written, in the background, for review.
  startConsolidation();
  // Sync runs only once the person has turned it on (Settings → Sync).
  followSyncSettings();
  startDueNotifier();
}

const root = document.getElementById('root');
if (root) void start(root);
