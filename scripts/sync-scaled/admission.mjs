/**
 * Which WebSocket upgrades become connections, decided before the handshake with an HTTP
 * status a browser's console shows:
 * - 429 when the remote address already holds MAX_CONNECTIONS_PER_ADDRESS connections to
 *   this process (behind a load balancer or TLS proxy every device shares the proxy's
 *   address: raise the cap there, and bound addresses at the proxy);
 * - 503 when this process already holds MAX_CONNECTIONS.
 * The socket gets an 'error' listener at once: an error before ws takes it (a reset while
 * a refusal is written) would otherwise be thrown, and end the process.
 */
import { logLine } from './log.mjs';

function refuse(socket, status, reason, line) {
  logLine(line);
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * @param {import('node:http').Server} server
 * @param {import('ws').WebSocketServer} sockets
 * @param {ReturnType<typeof import('./settings.mjs').readScaledSettings>} settings
 * @param {(ws: import('ws').WebSocket, request: import('node:http').IncomingMessage, address: string) => void} serve
 */
export function admitUpgrades(server, sockets, settings, serve) {
  /** Open connections (and handshakes under way) by remote address. */
  const openByAddress = new Map();
  let open = 0;

  server.on('upgrade', (request, socket, head) => {
    const address = socket.remoteAddress;
    // A peer that reset the connection before it was read has no address left: nothing to
    // serve, and nothing to count.
    if (address === undefined) {
      socket.destroy();
      return;
    }
    socket.on('error', (error) => {
      logLine(`dropped the connection from ${address}: ${error.message}`);
    });
    const fromAddress = openByAddress.get(address) ?? 0;
    if (fromAddress >= settings.maxConnectionsPerAddress) {
      const line = `refused a connection from ${address}: it has ${fromAddress} open (MAX_CONNECTIONS_PER_ADDRESS)`;
      refuse(socket, 429, 'Too Many Requests', line);
      return;
    }
    if (open >= settings.maxConnections) {
      const line = `refused a connection from ${address}: ${open} connections open (MAX_CONNECTIONS)`;
      refuse(socket, 503, 'Service Unavailable', line);
      return;
    }
    openByAddress.set(address, fromAddress + 1);
    open += 1;
    // The TCP socket closes however the connection ends, a failed handshake included.
    socket.once('close', () => {
      open -= 1;
      const left = (openByAddress.get(address) ?? 1) - 1;
      if (left > 0) openByAddress.set(address, left);
      else openByAddress.delete(address);
    });
    sockets.handleUpgrade(request, socket, head, (ws) => serve(ws, request, address));
  });
}
