import type { Settings } from './settings';

/**
 * The app's Content-Security-Policy, in two halves, both enforced (a browser applies every
 * policy it is given, so a later one can only narrow, never widen, an earlier one):
 * - the script half, fixed, in the built index.html before any script runs;
 * - the document half, at start, from the settings: nothing is fetched from anywhere but the
 *   app's own origin, the person's own machine (loopback: Ollama, LM Studio) and the LLM
 *   endpoint they configured. Model downloads happen in the workers, whose policy is their
 *   own (see ARCHITECTURE.md).
 */
export const SCRIPT_POLICY =
  "script-src 'self' 'wasm-unsafe-eval'; object-src 'none'; base-uri 'none'";

/** The person's own machine: never a third party. */
export const LOOPBACK_SOURCES = [
  'http://localhost:*',
  'http://127.0.0.1:*',
  'https://localhost:*',
  'https://127.0.0.1:*',
  // A sync server the person runs on this machine (npm run sync-server).
  'ws://localhost:*',
  'ws://127.0.0.1:*',
  'wss://localhost:*',
  'wss://127.0.0.1:*',
] as const;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);

/** The origin a setting sends to, if any; null for loopback, which is always allowed. */
function configuredOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (!['http:', 'https:', 'ws:', 'wss:'].includes(parsed.protocol)) return null;
    return LOOPBACK_HOSTS.has(parsed.hostname) ? null : parsed.origin;
  } catch {
    return null;
  }
}

/** The settings that decide where the page may connect. */
export type ConnectSettings = Pick<Settings, 'classifier' | 'chatAssistant' | 'llmEndpoint'>;

/**
 * Where the page itself may connect besides its own origin, for these settings: the LLM
 * endpoint only while capture or the Chat's assistant uses it.
 */
export function connectSources(
  settings: ConnectSettings,
  syncServer: string | null = null,
): string[] {
  const isUsed = settings.classifier === 'endpoint' || settings.chatAssistant === 'endpoint';
  const endpoint = isUsed ? configuredOrigin(settings.llmEndpoint) : null;
  // The sync server the person turned on (Settings → Sync), when it is on another machine.
  const sync = syncServer === null ? null : configuredOrigin(syncServer);
  return ["'self'", ...LOOPBACK_SOURCES, ...[endpoint, sync].filter((origin) => origin !== null)];
}

export function documentPolicy(
  settings: ConnectSettings,
  syncServer: string | null = null,
): string {
  return [
    "default-src 'self'",
    SCRIPT_POLICY,
    `connect-src ${connectSources(settings, syncServer).join(' ')}`,
    "img-src 'self' data: blob:",
    "style-src 'self'",
    "worker-src 'self'",
    "form-action 'none'",
  ].join('; ');
}

/**
 * Whether a policy already in force lets the page reach `url`: a newly configured endpoint
 * on another machine is reachable only after a reload puts it into the policy.
 */
export function isReachableUnder(policy: string, url: string): boolean {
  const origin = configuredOrigin(url);
  if (origin === null) return true;
  const connect = policy.split(';').find((part) => part.trim().startsWith('connect-src'));
  return connect?.trim().split(/\s+/).includes(origin) ?? false;
}
