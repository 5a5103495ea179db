import { liveQuery } from 'dexie';

import { getDb } from '../db/database';
import { readSettings } from '../db/settings-repo';
import { browserLlmRequestOf, loadBrowserLlm, unloadBrowserLlm } from '../stores/llm-store';

/**
 * Loads the in-browser classification model when the settings choose it (at start, and
 * right after the person agrees to its download), and lets it go when they choose another.
 */
export function followClassifierSettings(): void {
  liveQuery(() => readSettings(getDb())).subscribe((settings) => {
    if (settings.classifier === 'browser-llm') void loadBrowserLlm(browserLlmRequestOf(settings));
    else unloadBrowserLlm();
  });
}
