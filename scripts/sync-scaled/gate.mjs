/**
 * What reaches Hocuspocus from a device's socket. Hocuspocus reads a room's name from each
 * message (one socket may carry several rooms), so the caps that the one-process server
 * applies per connection are applied here, per message, before Hocuspocus sees it — in the
 * same turn the message arrives, so two messages in one packet cannot both slip under a cap:
 *
 * - a message Hocuspocus's client would not send (unreadable, or a kind the app never uses)
 *   closes the connection;
 * - one connection serves one room (the app opens one per room), so the connections per
 *   address bound the rooms an address can hold;
 * - MAX_ROOMS: a room not in memory is refused while that many are. A room counts once a
 *   device asks for it (its token): a socket that never does holds no room, so sockets left
 *   idle cannot keep new rooms out;
 * - until its room is set up, a device sends little (its token, step 1 and presence): more
 *   than MAX_BYTES_BEFORE_SETUP is not a device, and Hocuspocus would hold it all;
 * - MAX_SETUP_SECONDS: a connection whose room is not set up by then is closed, so a socket
 *   that never asks for a room (ws answers its pings by itself) holds nothing for long;
 * - MAX_ROOM_MIB: a write that would grow the room past the cap is not applied. The count
 *   is the stored state at load plus every write since (from any process), an upper bound
 *   that is measured afresh before it refuses anything.
 *
 * Each refusal closes the connection (the provider reconnects by itself, which a room
 * closed on an open socket would not) with one log line.
 */
import * as decoding from 'lib0/decoding';
import * as Y from 'yjs';

import { logLine, mib, roomLabel } from './log.mjs';

const CLOSE_POLICY = 1008;
const CLOSE_SERVER_ERROR = 1011;
const CLOSE_TRY_AGAIN_LATER = 1013;
/**
 * A room's count only grows, while a room shrinks when its devices compact it. Before a
 * write is refused, the room is measured (its whole state encoded): at most this often.
 */
const REMEASURE_INTERVAL_MS = 10_000;
/**
 * What Hocuspocus queues for a connection before its room is set up. A device's token, step
 * 1 (a state vector) and presence weigh a few hundred bytes; edits it made offline may be
 * queued in its provider and sent at once, and a device whose queue is larger is closed,
 * reconnects, and sends what the room lacks in its step 2, once the room is set up.
 */
const MAX_BYTES_BEFORE_SETUP = 64 * 1024;
/** The app's room ids are far shorter; a longer name is not one of its rooms. */
const MAX_ROOM_NAME_LENGTH = 256;

const MESSAGE_SYNC = 0;
const MESSAGE_AUTH = 2;
const MESSAGE_SYNC_REPLY = 4;
/** Sync, awareness, auth, awareness query, close: what HocuspocusProvider sends. */
const CLIENT_MESSAGES = new Set([MESSAGE_SYNC, 1, MESSAGE_AUTH, 3, 7]);
const SYNC_STEP_2 = 1;
const SYNC_UPDATE = 2;

function asBytes(data) {
  if (Array.isArray(data)) return new Uint8Array(Buffer.concat(data));
  return ArrayBuffer.isView(data)
    ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
    : new Uint8Array(data);
}

/** The room a message is for, and whether it carries a Yjs update; throws if unreadable. */
function readHeader(bytes) {
  const decoder = decoding.createDecoder(bytes);
  const name = decoding.readVarString(decoder);
  const type = decoding.readVarUint(decoder);
  const isSync = type === MESSAGE_SYNC || type === MESSAGE_SYNC_REPLY;
  const syncType = isSync ? decoding.readVarUint(decoder) : -1;
  return {
    name,
    isClientMessage: CLIENT_MESSAGES.has(type),
    asksForRoom: type === MESSAGE_AUTH,
    carriesUpdate: syncType === SYNC_STEP_2 || syncType === SYNC_UPDATE,
  };
}

function explain(error, settings) {
  if (error.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') {
    return `a message over the ${mib(settings.maxMessageBytes)} MiB cap (MAX_MESSAGE_MIB)`;
  }
  return error.message;
}

/**
 * @param {import('@hocuspocus/server').Hocuspocus} hocuspocus
 * @param {ReturnType<typeof import('./settings.mjs').readScaledSettings>} settings
 */
