import { DEFAULT_SYNC_ENGINE, isSyncEngine, type SyncEngine } from './sync-engines';

/**
 * What a second device needs to join: the server's address, the room, the passphrase and the
 * kind of server, as one code to copy (or scan). It holds the passphrase, so it is shown only
 * on request and only on a device that already syncs.
 */
export type SyncPairing = { server: string; room: string; passphrase: string; engine?: SyncEngine };

const PREFIX = 'forethought-sync:1:';

export class PairingCodeError extends Error {
  constructor() {
    super('This is not a Forethought pairing code.');
    this.name = 'PairingCodeError';
  }
}

/** A new room id: 128 random bits, hex. */
export function newRoomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** A sync server address: ws:// or wss://, with a host. */
export function isSyncServer(value: string): boolean {
  return /^wss?:\/\/[^\s/]+/.test(value);
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/**
 * The engine is written only when it is not the default, so a code for the one-process
 * server stays the three fields every earlier version reads.
 */
export function pairingCode(pairing: SyncPairing): string {
  const fields = [pairing.server, pairing.room, pairing.passphrase];
  const engine = pairing.engine ?? DEFAULT_SYNC_ENGINE;
  if (engine !== DEFAULT_SYNC_ENGINE) fields.push(engine);
  return PREFIX + toBase64Url(JSON.stringify(fields));
}

export function readPairingCode(code: string): SyncPairing {
  const trimmed = code.trim();
  if (!trimmed.startsWith(PREFIX)) throw new PairingCodeError();
  let fields: unknown;
  try {
    fields = JSON.parse(fromBase64Url(trimmed.slice(PREFIX.length)));
  } catch {
    throw new PairingCodeError();
  }
  if (!Array.isArray(fields) || fields.length < 3 || fields.length > 4) {
    throw new PairingCodeError();
  }
  const [server, room, passphrase, engine = DEFAULT_SYNC_ENGINE] = fields as unknown[];
  if (typeof server !== 'string' || !isSyncServer(server)) throw new PairingCodeError();
  if (typeof room !== 'string' || !/^[0-9a-f]{32}$/.test(room)) throw new PairingCodeError();
  if (typeof passphrase !== 'string' || passphrase === '') throw new PairingCodeError();
  // A code from a newer version naming a server this one cannot reach is refused, not guessed.
  if (!isSyncEngine(engine)) throw new PairingCodeError();
  return { server, room, passphrase, engine };
}
