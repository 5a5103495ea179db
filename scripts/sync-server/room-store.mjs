/**
 * The rooms' persistence (LevelDB, as y-websocket's own), given to y-websocket in place of
 * its own. y-websocket starts loading a room without waiting for it, and answers a device at
 * once: a device answered before its room was read took the room for empty, and wrote into
 * it as if it were new. Here loading is a promise that connection.mjs waits for before it
 * lets y-websocket answer anything.
 *
 * Each room also counts its bytes (for MAX_ROOM_MIB) without reading the database again:
 * the size of the stored state when the room is loaded, plus every update accepted since.
 * LevelDB compacts what it stores, so the count is an upper bound of what is on disk.
 */
import { LeveldbPersistence, Y } from './y-websocket.mjs';

/**
 * @typedef {object} Room
 * @property {Promise<void>} loaded settles once the stored room is in the document
 * @property {number} bytes the room's size, as counted above
 * @property {number} waiting connections waiting for the room to load
 */

/** @param {string} dataDir */
export function createRoomStore(dataDir) {
  const db = new LeveldbPersistence(dataDir);
  /** @type {WeakMap<object, Room>} */
  const rooms = new WeakMap();

  async function load(name, doc, room) {
    const stored = await db.getYDoc(name);
    // y-leveldb reports a failed read as null: a room that could not be read must not look
    // empty, or a device would start it anew.
    if (stored === null) throw new Error(`room "${name}" could not be read from ${dataDir}`);
    const state = Y.encodeStateAsUpdate(stored);
    stored.destroy();
    // Applied before the listener below: what is already stored is not stored again.
    Y.applyUpdate(doc, state);
    room.bytes = state.byteLength;
    doc.on('update', (update) => {
      room.bytes += update.byteLength;
      // y-leveldb logs a failed write itself and never rejects.
      void db.storeUpdate(name, update);
    });
  }

  const persistence = {
    provider: db,
    /** Called by y-websocket when a room's document is created (getYDoc). */
    bindState(name, doc) {
      /** @type {Room} */
      const room = { loaded: Promise.resolve(), bytes: 0, waiting: 0 };
      room.loaded = load(name, doc, room);
      // Whoever waits sees the failure; this keeps it from also crashing the process.
      room.loaded.catch(() => undefined);
      rooms.set(doc, room);
      return room.loaded;
    },
    // Every update is stored as it is accepted: there is nothing left to write at the end.
    writeState: async () => undefined,
  };

  return {
    persistence,
    /** @returns {Room} */
    roomOf(doc) {
      const room = rooms.get(doc);
      if (room === undefined) throw new Error(`room "${doc.name}" was not bound to the store`);
      return room;
    },
    /** Resolves once every write asked for so far is on disk and the database is closed. */
    close: () => db.destroy(),
  };
}
