import { open, seal } from './sealed-update';
import { isSyncEngine, type SyncEngine } from './sync-engines';

/**
 * The key every device of one person derives from their sync passphrase: PBKDF2-SHA-256
 * with a high count (OWASP's 2023 figure for SHA-256), salted with the room's id, giving an
 * AES-GCM key that never leaves WebCrypto (not extractable). The same passphrase and room
 * give the same key on every device; the server never sees either the passphrase or the key.
 */
export const PBKDF2_ITERATIONS = 600_000;

/** The shortest passphrase accepted: it is the only thing between the server and the text. */
export const MIN_PASSPHRASE_LENGTH = 12;

const SALT_PREFIX = 'forethought-sync/v1/';

export class WeakPassphraseError extends Error {
  constructor() {
    super(`A sync passphrase needs at least ${MIN_PASSPHRASE_LENGTH} characters.`);
    this.name = 'WeakPassphraseError';
  }
}

export async function deriveSyncKey(
  passphrase: string,
  roomId: string,
  iterations = PBKDF2_ITERATIONS,
): Promise<CryptoKey> {
  if (passphrase.length < MIN_PASSPHRASE_LENGTH) throw new WeakPassphraseError();
  const encoder = new TextEncoder();
  const material = await crypto.subtle.importKey(
    'raw',
    encoder.encode(passphrase.normalize('NFC')),
    'PBKDF2',
    false,
    ['deriveKey'],
  );
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: encoder.encode(SALT_PREFIX + roomId), iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** Where sync went after a passphrase change. */
export type MovedDestination = { server: string; room: string; engine: SyncEngine };

/**
 * What a device that read a sealed "moved" notice keeps of it (beside the settings' own
 * `movedTo`) until the person's new passphrase opens it.
 */
export type MovedRoomSeal = { sealedDestination?: string };

const ROOM_ID = /^[0-9a-f]{32}$/;

/** A server a device may be sent to: a WebSocket URL, nothing else. */
export function isServerAddress(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 500) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'ws:' || url.protocol === 'wss:';
  } catch {
    return false;
  }
}

/** A destination as it was written, or null: a ws/wss server, a room id of the app's form. */
export function readMovedDestination(value: unknown): MovedDestination | null {
  if (typeof value !== 'object' || value === null) return null;
  const { server, room, engine } = value as Record<string, unknown>;
  if (!isServerAddress(server) || typeof room !== 'string' || !ROOM_ID.test(room)) return null;
  if (!isSyncEngine(engine)) return null;
  return { server, room, engine };
}

/**
 * The key that seals where sync went inside the old room's "moved" notice: the NEW
 * passphrase, salted with the OLD room's id and a label (so it is neither room's key). The
 * old key opens the notice but not the place, so a device that was removed (it keeps the
 * old passphrase) learns only that sync moved.
 */
export function deriveMovedKey(
  newPassphrase: string,
  oldRoom: string,
  iterations = PBKDF2_ITERATIONS,
): Promise<CryptoKey> {
  return deriveSyncKey(newPassphrase, `${oldRoom}:moved`, iterations);
}

export async function sealMovedDestination(
  key: CryptoKey,
  destination: MovedDestination,
): Promise<string> {
  const { server, room, engine } = destination;
  const sealed = await seal(key, 'notice', encodeText(JSON.stringify({ server, room, engine })));
  let binary = '';
  for (const byte of sealed) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The destination `sealed` holds, or null when `key` does not open it (a wrong passphrase). */
export async function openMovedDestination(
  key: CryptoKey,
  sealed: string,
): Promise<MovedDestination | null> {
  try {
    const bytes = Uint8Array.from(atob(sealed), (char) => char.charCodeAt(0));
    const { plaintext } = await open(key, bytes);
    return readMovedDestination(JSON.parse(new TextDecoder().decode(plaintext)));
  } catch {
    return null;
  }
}

function encodeText(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text);
}
