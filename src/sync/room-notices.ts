import type * as Y from 'yjs';

import { ENVELOPE_KINDS, isEnvelope, open, seal } from '../domain/sync/sealed-update';
import { readMovedDestination, type MovedDestination } from '../domain/sync/sync-key';

/**
 * Notices are envelopes between devices that are not the person's data: "this room moved"
 * (a passphrase change) and "this device is here". They are sealed with the room's key like
 * every envelope, so the server cannot read, forge or tell them apart from an update except
 * by the kind byte it can already see.
 */
export type MovedNotice = {
  type: 'moved';
  /** The device left behind: it is not given the new passphrase. */
  removedDevice?: string;
  at: number;
} & (
  | {
      /**
       * Where sync went, sealed with the key of the new passphrase (`deriveMovedKey`): the
       * old key, which a removed device keeps, opens the notice but not this.
       */
      sealedDestination: string;
    }
  /** The form written before the destination was sealed: still read, so a move goes on. */
  | MovedDestination
);

export type DeviceNotice = { type: 'device'; id: string; name: string; seenAt: number };

export type RoomNotice = MovedNotice | DeviceNotice;

/** The list of sealed envelopes in a room's outer document (the one EncryptedRoom keeps). */
export function sealedList(outer: Y.Doc): Y.Array<unknown> {
  return outer.getArray<unknown>('sealed');
}

const MAX_NAME_LENGTH = 80;
/** A sealed destination in base64: a server address of at most 500 characters fits. */
const MAX_SEALED_LENGTH = 1_000;

function isText(value: unknown, maxLength = 2_000): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= maxLength;
}

/**
 * A notice as it was sealed, or null: only holders of the key can seal one, but a device
 * running another version may write a shape this one does not know, and that must be
 * skipped, not trusted.
 */
export function parseNotice(plaintext: Uint8Array): RoomNotice | null {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(plaintext));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const notice = value as Record<string, unknown>;
  if (notice.type === 'moved') {
    const { sealedDestination, removedDevice, at } = notice;
    if (typeof at !== 'number') return null;
    if (removedDevice !== undefined && !isText(removedDevice)) return null;
    const moved = { type: 'moved' as const, at, ...(removedDevice ? { removedDevice } : {}) };
    if (sealedDestination !== undefined) {
      return isText(sealedDestination, MAX_SEALED_LENGTH) ? { ...moved, sealedDestination } : null;
    }
    const destination = readMovedDestination(notice);
    return destination === null ? null : { ...moved, ...destination };
  }
  if (notice.type === 'device') {
    const { id, name, seenAt } = notice;
    if (!isText(id, 100) || !isText(name, MAX_NAME_LENGTH) || typeof seenAt !== 'number') {
      return null;
    }
    return { type: 'device', id, name, seenAt };
  }
  return null;
}

export async function sealNotice(
  key: CryptoKey,
  notice: RoomNotice,
): Promise<Uint8Array<ArrayBuffer>> {
  return seal(key, 'notice', new TextEncoder().encode(JSON.stringify(notice)));
}

/** The notices among `entries` that open with `key`; every other entry is left to the room. */
export async function readNotices(
  key: CryptoKey,
  entries: readonly unknown[],
): Promise<RoomNotice[]> {
  // The kind byte is in the clear: only notices are opened, not every update a second time.
  const candidates = entries.filter(
    (entry): entry is Uint8Array => isEnvelope(entry) && entry[1] === ENVELOPE_KINDS.notice,
  );
  const read = await Promise.all(
    candidates.map(async (entry) => {
      try {
        return parseNotice((await open(key, entry)).plaintext);
      } catch {
        return null;
      }
    }),
  );
  return read.filter((notice) => notice !== null);
}

/**
 * Reads the notices a room holds, then each one appended, in order, until stopped. Like the
 * room itself, it reads what a change inserted, never by position.
 */
export function followNotices(
  outer: Y.Doc,
  key: CryptoKey,
  onNotice: (notice: RoomNotice) => void,
): { ready: Promise<void>; stop(): void } {
  const list = sealedList(outer);
  let isStopped = false;
  let queue = Promise.resolve();
  const read = (entries: readonly unknown[]) => {
    queue = queue
      .then(async () => {
        const notices = await readNotices(key, entries);
        for (const notice of notices) if (!isStopped) onNotice(notice);
      })
      .catch((error: unknown) => console.error('sync', error));
  };
  const onChange = (event: Y.YArrayEvent<unknown>) => {
    read(
      event.changes.delta.flatMap((part) =>
        Array.isArray(part.insert) ? (part.insert as unknown[]) : [],
      ),
    );
  };
  list.observe(onChange);
  read(list.toArray());
  // Settles once the notices the room held when following began have been read.
  const ready = queue;
  return {
    ready,
    stop() {
      isStopped = true;
      list.unobserve(onChange);
    },
  };
}
