/**
 * What a device sends the sync server: a Yjs update sealed with AES-GCM. The envelope is
 * `[format 1][kind][12-byte IV][ciphertext + 16-byte tag]`; the kind and format are also
 * bound into the tag as additional data, so neither can be altered unnoticed. A fresh random
 * IV per envelope (2^-32 collision odds only after about 2^32 envelopes under one key).
 */
const FORMAT = 1;
const IV_BYTES = 12;
const HEADER_BYTES = 2 + IV_BYTES;
const TAG_BYTES = 16;

/**
 * An update of the shared document; the room's key check (see encrypted-room.ts); a snapshot
 * (the whole document as one update, sealed so older envelopes can be dropped); a notice
 * between devices that is not document content (a move to a new room, a device's name).
 */
export const ENVELOPE_KINDS = { update: 0, keyCheck: 1, snapshot: 2, notice: 3 } as const;
export type EnvelopeKind = keyof typeof ENVELOPE_KINDS;

const KIND_BY_CODE = new Map<number, EnvelopeKind>(
  Object.entries(ENVELOPE_KINDS).map(([kind, code]) => [code, kind as EnvelopeKind]),
);

/** An envelope that does not open: another key (a wrong passphrase), tampering, or damage. */
export class UnreadableEnvelopeError extends Error {
  constructor(reason: string) {
    super(`A synced change could not be read: ${reason}.`);
    this.name = 'UnreadableEnvelopeError';
  }
}

function kindOf(code: number): EnvelopeKind | null {
  return KIND_BY_CODE.get(code) ?? null;
}

/**
 * Whether a value has an envelope's form: bytes, long enough, of this format and a known kind.
 * Anyone who can write to a room can put anything into its list (null, a number, 3 bytes):
 * such entries are skipped before any attempt to open them.
 */
export function isEnvelope(value: unknown): value is Uint8Array {
  return (
    value instanceof Uint8Array &&
    value.length >= HEADER_BYTES + TAG_BYTES &&
    value[0] === FORMAT &&
    kindOf(value[1] ?? -1) !== null
  );
}

export async function seal(
  key: CryptoKey,
  kind: EnvelopeKind,
  plaintext: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer>> {
  const header = new Uint8Array(HEADER_BYTES);
  header[0] = FORMAT;
  header[1] = ENVELOPE_KINDS[kind];
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  header.set(iv, 2);
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: header.subarray(0, 2) },
    key,
    plaintext,
  );
  const envelope = new Uint8Array(HEADER_BYTES + ciphertext.byteLength);
  envelope.set(header);
  envelope.set(new Uint8Array(ciphertext), HEADER_BYTES);
  return envelope;
}

export async function open(
  key: CryptoKey,
  envelope: Uint8Array,
): Promise<{ kind: EnvelopeKind; plaintext: Uint8Array<ArrayBuffer> }> {
  if (envelope.length < HEADER_BYTES + TAG_BYTES) throw new UnreadableEnvelopeError('too short');
  if (envelope[0] !== FORMAT) throw new UnreadableEnvelopeError(`format ${envelope[0]}`);
  const kind = kindOf(envelope[1] ?? -1);
  if (kind === null) throw new UnreadableEnvelopeError(`kind ${envelope[1]}`);
  try {
    const plaintext = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: envelope.slice(2, HEADER_BYTES),
        additionalData: envelope.slice(0, 2),
      },
      key,
      envelope.slice(HEADER_BYTES),
    );
    return { kind, plaintext: new Uint8Array(plaintext) };
  } catch {
    throw new UnreadableEnvelopeError('another key, or altered');
  }
}
