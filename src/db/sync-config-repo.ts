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
  /** This device as the others list it: a random id and a name the person may change. */
  deviceId?: string;
  deviceName?: string;
  /**
   * The room this device synced in before this one (a passphrase change): its copy of the
   * person's document starts this room's, so nothing written while it was behind is lost.
   * Cleared, and that room's copy in this browser deleted, once this room has opened.
   */
  carriedFrom?: string;
  /**
   * Set on the device that changed the passphrase until the old room holds its "moved"
   * notice and nothing else: the old key is needed to seal that notice, so it is kept
   * here (on this device only, like the passphrase itself) until then.
   */
  leaving?: LeftRoom;
  /**
   * The room said it moved (another device changed the passphrase): this device stopped
   * reading and writing it, and waits for the new passphrase.
   */
  movedTo?: MovedRoom;
};

/** A room a device moved away from, and what it must tell the devices still in it. */
export type LeftRoom = {
  server: string;
  room: string;
  passphrase: string;
  engine?: SyncEngine;
  /** The device left behind on purpose: it is not given the new passphrase. */
  removedDevice?: string;
};

/** Where sync went: no passphrase in it, only the place. */
export type MovedRoom = {
  server: string;
  room: string;
  engine?: SyncEngine;
  /** This device is the one another device removed. */
  isThisDeviceRemoved: boolean;
  /**
   * Where sync went, sealed with a key from the new passphrase; while it is here, `server` and
   * `room` are the old room's, standing in for a place not known yet.
   */
  sealedDestination?: string;
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

/** Saves a change to the config of `room`, unless sync has meanwhile turned to another room. */
async function updateRoomConfig(
  db: ForethoughtDb,
  room: string,
  change: (config: SyncConfig) => SyncConfig | null,
): Promise<void> {
  await db.transaction('rw', db.settings, async () => {
    const config = await readSyncConfig(db);
    if (config?.room !== room) return;
    const changed = change(config);
    if (changed !== null) await saveSyncConfig(db, changed);
  });
}

/** This room has opened with the document carried from the previous one: that one is done. */
export async function markRoomCarried(db: ForethoughtDb, room: string): Promise<void> {
  await updateRoomConfig(db, room, ({ carriedFrom, ...config }) =>
    carriedFrom === undefined ? null : config,
  );
}

/** The old room holds the "moved" notice: its key is no longer needed here. */
export async function markRoomLeft(db: ForethoughtDb, room: string, leftRoom: string) {
  await updateRoomConfig(db, room, ({ leaving, ...config }) =>
    leaving?.room === leftRoom ? config : null,
  );
}

/** The room said it moved: sync stops on this device until the new passphrase is entered. */
export async function markRoomMoved(db: ForethoughtDb, room: string, movedTo: MovedRoom) {
  await updateRoomConfig(db, room, (config) =>
    config.movedTo === undefined ? { ...config, movedTo } : null,
  );
}

/** Gives this device an id and a name the first time it syncs (settings from before had none). */
export async function ensureDeviceIdentity(
  db: ForethoughtDb,
  room: string,
  identity: { id: string; name: string },
): Promise<{ id: string; name: string }> {
  let kept = identity;
  await updateRoomConfig(db, room, (config) => {
    kept = { id: config.deviceId ?? identity.id, name: config.deviceName ?? identity.name };
    const isComplete = config.deviceId !== undefined && config.deviceName !== undefined;
    return isComplete ? null : { ...config, deviceId: kept.id, deviceName: kept.name };
  });
  return kept;
}

/**
 * Moves this device's sync to `room` under a new passphrase, as the room's creator, leaving
 * the old room to be told (see `leaving`). Refused (false) when sync has meanwhile changed
 * room or an earlier change has not finished: its old room still waits for its notice.
 */
export async function moveToNewRoom(
  db: ForethoughtDb,
  fromRoom: string,
  to: { room: string; passphrase: string; removedDevice?: string },
): Promise<boolean> {
  let isMoved = false;
  await updateRoomConfig(db, fromRoom, (config) => {
    if (config.leaving !== undefined || config.carriedFrom !== undefined) return null;
    if (config.movedTo !== undefined) return null;
    isMoved = true;
    return {
      ...config,
      room: to.room,
      passphrase: to.passphrase,
      createsRoom: true,
      carriedFrom: config.room,
      leaving: {
        server: config.server,
        room: config.room,
        passphrase: config.passphrase,
        ...(config.engine === undefined ? {} : { engine: config.engine }),
        ...(to.removedDevice === undefined ? {} : { removedDevice: to.removedDevice }),
      },
    };
  });
  return isMoved;
}

/**
 * Follows the room this one moved to, with the passphrase the person entered: as a device
 * that joins (never the creator), carrying this device's document. A passphrase that does
 * not open the new room reads and writes nothing there (the room's own rule), and a second
 * try only replaces the passphrase.
 */
export async function followMovedRoom(db: ForethoughtDb, passphrase: string): Promise<void> {
  await db.transaction('rw', db.settings, async () => {
    const config = await readSyncConfig(db);
    if (config === null) return;
    const { movedTo, ...rest } = config;
    // Not opened yet: its server and room are only the old room's stand-ins.
    if (movedTo?.sealedDestination !== undefined) return;
    if (movedTo === undefined) {
      // A try after a passphrase that did not open the new room.
      if (config.carriedFrom !== undefined) await saveSyncConfig(db, { ...config, passphrase });
      return;
    }
    const following: SyncConfig = {
      ...rest,
      server: movedTo.server,
      room: movedTo.room,
      ...(movedTo.engine === undefined ? {} : { engine: movedTo.engine }),
      passphrase,
      isPaused: false,
      createsRoom: false,
      carriedFrom: config.room,
    };
    // An old room this device still had to tell is no longer its to tell.
    delete following.leaving;
    await saveSyncConfig(db, following);
  });
}

export async function setDeviceName(db: ForethoughtDb, name: string): Promise<void> {
  await db.transaction('rw', db.settings, async () => {
    const config = await readSyncConfig(db);
    if (config) await saveSyncConfig(db, { ...config, deviceName: name });
  });
}

/** Turns sync off on this device: what it holds stays; the other devices keep theirs. */
export async function forgetSyncConfig(db: ForethoughtDb): Promise<void> {
  await db.settings.delete(SYNC_CONFIG_KEY);
}
