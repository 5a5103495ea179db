#!/usr/bin/env node
/**
 * The sync server for more devices than one process serves: Hocuspocus (a maintained Yjs
 * server) in as many processes as needed behind a load balancer, relaying between them and
 * storing every room in Redis, so a device may reach any process and find the same room.
 * It speaks Hocuspocus's protocol (the app's "Scaled out" server type); `npm run
 * sync-server` stays the one-process default. Like it, it stores and relays only what the
 * devices send, which is ciphertext (ARCHITECTURE.md, "Sync"), answers a device only once
 * its room is loaded, and bounds what one client can make it hold.
 *
 * Settings by environment (../sync-server/settings.mjs says why each shared default):
 *   HOST                         127.0.0.1    0.0.0.0 to serve the network
 *   PORT                         4455
 *   REDIS_URL                    redis://127.0.0.1:6379   rediss:// for TLS; a password in the URL
 *   REDIS_PREFIX                 forethought  namespace of this fleet's keys and channels
 *   SERVER_NAME                  host-pid     names this process in its log lines
 *   MAX_MESSAGE_MIB              32           largest message a device may send (MiB)
 *   MAX_CONNECTIONS_PER_ADDRESS  32           open connections from one remote address
 *   MAX_CONNECTIONS              1024         open connections to this process
 *   MAX_ROOM_MIB                 512          size a room may grow to (MiB)
 *   MAX_ROOMS                    100          rooms this process holds in memory at once
 *   MAX_SETUP_SECONDS            10           time a connection has to set up its room
 * Each cap, when hit, refuses or closes only the connection at fault, with one log line.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';

import { Hocuspocus } from '@hocuspocus/server';
import IORedis from 'ioredis';
import { WebSocketServer } from 'ws';

import { admitUpgrades } from './admission.mjs';
import { Relay, roomPersistence, storeRoomsFromMemory } from './extensions.mjs';
import { createGate } from './gate.mjs';
import { logLine, nameProcess } from './log.mjs';
import { createRoomStore } from './room-store.mjs';
import { describeCaps, readScaledSettings, redactedRedisUrl } from './settings.mjs';

/** How long a process waits for Redis at start before it gives up with a message. */
const REDIS_START_TIMEOUT_MS = 15_000;
/** How long a stopping process waits for its last writes before it exits anyway. */
const STOP_TIMEOUT_MS = 5_000;

let settings;
try {
  settings = readScaledSettings(process.env);
} catch (error) {
  console.error(`sync-scaled: ${error.message}`);
  process.exit(1);
}
nameProcess(settings.serverName);
const redisLabel = redactedRedisUrl(settings.redisUrl);

// Hocuspocus runs some hooks without waiting for them (a change published to the other
// processes, presence): one that fails while Redis is away must not end a process that
// serves other rooms. The failure is logged; the devices hold what they sent, and their
// next connection sends whatever the room lacks.
process.on('unhandledRejection', (reason) => {
  logLine(`a background step failed: ${reason instanceof Error ? reason.message : reason}`);
});

/**
 * A command waits for at most two reconnection attempts: a blip of Redis is absorbed, while
 * an outage fails a room's load at once (its devices are closed and retry) instead of
 * holding them on a room that cannot be read.
 */
const REDIS_RETRIES_PER_COMMAND = 2;

/** One line when a connection to Redis fails, one when it is back: not one per retry. */
function logOutages(client, label) {
  let isDown = false;
  client.on('error', (error) => {
    if (isDown) return;
    isDown = true;
    logLine(`${label}: ${error.message} (retrying)`);
  });
  client.on('ready', () => {
    if (isDown) logLine(`${label}: connected again`);
    isDown = false;
  });
}

const redis = new IORedis(settings.redisUrl, {
  lazyConnect: true,
  maxRetriesPerRequest: REDIS_RETRIES_PER_COMMAND,
});
logOutages(redis, `Redis at ${redisLabel}`);
try {
  await Promise.race([
    redis.connect(),
    new Promise((_resolve, reject) =>
      setTimeout(() => reject(new Error('no answer')), REDIS_START_TIMEOUT_MS).unref(),
    ),
  ]);
} catch (error) {
  console.error(`sync-scaled: could not reach Redis at ${redisLabel}: ${error.message}`);
  process.exit(1);
}

const store = createRoomStore(redis, settings.keyPrefix, logLine);
const hocuspocus = new Hocuspocus();
// Every 'ready' from here on is Redis back after a loss of the connection.
redis.on('ready', () => storeRoomsFromMemory(hocuspocus, store));
const relay = new Relay({
  redis,
  prefix: `${settings.keyPrefix}:relay`,
  // Unique per process even when two share a name: a process ignores its own messages.
  identifier: `${settings.serverName}-${randomUUID()}`,
});
logOutages(relay.pub, 'Redis relay (publishing)');
logOutages(relay.sub, 'Redis relay (subscribed)');

const gate = createGate(hocuspocus, settings);
hocuspocus.configure({
  name: settings.serverName,
  quiet: true,
  extensions: [relay, roomPersistence(store, gate, relay.redisTransactionOrigin)],
});

const sockets = new WebSocketServer({ noServer: true, maxPayload: settings.maxMessageBytes });
const server = createServer((_request, response) => {
  response.writeHead(200, { 'Content-Type': 'text/plain' });
  response.end('Forethought sync server (scaled out): connect from the app, Settings → Sync.\n');
});
admitUpgrades(server, sockets, settings, (ws, request, address) =>
  gate.serve(ws, request, address),
);
server.listen(settings.port, settings.host, () => {
  const { host, port, serverName } = settings;
  console.log(
    `Forethought sync server (scaled out, ${serverName}) on ws://${host}:${port}, rooms in Redis at ${redisLabel}`,
  );
  console.log(describeCaps(settings));
});

async function stop() {
  server.close();
  sockets.clients.forEach((client) => client.close(1001, 'server stopping'));
  // A write that does not finish in time does not hold the process.
  setTimeout(() => process.exit(0), STOP_TIMEOUT_MS).unref();
  // Every update accepted is in Redis before the process ends.
  await store.close();
  await hocuspocus.hooks('onDestroy', { instance: hocuspocus });
  await redis.quit();
  process.exit(0);
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
