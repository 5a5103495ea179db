/**
 * The sync server's settings, read from the environment once at start (the list, with the
 * defaults, heads ../sync-server.mjs; why each default, below). A value that is not a
 * positive number stops the server with a message naming it, rather than running with a
 * cap nobody meant. Sizes are in MiB and may be fractions (0.5).
 */
import { resolve } from 'node:path';

const MIB = 1024 * 1024;

/**
 * Why 32 MiB: one message carries everything a device has that the server lacks, sealed.
 * A first device with 10,000 items sends about 4.5 MB at once, and so does a device
 * re-filling an emptied server with its copy of such a room; 32 MiB leaves room for several
 * times that, while bounding what one connection can make the server buffer.
 */
const DEFAULT_MAX_MESSAGE_MIB = 32;
/** A person's devices, with a few tabs each, stay far below this. */
const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 32;
/** About a hundred times the 10,000-item room: only a runaway or hostile writer reaches it. */
const DEFAULT_MAX_ROOM_MIB = 512;
/** One person needs one room; a server shared by a household or a team, a few dozen. */
const DEFAULT_MAX_ROOMS = 100;

function positiveNumber(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a positive number, not "${raw}"`);
  }
  return value;
}

function positiveInteger(env, name, fallback) {
  const value = positiveNumber(env, name, fallback);
  if (!Number.isInteger(value)) throw new Error(`${name} must be a whole number, not "${value}"`);
  return value;
}

/** @param {NodeJS.ProcessEnv} env */
export function readSettings(env) {
  return {
    host: env.HOST ?? '127.0.0.1',
    port: positiveInteger(env, 'PORT', 4455),
    dataDir: resolve(env.SYNC_DATA ?? 'sync-data'),
    maxMessageBytes: Math.floor(
      positiveNumber(env, 'MAX_MESSAGE_MIB', DEFAULT_MAX_MESSAGE_MIB) * MIB,
    ),
    maxConnectionsPerAddress: positiveInteger(
      env,
      'MAX_CONNECTIONS_PER_ADDRESS',
      DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
    ),
    maxRoomBytes: Math.floor(positiveNumber(env, 'MAX_ROOM_MIB', DEFAULT_MAX_ROOM_MIB) * MIB),
    maxRooms: positiveInteger(env, 'MAX_ROOMS', DEFAULT_MAX_ROOMS),
  };
}

/** @param {ReturnType<typeof readSettings>} settings */
export function describeCaps(settings) {
  const mib = (bytes) => `${+(bytes / MIB).toFixed(3)} MiB`;
  return (
    `caps: messages ${mib(settings.maxMessageBytes)} (MAX_MESSAGE_MIB), ` +
    `${settings.maxConnectionsPerAddress} connections per address (MAX_CONNECTIONS_PER_ADDRESS), ` +
    `rooms ${mib(settings.maxRoomBytes)} (MAX_ROOM_MIB), ${settings.maxRooms} rooms in memory (MAX_ROOMS)`
  );
}
