import { timedStage } from './landing-stages';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';

import type { ForethoughtDb } from '../db/database';
import {
  ensureDeviceIdentity,
  markRoomCarried,
  markRoomCreated,
  markRoomLeft,
  markRoomMoved,
  type MovedRoom,
  type SyncConfig,
} from '../db/sync-config-repo';
import { deleteRoomDocuments, syncDocumentNames } from '../db/sync-documents';
import { deriveSyncKey, type MovedRoomSeal } from '../domain/sync/sync-key';
import { DEFAULT_SYNC_ENGINE } from '../domain/sync/sync-engines';
import { startDatabaseMirror, type DatabaseMirror } from './database-mirror';
import { defaultDeviceName, newDeviceId } from './device-name';
import { followRoster, type DeviceRoster, type KnownDevice } from './device-roster';
import { EncryptedRoom, type RoomStatus } from './encrypted-room';
import { carryDocument, leaveRoom } from './passphrase-change';
import type { MovedNotice } from './room-notices';
import { connectRoom } from './room-provider';
import { followPendingChanges, readPendingChanges } from './device-pending-changes';

export type { KnownDevice } from './device-roster';

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
  /** The devices that announced themselves in the room, this one first. */
  devices: readonly KnownDevice[];
};

export type SyncSession = {
  /** Tells the other devices this device's new name. */
  rename(name: string): void;
  stop(): void;
};

const log = (error: unknown) => console.error('sync', error);

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
  // The key (PBKDF2, a fifth of a second) is derived while the local copies open; a key
  // that cannot be derived (a weak passphrase) closes them again and writes nothing.
  const keying = timedStage('key derivation', () => deriveSyncKey(config.passphrase, config.room));
  const inner = new Y.Doc();
  const outer = new Y.Doc();
  const innerStore = new IndexeddbPersistence(names.inner, inner);
  const outerStore = new IndexeddbPersistence(names.outer, outer);
  const key = await keying.catch(async (error: unknown) => {
    await Promise.all([innerStore.destroy(), outerStore.destroy()]);
    throw error;
  });
  const device = await ensureDeviceIdentity(db, config.room, {
    id: newDeviceId(),
    name: defaultDeviceName(),
  });
  await Promise.all([innerStore.whenSynced, outerStore.whenSynced]);
  // After a passphrase change the new room starts from the old room's document: whatever
  // this device wrote while it was behind goes with it.
  if (config.carriedFrom !== undefined) await carryDocument(config.carriedFrom, inner);
  const storedPending = await readPendingChanges(outerStore);

  let status: SyncStatus = {
    connection: 'connecting',
    room: 'waiting',
    unreadable: 0,
    skipped: 0,
    hasMirrorFailed: false,
    lastSyncedAt: null,
    waiting: 0,
    devices: [],
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

  let deviceName = config.deviceName ?? device.name;
  let roster: DeviceRoster | null = null;
  let leaving: ReturnType<typeof leaveRoom> | null = null;
  let hasOpened = false;
  // What a room that opened with this key owes: its creation recorded, the room it was
  // carried from forgotten, the old room told where sync went, and this device announced.
  const onRoomOpen = () => {
    startMirror();
    if (hasOpened) return;
    hasOpened = true;
    if (config.createsRoom === true) void markRoomCreated(db, config.room).catch(log);
    const { carriedFrom } = config;
    if (carriedFrom !== undefined) {
      void markRoomCarried(db, config.room)
        .then(() => deleteRoomDocuments(carriedFrom))
        .catch(log);
    }
    const left = config.leaving;
    if (left !== undefined) {
      leaving = leaveRoom(left, { ...config, key, inner });
      leaving.done.then(() => markRoomLeft(db, config.room, left.room)).catch(log);
    }
    void roster?.announce(deviceName).catch(log);
  };
  const room = new EncryptedRoom(inner, outer, key, {
    createsRoom: config.createsRoom === true,
    onStatus: (roomStatus) => {
      report({ room: roomStatus.state, unreadable: roomStatus.unreadable });
      if (roomStatus.state === 'syncing') onRoomOpen();
    },
  });
  // From here to the listeners below nothing awaits: the first sync must not be missed.
  const engine = config.engine ?? DEFAULT_SYNC_ENGINE;
  const provider = connectRoom(engine, config.server, config.room, outer);
  provider.onConnection((isConnected) => {
    report({ connection: isConnected ? 'connected' : 'offline' });
  });
  const waiting = followPendingChanges(outer, outerStore, provider, storedPending, {
    count: (count) => report({ waiting: count }),
    exchange: () => report({ lastSyncedAt: Date.now() }),
  });
  provider.onSynced(() => {
    report({ lastSyncedAt: Date.now() });
    // Every connection starts a room that has not opened yet (empty, not opened by this
    // passphrase, or failed); one that has is left as it is.
    void room.start();
  });

  const stop = () => {
    isStopped = true;
    waiting.stop();
    roster?.stop();
    leaving?.cancel();
    provider.destroy();
    room.stop();
    mirror?.stop();
    void innerStore.destroy();
    void outerStore.destroy();
  };
  roster = followRoster(outer, key, device.id, {
    devices: (devices) => report({ devices }),
    moved: (notice) => onMoved(notice),
  });
  // Another device moved sync to a new passphrase: nothing more is read from or written to
  // this room, and the device waits for the person to enter the new one.
  function onMoved(notice: MovedNotice): boolean {
    if (isStopped) return false;
    if (!('sealedDestination' in notice) && notice.room === config.room) return false;
    stop();
    const isThisDeviceRemoved = notice.removedDevice === device.id;
    void markRoomMoved(db, config.room, movedRoom(notice, isThisDeviceRemoved)).catch(log);
    return true;
  }

  /**
   * Where the notice says sync went. A sealed destination stays sealed until the person
   * enters the new passphrase; until then this room stands in for the place, which no
   * code follows without opening the seal first (`features/sync/sync-key-actions.ts`).
   */
  function movedRoom(notice: MovedNotice, isThisDeviceRemoved: boolean): MovedRoom & MovedRoomSeal {
    if ('sealedDestination' in notice) {
      return {
        server: config.server,
        room: config.room,
        isThisDeviceRemoved,
        sealedDestination: notice.sealedDestination,
      };
    }
    const { server, room, engine } = notice;
    return { server, room, engine, isThisDeviceRemoved };
  }

  return {
    rename(name) {
      if (name === deviceName || isStopped) return;
      deviceName = name;
      if (hasOpened) void roster.announce(name).catch(log);
    },
    stop() {
      if (!isStopped) stop();
    },
  };
}