export function createGate(hocuspocus, settings) {
  /**
   * Open connections that asked for a room, by that room: it is in memory (or loading) while
   * any is, counted even before Hocuspocus starts loading it.
   */
  const socketsByRoom = new Map();
  /** A loaded room's size: its stored state, plus every write accepted since. */
  const roomSizes = new WeakMap();

  /** Whether `bytes` more fit in the room, measured afresh if the count says no. */
  function fits(document, size, bytes) {
    if (size.bytes + bytes <= settings.maxRoomBytes) return true;
    if (Date.now() - size.measuredAt < REMEASURE_INTERVAL_MS) return false;
    size.bytes = Y.encodeStateAsUpdate(document).byteLength;
    size.measuredAt = Date.now();
    return size.bytes + bytes <= settings.maxRoomBytes;
  }

  function roomsInMemory() {
    const names = new Set(hocuspocus.documents.keys());
    for (const name of hocuspocus.loadingDocuments.keys()) names.add(name);
    for (const name of socketsByRoom.keys()) names.add(name);
    return names;
  }

  function hold(name, ws) {
    const sockets = socketsByRoom.get(name) ?? new Set();
    sockets.add(ws);
    socketsByRoom.set(name, sockets);
    ws.once('close', () => {
      sockets.delete(ws);
      if (sockets.size === 0 && socketsByRoom.get(name) === sockets) socketsByRoom.delete(name);
    });
  }

  return {
    /** Called once a room is loaded: `bytes` is the size of what the store held. */
    roomLoaded(document, bytes) {
      roomSizes.set(document, { bytes, measuredAt: Date.now() });
    },

    /** Counts a write that reached the room another way than from this process's devices. */
    roomGrew(document, bytes) {
      const size = roomSizes.get(document);
      if (size !== undefined) size.bytes += bytes;
    },

    /** Closes the connections waiting for a room that could not be loaded. */
    closeWaiting(name, reason) {
      for (const ws of socketsByRoom.get(name) ?? []) {
        logLine(`closed the connection to room ${roomLabel(name)}: ${reason}`);
        ws.close(CLOSE_SERVER_ERROR, 'room could not be loaded');
      }
    },

    /**
     * Hands a new socket to Hocuspocus, then takes back the message listener it added, so
     * that only what passes here reaches it.
     *
     * @param {import('ws').WebSocket} ws
     * @param {import('node:http').IncomingMessage} request
     * @param {string} address
     */
    serve(ws, request, address) {
      let room = null;
      let earlyBytes = 0;
      let isRefused = false;
      let isHeld = false;
      const isSetUp = () =>
        room !== null && hocuspocus.documents.get(room)?.connections.has(ws) === true;
      const who = () => (room === null ? address : `${address}, room ${roomLabel(room)}`);
      ws.on('error', (error) => {
        logLine(`closed the connection from ${who()}: ${explain(error, settings)}`);
      });
      const refuse = (code, reason) => {
        isRefused = true;
        logLine(`closed the connection from ${who()}: ${reason}`);
        ws.close(code, reason.slice(0, 100));
      };

      const admit = (bytes) => {
        let header;
        try {
          header = readHeader(bytes);
        } catch {
          refuse(CLOSE_POLICY, 'sent a message that is not a Hocuspocus message');
          return false;
        }
        if (!header.isClientMessage) {
          refuse(CLOSE_POLICY, 'sent a kind of message the app never sends');
          return false;
        }
        if (room === null) {
          room = header.name.slice(0, MAX_ROOM_NAME_LENGTH + 1);
          if (header.name.length > MAX_ROOM_NAME_LENGTH) {
            refuse(CLOSE_POLICY, `asked for a room name over ${MAX_ROOM_NAME_LENGTH} characters`);
            return false;
          }
        } else if (header.name !== room) {
          refuse(CLOSE_POLICY, 'asked for a second room on one connection');
          return false;
        }
        if (header.asksForRoom && !isHeld) {
          const inMemory = roomsInMemory();
          if (!inMemory.has(room) && inMemory.size >= settings.maxRooms) {
            refuse(CLOSE_TRY_AGAIN_LATER, `${inMemory.size} rooms in memory (MAX_ROOMS)`);
            return false;
          }
          isHeld = true;
          hold(room, ws);
        }
        const document = hocuspocus.documents.get(room);
        if (document === undefined || !document.connections.has(ws)) {
          earlyBytes += bytes.byteLength;
          if (earlyBytes <= MAX_BYTES_BEFORE_SETUP) return true;
          refuse(
            CLOSE_POLICY,
            `sent more than ${MAX_BYTES_BEFORE_SETUP / 1024} KiB before its room was set up`,
          );
          return false;
        }
        const size = roomSizes.get(document);
        if (!header.carriesUpdate || size === undefined) return true;
        if (!fits(document, size, bytes.byteLength)) {
          refuse(
            CLOSE_POLICY,
            `the room would grow past ${mib(settings.maxRoomBytes)} MiB (MAX_ROOM_MIB)`,
          );
          return false;
        }
        // Counted before it is applied: the next message is measured against it at once.
        size.bytes += bytes.byteLength;
        return true;
      };

      const setupTimer = setTimeout(() => {
        if (isRefused || isSetUp() || ws.readyState !== ws.OPEN) return;
        const seconds = settings.maxSetupMs / 1000;
        refuse(CLOSE_POLICY, `no room set up within ${seconds} s (MAX_SETUP_SECONDS)`);
      }, settings.maxSetupMs);
      ws.once('close', () => clearTimeout(setupTimer));

      const before = new Set(ws.listeners('message'));
      // The socket rides in the context, for the hook that closes it with its room.
      hocuspocus.handleConnection(ws, request, { socket: ws });
      const added = ws.listeners('message').filter((listener) => !before.has(listener));
      for (const listener of added) ws.off('message', listener);
      ws.on('message', (data, isBinary) => {
        if (isRefused || !admit(asBytes(data))) return;
        for (const listener of added) listener(data, isBinary);
      });
    },
  };
}
