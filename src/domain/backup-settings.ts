import type { Settings } from './settings';

/**
 * Settings that send data off this machine or download from it: the Hub tier and where its
 * models come from, the classifier (an endpoint receives captured sentences, the browser
 * LLM is downloaded) and the endpoint and models it would use. Each is switched on only in
 * Settings, behind a consent step, never by a file.
 */
export const NETWORK_SETTINGS = [
  'modelTier',
  'hubHost',
  'hubEmbedder',
  'hubReranker',
  'classifier',
  'llmEndpoint',
  'llmModel',
  'browserLlm',
  'chatAssistant',
] as const satisfies readonly (keyof Settings)[];

export type NetworkSetting = (typeof NETWORK_SETTINGS)[number];

/** Facts about this browser (a permission it granted) rather than choices a backup carries. */
const BROWSER_SETTINGS = [
  'hasAskedPersistence',
  'dueNotifications',
] as const satisfies readonly (keyof Settings)[];

export type ImportedSettings = {
  settings: Settings;
  /** Network settings the file chose differently from this browser; not applied. */
  withheld: NetworkSetting[];
};

function isSame(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The settings after an import: the file's choices for what stays on this machine (stale
 * days, language, thresholds, device), this browser's own for everything that could send
 * or download. A backup is data, never permission.
 */
export function settingsFromBackup(current: Settings, incoming: Settings): ImportedSettings {
  const settings: Settings = { ...incoming };
  const withheld: NetworkSetting[] = [];
  for (const key of NETWORK_SETTINGS) {
    if (!isSame(incoming[key], current[key])) withheld.push(key);
    Object.assign(settings, { [key]: current[key] });
  }
  for (const key of BROWSER_SETTINGS) Object.assign(settings, { [key]: current[key] });
  return { settings, withheld };
}
