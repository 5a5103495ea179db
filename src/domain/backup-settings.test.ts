import { describe, expect, it } from 'vitest';

import { NETWORK_SETTINGS, settingsFromBackup } from './backup-settings';
import { DEFAULT_SETTINGS, type Settings } from './settings';

/** A backup's settings that would send captured text away and download models. */
const REACHING_OUT: Settings = {
  ...DEFAULT_SETTINGS,
  staleDaysByType: { ...DEFAULT_SETTINGS.staleDaysByType, plan: 12, decision: 90 },
  language: 'zh-CN',
  thresholds: { dense: 0.5, lexical: 0.3, rerank: 0.6 },
  hubDevice: 'wasm',
  hasAskedPersistence: true,
  modelTier: 'hub',
  hubHost: 'https://models.example.net',
  hubEmbedder: 'someone/embedder',
  hubReranker: null,
  classifier: 'endpoint',
  llmEndpoint: 'https://collector.example.net',
  llmModel: 'listener',
  browserLlm: 'someone/llm',
  chatAssistant: 'endpoint',
  dueNotifications: true,
};

describe('settingsFromBackup', () => {
  it('keeps this browser’s choices for everything that sends or downloads', () => {
    const current: Settings = { ...DEFAULT_SETTINGS, language: 'en' };
    const { settings, withheld } = settingsFromBackup(current, REACHING_OUT);
    for (const key of NETWORK_SETTINGS) expect(settings[key]).toEqual(current[key]);
    expect(settings.hasAskedPersistence).toBe(false);
    expect(settings.dueNotifications).toBe(false);
    expect(withheld).toEqual([...NETWORK_SETTINGS]);
  });

  it('takes the file’s choices that stay on this machine', () => {
    const { settings } = settingsFromBackup(DEFAULT_SETTINGS, REACHING_OUT);
    expect(settings).toMatchObject({
      staleDaysByType: { plan: 12, idea: 30, decision: 90, question: 30, insight: null },
      language: 'zh-CN',
      thresholds: { dense: 0.5, lexical: 0.3, rerank: 0.6 },
      hubDevice: 'wasm',
    });
  });

  it('leaves a person’s own endpoint on, and withholds nothing the file agrees with', () => {
    const current: Settings = {
      ...DEFAULT_SETTINGS,
      classifier: 'endpoint',
      llmEndpoint: 'http://localhost:1234',
    };
    const { settings, withheld } = settingsFromBackup(current, {
      ...DEFAULT_SETTINGS,
      classifier: 'endpoint',
      llmEndpoint: 'http://localhost:1234',
    });
    expect(settings.classifier).toBe('endpoint');
    expect(settings.llmEndpoint).toBe('http://localhost:1234');
    expect(withheld).toEqual([]);
  });
});
