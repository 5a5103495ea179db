import type { ForethoughtDb } from './database';

/**
 * This device's sync: the server, the room, the passphrase (kept on this device only, to
 * reconnect and to show the pairing code on request) and whether it is paused. A settings
 * row of its own: a backup never carries it, and a wipe removes it (and so stops sync).
 */
export type SyncConfig = { server: string; room: string; passphrase: string; isPaused: boolean };

export const SYNC_CONFIG_KEY = 'sync';

export async function readSyncConfig(db: ForethoughtDb): Promise<SyncConfig | null> {
  const row = await db.settings.get(SYNC_CONFIG_KEY);
  return (row?.value as SyncConfig | undefined) ?? null;
}

export async function saveSyncConfig(db: ForethoughtDb, config: SyncConfig): Promise<void> {
  await db.settings.put({ key: SYNC_CONFIG_KEY, value: config });
}

export async function setSyncPaused(db: ForethoughtDb, isPaused: boolean): Promise<void> {
  const config = await readSyncConfig(db);
  if (config) await saveSyncConfig(db, { ...config, isPaused });
}

/** Turns sync off on this device: what it holds stays; the other devices keep theirs. */
export async function forgetSyncConfig(db: ForethoughtDb): Promise<void> {
  await db.settings.delete(SYNC_CONFIG_KEY);
}
