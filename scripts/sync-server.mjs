#!/usr/bin/env node
/**
 * The sync server a person runs for their own devices: y-websocket's server (its
 * connection handling, from the `y-websocket` package) with LevelDB persistence and
 * Forethought's defaults — loopback only, port 4455, data in ./sync-data. It stores and
 * relays what the devices send, and the devices send only ciphertext (ARCHITECTURE.md,
 * "Sync"). It answers a device only once the device's room is loaded (sync-server/
 * room-store.mjs), and survives what a client sends: malformed frames close that
 * connection, and caps bound what one client can make it hold.
 *
 * Settings by environment (sync-server/settings.mjs says why each default):
 *   HOST                         127.0.0.1    0.0.0.0 to serve the local network
 *   PORT                         4455
 *   SYNC_DATA                    ./sync-data  the folder it persists to
 *   MAX_MESSAGE_MIB              32           largest message a device may send (MiB)
 *   MAX_CONNECTIONS_PER_ADDRESS  32           open connections from one remote address
 *   MAX_ROOM_MIB                 512          size a room may grow to (MiB)
 *   MAX_ROOMS                    100          rooms held in memory at once
 * Each cap, when hit, refuses or closes only the connection at fault, with one log line.
 */
import { createServer } from 'node:http';

import { WebSocketServer } from 'ws';

import { admitUpgrades } from './sync-server/admission.mjs';
import { createConnectionHandler } from './sync-server/connection.mjs';
import { createRoomStore } from './sync-server/room-store.mjs';
import { describeCaps, readSettings } from './sync-server/settings.mjs';
import { yWebsocket } from './sync-server/y-websocket.mjs';

let settings;
try {
  settings = readSettings(process.env);
} catch (error) {
  console.error(`sync-server: ${error.message}`);
  process.exit(1);
}

const store = createRoomStore(settings.dataDir);
yWebsocket.setPersistence(store.persistence);

const sockets = new WebSocketServer({ noServer: true, maxPayload: settings.maxMessageBytes });
const server = createServer((_request, response) => {
  response.writeHead(200, { 'Content-Type': 'text/plain' });
  response.end('Forethought sync server: connect from the app, Settings → Sync.\n');
});
admitUpgrades(server, sockets, settings, createConnectionHandler(store, settings));
server.listen(settings.port, settings.host, () => {
  const { host, port, dataDir } = settings;
  console.log(`Forethought sync server on ws://${host}:${port}, storing to ${dataDir}`);
  console.log(describeCaps(settings));
});

async function stop() {
  server.close();
  sockets.clients.forEach((client) => client.close(1001, 'server stopping'));
  // A client that does not close in time does not hold the process.
  setTimeout(() => process.exit(0), 5_000).unref();
  // Every update accepted is written before the process ends.
  await store.close();
  process.exit(0);
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
