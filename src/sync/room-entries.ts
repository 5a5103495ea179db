import * as Y from 'yjs';

import { isEnvelope, open, UnreadableEnvelopeError } from '../domain/sync/sealed-update';

/** The plaintext of every room's key check: an envelope of it opens only with the room's key. */
export const KEY_CHECK = new TextEncoder().encode('forethought-sync key check');

/** An entry that opened as document content, with what it holds. */
export type OpenedUpdate = {
  /** The entry as the room's list holds it (the same object, so it can be found there). */
  entry: Uint8Array;
  update: Uint8Array;
  isSnapshot: boolean;
};

/** A notice that opened with the key: not document content, but compaction weighs it. */
export type OpenedNotice = { entry: Uint8Array; plaintext: Uint8Array };

/** What entries of a room's sealed list hold for one key. */
export type RoomReading = {
  /** The updates that opened, in list order. */
  updates: Uint8Array[];
  /** The same updates, each with its entry and kind. */
  opened: OpenedUpdate[];
  /** Notices that opened with this key, in list order. */
  notices: OpenedNotice[];
  /** Key checks that opened with this key. */
  keyChecks: number;
  /** Entries with an envelope's form, whether they opened or not. */
  envelopes: number;
  /**
   * Entries skipped: not an envelope at all (null, a number, a few bytes), one that does not
   * open (damaged, forged, or sealed with another key), or a key check that is not ours.
   */
  unreadable: number;
};

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

type Entry = 'keyCheck' | 'unreadable' | 'malformed' | OpenedUpdate | OpenedNotice;

async function readEntry(key: CryptoKey, entry: unknown): Promise<Entry> {
  if (!isEnvelope(entry)) return 'malformed';
  try {
    const { kind, plaintext } = await open(key, entry);
    // A snapshot is an update that holds the whole document; notices are not its content.
    if (kind === 'update' || kind === 'snapshot') {
      return { entry, update: plaintext, isSnapshot: kind === 'snapshot' };
    }
    if (kind === 'notice') return { entry, plaintext };
    return sameBytes(plaintext, KEY_CHECK) ? 'keyCheck' : 'unreadable';
  } catch (error) {
    if (error instanceof UnreadableEnvelopeError) return 'unreadable';
    throw error;
  }
}

/** Opens what can be opened of `entries`; nothing in them can stop the others being read. */
export async function readEntries(
  key: CryptoKey,
  entries: readonly unknown[],
): Promise<RoomReading> {
  const read = await Promise.all(entries.map((entry) => readEntry(key, entry)));
  const opened = read.filter(
    (entry): entry is OpenedUpdate => typeof entry === 'object' && 'update' in entry,
  );
  const notices = read.filter(
    (entry): entry is OpenedNotice => typeof entry === 'object' && 'plaintext' in entry,
  );
  const updates = opened.map(({ update }) => update);
  const keyChecks = read.filter((entry) => entry === 'keyCheck').length;
  const malformed = read.filter((entry) => entry === 'malformed').length;
  return {
    updates,
    opened,
    notices,
    keyChecks,
    envelopes: read.length - malformed,
    unreadable: read.length - updates.length - keyChecks - notices.length,
  };
}

/**
 * Whether the key is this room's: any key check or any update opens with it. One forged key
 * check (60 bytes anyone who can write to the room can add) must not make the right
 * passphrase look wrong; a wrong key opens none of them.
 */
export function opensWithKey(reading: RoomReading): boolean {
  return reading.keyChecks > 0 || reading.updates.length > 0;
}

/** Whether `update` reads as a Yjs update at all (its content is the sender's to vouch for). */
export function decodes(update: Uint8Array): boolean {
  try {
    Y.decodeUpdate(update);
    return true;
  } catch {
    return false;
  }
}

export type MergedUpdates = {
  merged: Uint8Array | null;
  unreadable: number;
};

/**
 * The updates as one (what a room holds, as one update: its state vector, or a copy for
 * another room), and how many were left out because they are not Yjs updates (only a holder of the key can
 * seal such a thing, but it must not stop the rest). Null when there is nothing to apply.
 */
export function mergeReadable(updates: readonly Uint8Array[]): MergedUpdates {
  const [only] = updates;
  if (updates.length === 0 || !only) return { merged: null, unreadable: 0 };
  if (updates.length === 1) {
    return decodes(only) ? { merged: only, unreadable: 0 } : { merged: null, unreadable: 1 };
  }
  try {
    return { merged: Y.mergeUpdates([...updates]), unreadable: 0 };
  } catch (error) {
    const readable = updates.filter(decodes);
    // Every part reads on its own: the failure is not the room's content, so it is reported.
    if (readable.length === updates.length) throw error;
    const rest = mergeReadable(readable);
    return { ...rest, unreadable: updates.length - readable.length + rest.unreadable };
  }
}
