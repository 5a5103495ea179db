/**
 * The Hocuspocus extensions this server adds: the relay between processes (Hocuspocus's
 * own Redis extension) and the rooms' persistence in Redis (room-store.mjs).
 */
import { Connection } from '@hocuspocus/server';
import { Redis } from '@hocuspocus/extension-redis';
import * as Y from 'yjs';

import { logLine, roomLabel } from './log.mjs';

const CLOSE_NORMAL = 1000;

/**
 * Hocuspocus's Redis extension, relaying every room's updates and presence between the
 * processes over Redis pub/sub. Its lock around storing is left out: it guards a debounced
 * store of the whole document, and skips that store when another process holds the lock;
 * this server appends each update as it is accepted, atomically, so there is nothing to
 * guard and nothing may be skipped.
 */
export class Relay extends Redis {
  async onStoreDocument() {}

  async afterStoreDocument() {}
}

/**
 * @param {ReturnType<typeof import('./room-store.mjs').createRoomStore>} store
 * @param {ReturnType<typeof import('./gate.mjs').createGate>} gate
 * @param {unknown} relayOrigin the origin of the updates the relay applies
 * @returns {import('@hocuspocus/server').Extension}
 */
export function roomPersistence(store, gate, relayOrigin) {
  return {
    extensionName: 'RoomStore',

    /**
     * Runs before Hocuspocus answers any device of the room: a device never sees a room
     * still loading as empty. A room that cannot be read is not served at all.
     */
    async onLoadDocument({ documentName, document }) {
      let state;
      try {
        state = await store.load(documentName);
      } catch (error) {
        gate.closeWaiting(documentName, `the store could not be read: ${error.message}`);
        throw error;
      }
      if (state !== null) Y.applyUpdate(document, state);
      gate.roomLoaded(document, state?.byteLength ?? 0);
      // Stored as the document takes it, not in a hook: Hocuspocus stops a hook's chain at
      // the first extension that fails, and a publish failing while Redis is away must not
      // leave an update unstored. What came through the relay was stored by the process its
      // device is connected to.
      document.on('update', (update, origin, _doc, transaction) => {
        if (origin instanceof Connection) {
          store.append(documentName, update, transaction.deleteSet.clients.size > 0);
        } else if (origin === relayOrigin) {
          gate.roomGrew(document, update.byteLength);
        }
      });
    },

    /**
     * A room holding an update Redis lacks stays in memory, the one place that update is,
     * until it is stored. The refusal carries no message: Hocuspocus logs a hook's failure
     * only when it has one, and this is no failure.
     */
    async beforeUnloadDocument({ documentName }) {
      if (!store.isUnstored(documentName)) return;
      logLine(
        `kept room ${roomLabel(documentName)} in memory, no device on it, until it is stored`,
      );
      throw { keptUntilStored: documentName };
    },

    /**
     * A room closed on a socket that stays open leaves the provider waiting on a socket
     * that will never serve it again; closing the socket makes it reconnect.
     */
    async onDisconnect({ context }) {
      const socket = context?.socket;
      if (socket?.readyState === socket?.OPEN) socket.close(CLOSE_NORMAL, 'room closed');
    },
  };
}

/**
 * Once Redis is back, stores whole each room holding updates that could not be stored, and
 * unloads those no device is connected to any longer (kept in memory only for this).
 *
 * @param {import('@hocuspocus/server').Hocuspocus} hocuspocus
 * @param {ReturnType<typeof import('./room-store.mjs').createRoomStore>} store
 */
export function storeRoomsFromMemory(hocuspocus, store) {
  for (const name of store.unstoredRooms()) {
    const document = hocuspocus.documents.get(name);
    if (document === undefined) continue;
    void store.storeFromMemory(name, Y.encodeStateAsUpdate(document)).then((isStored) => {
      if (isStored && document.getConnectionsCount() === 0) {
        void hocuspocus.unloadDocument(document);
      }
    });
  }
}
