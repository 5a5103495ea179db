import type { SyncEngine } from '../domain/sync/sync-engines';
import type { ForethoughtDb } from './database';

/**
 * This device's sync: the server, the room, the passphrase (kept on this device only, to
 * reconnect and to show the pairing code on request) and whether it is paused. A settings
 * row of its own: a backup never carries it, and a wipe removes it (and so stops sync).
 */
export type SyncConfig = {
  server: string;
  room: string;
  passphrase: string;
  isPaused: boolean;
  /**
   * Set only on the device that turned sync on (a new room), until the room holds a key
   * check that opens with its key: the one device allowed to write a key check into a room
   * that looks empty. A device that joins with a pairing code never is, nor is any device
   * once its room has opened: to it an empty-looking room means a server that has not
   * loaded the room yet, or has lost it — and its own copy of the room (which holds the key
   * check) goes back to the server at the next connection anyway. Claiming the room then
   * would let a mistyped passphrase lock the right one out. Absent in older settings: false.
   */
  createsRoom?: boolean;
  /** The kind of server (`domain/sync/sync-engines.ts`). Absent in older settings: y-websocket. */
  engine?: SyncEngine;
};

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

/** The room this device made has opened (its key check is in it): it creates no other. */
export async function markRoomCreated(db: ForethoughtDb, room: string): Promise<void> {
  await db.transaction('rw', db.settings, async () => {
    const config = await readSyncConfig(db);
    if (config?.room !== room || config.createsRoom !== true) return;
    await saveSyncConfig(db, { ...config, createsRoom: false });
  });
}

/** Turns sync off on this device: what it holds stays; the other devices keep theirs. */
export async function forgetSyncConfig(db: ForethoughtDb): Promise<void> {
  await db.settings.delete(SYNC_CONFIG_KEY);
}
