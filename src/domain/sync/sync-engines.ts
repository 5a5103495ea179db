/**
 * The servers a room can live on: `y-websocket` is `npm run sync-server` (one process, the
 * default); `hocuspocus` is `npm run sync-server:scaled` (Hocuspocus processes sharing
 * Redis, behind a load balancer). Each speaks its own Yjs protocol, so the engine is chosen
 * in the sync settings and carried by the pairing code.
 */
export const SYNC_ENGINES = ['y-websocket', 'hocuspocus'] as const;
export type SyncEngine = (typeof SYNC_ENGINES)[number];

export const DEFAULT_SYNC_ENGINE: SyncEngine = 'y-websocket';

export function isSyncEngine(value: unknown): value is SyncEngine {
  return (SYNC_ENGINES as readonly unknown[]).includes(value);
}
