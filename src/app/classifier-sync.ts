import { liveQuery } from 'dexie';

import { getDb } from '../db/database';
import { readSettings } from '../db/settings-repo';
import { browserLlmRequestOf, loadBrowserLlm, unloadBrowserLlm } from '../stores/llm-store';

/**
 * Loads the in-browser instruct model when the settings choose it to classify or to answer
 * in the Chat (at start, and right after the person agrees to its download), and lets it go
 * when neither uses it any more.
 */
export function followClassifierSettings(): void {
  liveQuery(() => readSettings(getDb())).subscribe((settings) => {
    const isUsed =
      settings.classifier === 'browser-llm' || settings.chatAssistant === 'browser-llm';
    if (isUsed) void loadBrowserLlm(browserLlmRequestOf(settings));
    else unloadBrowserLlm();
  });
}
