/**
 * One device's connection, from the moment its WebSocket is open:
 *
 * - Nothing is answered before the room is loaded. Messages that come earlier are kept and
 *   handed to y-websocket, in order, once it is (room-store.mjs says why).
 * - A write that would grow the room past MAX_ROOM_MIB is not applied: the connection is
 *   closed (1008) and the room keeps what it had.
 * - A frame the WebSocket layer rejects (malformed, or over MAX_MESSAGE_MIB) closes this
 *   connection only, with a log line; without an 'error' listener it would end the process.
 */
import { logRefusal, roomLabel } from './log.mjs';
import { yWebsocket } from './y-websocket.mjs';

const MESSAGE_SYNC = 0;
const SYNC_STEP_2 = 1;
const SYNC_UPDATE = 2;
const CLOSE_POLICY = 1008;
const CLOSE_SERVER_ERROR = 1011;

function asBytes(data) {
  return ArrayBuffer.isView(data) ? data : new Uint8Array(data);
}

/**
 * Whether a message carries a Yjs update (sync step 2, or an update): the only messages
 * that grow a room, by at most their own length.
 */
function carriesUpdate(bytes) {
  return bytes[0] === MESSAGE_SYNC && (bytes[1] === SYNC_STEP_2 || bytes[1] === SYNC_UPDATE);
}

/** Bytes as a log shows them: MiB, to three places. */
function mib(bytes) {
  return +(bytes / 2 ** 20).toFixed(3);
}

function explain(error, settings) {
  if (error.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') {
    return `a message over the ${mib(settings.maxMessageBytes)} MiB cap (MAX_MESSAGE_MIB)`;
  }
  return error.message;
}

/**
 * Calls y-websocket's setupWSConnection, then takes back the message listener it added, so
 * that this module decides which messages reach it.
 */
function setUpSync(ws, request, name) {
  const before = new Set(ws.listeners('message'));
  yWebsocket.setupWSConnection(ws, request, { docName: name, gc: true });
  const added = ws.listeners('message').filter((listener) => !before.has(listener));
  for (const listener of added) ws.off('message', listener);
  return (data) => added.forEach((listener) => listener(data));
}

/** @param {ReturnType<typeof import('./room-store.mjs').createRoomStore>} store */
export function createConnectionHandler(store, settings) {
  const { docs, getYDoc } = yWebsocket;

  function dropRoom(doc) {
    if (docs.get(doc.name) !== doc) return;
    docs.delete(doc.name);
    doc.destroy();
  }

  /**
   * Runs `join` once the room is loaded, in the same turn that found it still the room in
   * memory: nothing can drop it between that check and `join`. A room dropped while this
   * connection waited (its last device left) is loaded anew.
   */
  async function whenRoomLoaded(name, join) {
    for (;;) {
      const doc = getYDoc(name, true);
      const room = store.roomOf(doc);
      room.waiting += 1;
      try {
        await room.loaded;
      } catch (error) {
        dropRoom(doc);
        throw error;
      } finally {
        room.waiting -= 1;
      }
      if (docs.get(name) === doc) return join(doc, room);
    }
  }

  return function serveConnection(ws, request, name, address) {
    const who = `${address}, room ${roomLabel(name)}`;
    ws.binaryType = 'arraybuffer';
    ws.on('error', (error) => {
      logRefusal(`closed the connection from ${who}: ${explain(error, settings)}`);
    });
    const refuse = (reason) => {
      logRefusal(`closed the connection from ${who}: ${reason}`);
      receive = () => undefined;
      early.length = 0;
      ws.close(CLOSE_POLICY, reason.slice(0, 100));
    };
    // A device sends little before it is answered (its step 1 and presence): more than one
    // message's worth while the room loads is not a device.
    const early = [];
    let earlyBytes = 0;
    let receive = (data) => {
      earlyBytes += data.byteLength;
      if (earlyBytes <= settings.maxMessageBytes) early.push(data);
      else refuse(`sent more than ${mib(settings.maxMessageBytes)} MiB before its room loaded`);
    };
    ws.on('message', (data) => receive(data));

    const join = (doc, room) => {
      if (ws.readyState !== ws.OPEN) {
        // Gone while the room loaded: keep no room in memory for nobody.
        if (doc.conns.size === 0 && room.waiting === 0) dropRoom(doc);
        return;
      }
      const deliver = setUpSync(ws, request, name);
      receive = (data) => {
        const bytes = asBytes(data);
        if (carriesUpdate(bytes) && room.bytes + bytes.byteLength > settings.maxRoomBytes) {
          refuse(`the room would grow past ${mib(settings.maxRoomBytes)} MiB (MAX_ROOM_MIB)`);
          return;
        }
        deliver(data);
      };
      for (const data of early.splice(0)) receive(data);
    };
    whenRoomLoaded(name, join).catch((error) => {
      logRefusal(`closed the connection from ${who}: ${error.message}`);
      ws.close(CLOSE_SERVER_ERROR, 'room could not be loaded');
    });
  };
}
