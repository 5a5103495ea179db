/**
 * The scaled-out server's settings, read from the environment once at start. The caps it
 * shares with `npm run sync-server` keep their names, defaults and reasons
 * (../sync-server/settings.mjs); what only a fleet of processes needs is added here. A value
 * that is not valid stops the process with a message naming it.
 */
import { hostname } from 'node:os';

import { readSettings } from '../sync-server/settings.mjs';

const MIB = 1024 * 1024;

/**
 * Per process, whatever the addresses: a bound on the sockets, buffers and timers one
 * process keeps, so a flood spread over many addresses cannot exhaust it. A process behind
 * a load balancer takes its share; add processes rather than raise it far.
 */
const DEFAULT_MAX_CONNECTIONS = 1024;
/**
 * A device sets up its room within a second or two: it sends its token and its step 1 as
 * soon as the socket opens, and the room loads from Redis. A socket that has not by then
 * is not a device at work, and holds a place and a buffer it must give back.
 */
const DEFAULT_MAX_SETUP_SECONDS = 10;
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
const DEFAULT_KEY_PREFIX = 'forethought';

function wholePositive(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, not "${raw}"`);
  }
  return value;
}

function positiveSeconds(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a positive number of seconds, not "${raw}"`);
  }
  return value;
}

function redisUrl(env) {
  const raw = env.REDIS_URL?.trim() || DEFAULT_REDIS_URL;
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`REDIS_URL must be a redis:// or rediss:// address, not "${raw}"`);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new Error(`REDIS_URL must be a redis:// or rediss:// address, not "${raw}"`);
  }
  return raw;
}

/** The Redis address as a log may show it: never its password. */
export function redactedRedisUrl(raw) {
  const url = new URL(raw);
  if (url.password !== '') url.password = '***';
  return url.toString();
}

/** @param {NodeJS.ProcessEnv} env */
export function readScaledSettings(env) {
  const { host, port, maxMessageBytes, maxConnectionsPerAddress, maxRoomBytes, maxRooms } =
    readSettings(env);
  const keyPrefix = env.REDIS_PREFIX?.trim() || DEFAULT_KEY_PREFIX;
  if (!/^[\w.-]{1,64}$/.test(keyPrefix)) {
    throw new Error(`REDIS_PREFIX must be letters, digits, '.', '_' or '-', not "${keyPrefix}"`);
  }
  return {
    host,
    port,
    redisUrl: redisUrl(env),
    keyPrefix,
    serverName: env.SERVER_NAME?.trim() || `${hostname()}-${process.pid}`,
    maxMessageBytes,
    maxConnectionsPerAddress,
    maxConnections: wholePositive(env, 'MAX_CONNECTIONS', DEFAULT_MAX_CONNECTIONS),
    maxRoomBytes,
    maxRooms,
    maxSetupMs: Math.round(
      positiveSeconds(env, 'MAX_SETUP_SECONDS', DEFAULT_MAX_SETUP_SECONDS) * 1000,
    ),
  };
}

/** @param {ReturnType<typeof readScaledSettings>} settings */
export function describeCaps(settings) {
  const mib = (bytes) => `${+(bytes / MIB).toFixed(3)} MiB`;
  return (
    `caps: messages ${mib(settings.maxMessageBytes)} (MAX_MESSAGE_MIB), ` +
    `${settings.maxConnectionsPerAddress} connections per address (MAX_CONNECTIONS_PER_ADDRESS), ` +
    `${settings.maxConnections} connections in all (MAX_CONNECTIONS), ` +
    `rooms ${mib(settings.maxRoomBytes)} (MAX_ROOM_MIB), ${settings.maxRooms} rooms in memory (MAX_ROOMS), ` +
    `${settings.maxSetupMs / 1000} s to set up a room (MAX_SETUP_SECONDS)`
  );
}
