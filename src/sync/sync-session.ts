import { IndexeddbPersistence } from 'y-indexeddb';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';

import type { ForethoughtDb } from '../db/database';
import type { SyncConfig } from '../db/sync-config-repo';
import { deriveSyncKey } from '../domain/sync/sync-key';
import { startDatabaseMirror } from './database-mirror';
import { EncryptedRoom, type RoomStatus } from './encrypted-room';

export type SyncStatus = {
  connection: 'connecting' | 'connected' | 'offline';
  room: RoomStatus['state'];
  unreadable: number;
  /** The last time this device exchanged changes with the server. */
  lastSyncedAt: number | null;
};

export type SyncSession = { stop(): void };

/**
 * One device's sync: the database mirrored into the person's document (kept in this
 * browser, y-indexeddb, so a reload resends only what the room lacks), the document joined
 * to the encrypted room, and the room to the server (y-websocket reconnects by itself).
 */
export async function startSyncSession(
  db: ForethoughtDb,
  config: SyncConfig,
  onStatus: (status: SyncStatus) => void,
): Promise<SyncSession> {
  const key = await deriveSyncKey(config.passphrase, config.room);
  const inner = new Y.Doc();
  const outer = new Y.Doc();
  const innerStore = new IndexeddbPersistence(`forethought-sync-${config.room}`, inner);
  const outerStore = new IndexeddbPersistence(`forethought-sync-${config.room}-room`, outer);
  await Promise.all([innerStore.whenSynced, outerStore.whenSynced]);

  let status: SyncStatus = {
    connection: 'connecting',
    room: 'waiting',
    unreadable: 0,
    lastSyncedAt: null,
  };
  const report = (patch: Partial<SyncStatus>) => {
    status = { ...status, ...patch };
    onStatus(status);
  };

  const mirror = startDatabaseMirror(db, inner);
  const room = new EncryptedRoom(inner, outer, key, (roomStatus) =>
    report({ room: roomStatus.state, unreadable: roomStatus.unreadable }),
  );
  const provider = new WebsocketProvider(config.server, config.room, outer, { disableBc: true });
  provider.on('status', ({ status: connection }: { status: string }) => {
    report({ connection: connection === 'connected' ? 'connected' : 'offline' });
  });
  let isStarted = false;
  provider.on('sync', (isSynced: boolean) => {
    if (!isSynced) return;
    report({ lastSyncedAt: Date.now() });
    if (isStarted) return;
    isStarted = true;
    void room.start();
  });
  const onExchange = () => {
    if (provider.wsconnected) report({ lastSyncedAt: Date.now() });
  };
  outer.on('update', onExchange);

  return {
    stop() {
      outer.off('update', onExchange);
      provider.destroy();
      room.stop();
      mirror.stop();
      void innerStore.destroy();
      void outerStore.destroy();
    },
  };
}
