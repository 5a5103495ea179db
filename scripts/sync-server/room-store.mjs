/**
 * The rooms' persistence (LevelDB, as y-websocket's own), given to y-websocket in place of
 * its own. y-websocket starts loading a room without waiting for it, and answers a device at
 * once: a device answered before its room was read took the room for empty, and wrote into
 * it as if it were new. Here loading is a promise that connection.mjs waits for before it
 * lets y-websocket answer anything.
 *
 * Each room also counts its bytes (for MAX_ROOM_MIB) without reading the database again:
 * the size of the stored state when the room is loaded, plus every update accepted since.
 *
 * Devices compact their rooms: one change appends a sealed snapshot and removes the
 * envelopes it replaces (src/sync/compaction.ts). The document in memory drops the removed
 * content at once (Yjs garbage-collects deleted content), but y-leveldb keeps every update
 * it was given, the removed envelopes among them. So after an update that removes anything,
 * the room's stored updates are merged into one (y-leveldb's flushDocument), which holds
 * only what the room still holds; the count above starts again from that size. A merge
 * reads the whole room, so a room is merged at most once every FLUSH_INTERVAL_MS. LevelDB
 * gives the removed records' disk space back in its own background compaction, as the
 * database goes on being written.
 */
import { createRequire } from 'node:module';

import { roomLabel } from './log.mjs';
import { LeveldbPersistence, Y } from './y-websocket.mjs';

/** Often enough that a compacted room soon takes its new size; rarely enough to cost little. */
const FLUSH_INTERVAL_MS = 10_000;

// The same copies of y-leveldb and level as y-websocket's (y-websocket.mjs says why).
const require = createRequire(import.meta.url);
const besideUtils = createRequire(require.resolve('y-websocket/bin/utils'));
const { getLevelUpdates } = besideUtils('y-leveldb');
const level = createRequire(besideUtils.resolve('y-leveldb'))('level');

/**
 * @typedef {object} Room
 * @property {Promise<void>} loaded settles once the stored room is in the document
 * @property {number} bytes the room's size, as counted above
 * @property {number} waiting connections waiting for the room to load
 */

/** @param {string} dataDir */
export function createRoomStore(dataDir) {
  /** The database y-leveldb opens, read here to tell what a room's stored updates weigh. */
  let levelDb = null;
  const db = new LeveldbPersistence(dataDir, {
    level: (location, options) => (levelDb = level(location, options)),
  });
  /** @type {WeakMap<object, Room>} */
  const rooms = new WeakMap();
  /** @type {Map<string, { timer: NodeJS.Timeout | null, lastAt: number }>} by room name */
  const flushes = new Map();
  let isClosing = false;

  async function storedBytes(name) {
    const updates = await getLevelUpdates(levelDb, name);
    return updates.reduce((sum, update) => sum + update.byteLength, 0);
  }

  async function flush(name, room) {
    const before = room.bytes;
    await db.flushDocument(name);
    if (isClosing) return;
    const after = await storedBytes(name);
    room.bytes = after;
    console.log(
      `sync-server: compacted room ${roomLabel(name)}: ${before} → ${after} bytes stored`,
    );
  }

  /** Merges the room's stored updates soon: now, or once FLUSH_INTERVAL_MS has passed. */
  function scheduleFlush(name, room) {
    const entry = flushes.get(name) ?? { timer: null, lastAt: 0 };
    flushes.set(name, entry);
    if (entry.timer !== null || isClosing) return;
    const wait = Math.max(0, entry.lastAt + FLUSH_INTERVAL_MS - Date.now());
    entry.timer = setTimeout(() => {
      entry.timer = null;
      entry.lastAt = Date.now();
      // Queued behind every write already asked for, the update that removed included.
      flush(name, room)
        .catch((error) => {
          console.warn(`sync-server: room ${roomLabel(name)} was not compacted: ${error.message}`);
        })
        // Only a merge within the last interval delays the next, so only those are kept.
        .finally(() => {
          const forget = setTimeout(() => {
            const isIdle = entry.timer === null && Date.now() - entry.lastAt >= FLUSH_INTERVAL_MS;
            if (isIdle && flushes.get(name) === entry) flushes.delete(name);
          }, FLUSH_INTERVAL_MS);
          forget.unref();
        });
    }, wait);
  }

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
    doc.on('update', (update, _origin, _doc, transaction) => {
      room.bytes += update.byteLength;
      // y-leveldb logs a failed write itself and never rejects.
      void db.storeUpdate(name, update);
      if (transaction.deleteSet.clients.size > 0) scheduleFlush(name, room);
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
    /**
     * Resolves once every write asked for so far is on disk and the database is closed. A
     * merge still waiting is left: the stored updates hold the same room, only longer.
     */
    close: () => {
      isClosing = true;
      for (const { timer } of flushes.values()) if (timer !== null) clearTimeout(timer);
      return db.destroy();
    },
  };
}
