import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';

import type { ForethoughtDb } from '../db/database';
import { markRoomCreated, type SyncConfig } from '../db/sync-config-repo';
import { syncDocumentNames } from '../db/sync-documents';
import { deriveSyncKey } from '../domain/sync/sync-key';
import { DEFAULT_SYNC_ENGINE } from '../domain/sync/sync-engines';
import { startDatabaseMirror, type DatabaseMirror } from './database-mirror';
import { EncryptedRoom, type RoomStatus } from './encrypted-room';
import { connectRoom } from './room-provider';

export type SyncStatus = {
  connection: 'connecting' | 'connected' | 'offline';
  room: RoomStatus['state'];
  unreadable: number;
  /** Rows from the room not stored here: invalid, or pointing at a row not there (yet). */
  skipped: number;
  /** A step copying between the database and the document failed: it waits for a restart. */
  hasMirrorFailed: boolean;
  /** The last time this device exchanged changes with the server. */
  lastSyncedAt: number | null;
  /** Changes made here since the server last had everything: they go when it is back. */
  waiting: number;
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
  // Two devices in one origin (the bench) keep their copies apart.
  names = syncDocumentNames(config.room),
): Promise<SyncSession> {
  const key = await deriveSyncKey(config.passphrase, config.room);
  const inner = new Y.Doc();
  const outer = new Y.Doc();
  const innerStore = new IndexeddbPersistence(names.inner, inner);
  const outerStore = new IndexeddbPersistence(names.outer, outer);
  await Promise.all([innerStore.whenSynced, outerStore.whenSynced]);

  let status: SyncStatus = {
    connection: 'connecting',
    room: 'waiting',
    unreadable: 0,
    skipped: 0,
    hasMirrorFailed: false,
    lastSyncedAt: null,
    waiting: 0,
  };
  const report = (patch: Partial<SyncStatus>) => {
    status = { ...status, ...patch };
    onStatus(status);
  };

  // A device that has synced before mirrors at once: its document holds what the room had,
  // and edits made offline go into it. A device joining for the first time waits until it
  // has read the room, so its rows merge field by field into the rows already there
  // instead of racing them as new ones.
  const hasSyncedBefore = inner.store.clients.size > 0;
  let isStopped = false;
  let mirror: DatabaseMirror | null = null;
  const startMirror = () => {
    if (mirror !== null || isStopped) return;
    mirror = startDatabaseMirror(db, inner, {
      onSkipped: (skipped) => report({ skipped }),
      onError: () => report({ hasMirrorFailed: true }),
    });
  };
  if (hasSyncedBefore) startMirror();
  let isCreationRecorded = config.createsRoom !== true;
  const onRoomOpen = () => {
    startMirror();
    if (isCreationRecorded) return;
    isCreationRecorded = true;
    void markRoomCreated(db, config.room).catch((error: unknown) => console.error('sync', error));
  };
  const room = new EncryptedRoom(inner, outer, key, {
    createsRoom: config.createsRoom === true,
    onStatus: (roomStatus) => {
      report({ room: roomStatus.state, unreadable: roomStatus.unreadable });
      if (roomStatus.state === 'syncing') onRoomOpen();
    },
  });
  const engine = config.engine ?? DEFAULT_SYNC_ENGINE;
  const provider = connectRoom(engine, config.server, config.room, outer);
  provider.onConnection((isConnected) => {
    report({ connection: isConnected ? 'connected' : 'offline' });
  });
  provider.onSynced(() => {
    report({ lastSyncedAt: Date.now(), waiting: 0 });
    // Every connection starts a room that has not opened yet (empty, not opened by this
    // passphrase, or failed); one that has is left as it is.
    void room.start();
  });
  // An envelope appended here while the server is away waits in the outer document (and in
  // this browser's copy of it) until the provider's next sync sends it.
  const onExchange = (_update: Uint8Array, origin: unknown) => {
    if (provider.isSynced) report({ lastSyncedAt: Date.now() });
    else if (!provider.isFromServer(origin) && origin !== outerStore) {
      report({ waiting: status.waiting + 1 });
    }
  };
  outer.on('update', onExchange);

  return {
    stop() {
      isStopped = true;
      outer.off('update', onExchange);
      provider.destroy();
      room.stop();
      mirror?.stop();
      void innerStore.destroy();
      void outerStore.destroy();
    },
  };
}
