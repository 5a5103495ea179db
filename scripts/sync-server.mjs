#!/usr/bin/env node
/**
 * The sync server a person runs for their own devices: y-websocket's own server (its
 * connection handling and its LevelDB persistence, from the `y-websocket` package), with
 * Forethought's defaults — loopback only, port 4455, data in ./sync-data. It stores and
 * relays what the devices send, and the devices send only ciphertext (ARCHITECTURE.md,
 * "Sync"). Settings by environment:
 *   HOST (127.0.0.1; 0.0.0.0 to serve the local network), PORT (4455),
 *   SYNC_DATA (./sync-data: the folder it persists to).
 */
import { createServer } from 'node:http';
import { resolve } from 'node:path';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4455);
const dataDir = resolve(process.env.SYNC_DATA ?? 'sync-data');

// y-websocket reads its persistence folder from YPERSISTENCE when its utils load.
process.env.YPERSISTENCE = dataDir;
const { WebSocketServer } = await import('ws');
const { setupWSConnection } = await import('y-websocket/bin/utils');

const sockets = new WebSocketServer({ noServer: true });
sockets.on('connection', (socket, request) => setupWSConnection(socket, request, { gc: true }));

const server = createServer((_request, response) => {
  response.writeHead(200, { 'Content-Type': 'text/plain' });
  response.end('Forethought sync server: connect from the app, Settings → Sync.\n');
});
server.on('upgrade', (request, socket, head) => {
  sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit('connection', ws, request));
});
server.listen(port, host, () => {
  console.log(`Forethought sync server on ws://${host}:${port}, storing to ${dataDir}`);
});

function stop() {
  sockets.clients.forEach((client) => client.close());
  server.close(() => process.exit(0));
  // A client that does not close in time does not hold the process.
  setTimeout(() => process.exit(0), 1_000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
