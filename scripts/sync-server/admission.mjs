/**
 * Which WebSocket upgrades become connections. Refused before the handshake, with an HTTP
 * status a browser's console shows:
 * - 429 when the remote address already holds MAX_CONNECTIONS_PER_ADDRESS connections
 *   (behind a TLS proxy every device shares the proxy's address: raise the cap there);
 * - 503 when the room is not in memory and MAX_ROOMS rooms already are.
 * Node hands the upgraded socket over with no 'error' listener, so it gets one at once: an
 * error before ws takes the socket (a reset while a refusal is written) would otherwise be
 * thrown, and end the process.
 */
import { logRefusal, roomLabel } from './log.mjs';
import { yWebsocket } from './y-websocket.mjs';

/** The room a device asks for, read as y-websocket reads it: the URL's path, less its '/'. */
function roomNameOf(request) {
  return (request.url ?? '').slice(1).split('?')[0] ?? '';
}

function refuse(socket, status, reason, line) {
  logRefusal(line);
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * @param {import('node:http').Server} server
 * @param {import('ws').WebSocketServer} sockets
 * @param {ReturnType<typeof import('./settings.mjs').readSettings>} settings
 * @param {(ws: import('ws').WebSocket, request: import('node:http').IncomingMessage, name: string, address: string) => void} serveConnection
 */
export function admitUpgrades(server, sockets, settings, serveConnection) {
  const { docs } = yWebsocket;
  /** Open connections (and handshakes under way) by remote address. */
  const openByAddress = new Map();

  server.on('upgrade', (request, socket, head) => {
    const address = socket.remoteAddress;
    // A peer that reset the connection before it was read has no address left: nothing to
    // serve, and nothing to count.
    if (address === undefined) {
      socket.destroy();
      return;
    }
    socket.on('error', (error) => {
      logRefusal(`dropped the connection from ${address}: ${error.message}`);
    });
    const name = roomNameOf(request);
    const open = openByAddress.get(address) ?? 0;
    if (open >= settings.maxConnectionsPerAddress) {
      const line = `refused a connection from ${address}: it has ${open} open (MAX_CONNECTIONS_PER_ADDRESS)`;
      refuse(socket, 429, 'Too Many Requests', line);
      return;
    }
    if (!docs.has(name) && docs.size >= settings.maxRooms) {
      const line = `refused a connection to room ${roomLabel(name)}: ${docs.size} rooms in memory (MAX_ROOMS)`;
      refuse(socket, 503, 'Service Unavailable', line);
      return;
    }
    openByAddress.set(address, open + 1);
    // The TCP socket closes however the connection ends, a failed handshake included.
    socket.once('close', () => {
      const left = (openByAddress.get(address) ?? 1) - 1;
      if (left > 0) openByAddress.set(address, left);
      else openByAddress.delete(address);
    });
    sockets.handleUpgrade(request, socket, head, (ws) => {
      serveConnection(ws, request, name, address);
    });
  });
}
