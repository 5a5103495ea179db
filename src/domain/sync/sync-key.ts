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
