import { documentPolicy } from '../domain/content-security-policy';
import type { Settings } from '../domain/settings';

/**
 * Adds the settings-dependent half of the Content-Security-Policy (domain/
 * content-security-policy.ts) as a <meta>, before the first render and before any worker or
 * request starts. The script half is already in index.html. Only the build: Vite's dev
 * server relies on inline scripts and its own websocket.
 */
export function applyDocumentPolicy(settings: Settings, syncServer: string | null = null): void {
  if (!import.meta.env.PROD) return;
  const meta = document.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.content = documentPolicy(settings, syncServer);
  meta.dataset.policy = 'document';
  document.head.prepend(meta);
}
