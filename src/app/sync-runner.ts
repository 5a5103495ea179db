import { liveQuery } from 'dexie';

import { getDb } from '../db/database';
import { readSyncConfig, type SyncConfig } from '../db/sync-config-repo';
import { setSyncStatus } from '../stores/sync-store';
import { startSyncSession, type SyncSession } from '../sync/sync-session';

/**
 * Runs sync while this device's sync settings say so (Settings → Sync): nothing connects
 * before the person turns it on; a pause, turning it off, a wipe or a room that moved to a
 * new passphrase stops it; a changed server, room, passphrase or kind of server starts it
 * afresh; a new name for this device goes to the running session.
 */
export function followSyncSettings(): void {
  let running: { key: string; session: Promise<SyncSession | null> } | null = null;

  function stop() {
    const previous = running;
    running = null;
    setSyncStatus(null);
    void previous?.session.then((session) => session?.stop());
  }

  function start(config: SyncConfig) {
    const key = JSON.stringify([config.server, config.room, config.passphrase, config.engine]);
    if (running?.key === key) {
      const { deviceName } = config;
      if (deviceName !== undefined) void running.session.then((s) => s?.rename(deviceName));
      return;
    }
    stop();
    const session = startSyncSession(getDb(), config, (status) => {
      if (running?.key === key) setSyncStatus(status);
    }).catch((error: unknown) => {
      console.error('sync', error);
      return null;
    });
    running = { key, session };
  }

  liveQuery(() => readSyncConfig(getDb())).subscribe((config) => {
    if (config === null || config.isPaused || config.movedTo !== undefined) stop();
    else start(config);
  });
}
