import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';

import type { LeftRoom } from '../db/sync-config-repo';
import { syncDocumentNames } from '../db/sync-documents';
import { DEFAULT_SYNC_ENGINE, type SyncEngine } from '../domain/sync/sync-engines';
import {
  deriveMovedKey,
  deriveSyncKey,
  openMovedDestination,
  sealMovedDestination,
  type MovedDestination,
} from '../domain/sync/sync-key';
import { isEnvelope, open, UnreadableEnvelopeError } from '../domain/sync/sealed-update';
import { mergeReadable } from './room-entries';
import { openRoomCopy, whenRoomHolds } from './room-copy';
import { parseNotice, sealedList, sealNotice, type MovedNotice } from './room-notices';
import type { RoomProvider } from './room-provider';

/**
 * A passphrase change moves sync to a new room (a new id, so a new key): the device that
 * changes it carries its whole document there as the room's creator, then leaves in the old
 * room one notice, sealed with the old key, saying that sync moved — where to is sealed
 * again inside it with a key of the new passphrase — and deletes everything else the old
 * room held. Every other device reads that notice with the key it has, stops, and learns
 * where sync went once the person enters the new passphrase; a device the person removed
 * is never told it, so it learns neither the passphrase nor the new room.
 */

/** Applies this browser's copy of `fromRoom`'s document to `into` (a merge: idempotent). */
export async function carryDocument(fromRoom: string, into: Y.Doc): Promise<void> {
  const carried = new Y.Doc();
  const store = new IndexeddbPersistence(syncDocumentNames(fromRoom).inner, carried);
  try {
    await store.whenSynced;
    Y.applyUpdate(into, Y.encodeStateAsUpdate(carried));
  } finally {
    await store.destroy();
    carried.destroy();
  }
}

export class RoomNotLeftError extends Error {
  constructor(reason: string) {
    super(`The old sync room was not cleared: ${reason}.`);
    this.name = 'RoomNotLeftError';
  }
}

/** An entry of the old room as its key reads it: only what opens is ever deleted. */
type OldEntry =
  | { entry: Uint8Array; kind: 'update'; update: Uint8Array }
  | { entry: Uint8Array; kind: 'keyCheck' | 'otherNotice' }
  | { entry: Uint8Array; kind: 'moved'; notice: MovedNotice };

async function readOldRoom(key: CryptoKey, entries: readonly unknown[]): Promise<OldEntry[]> {
  const read = await Promise.all(
    entries.map(async (entry): Promise<OldEntry | null> => {
      if (!isEnvelope(entry)) return null;
      try {
        const { kind, plaintext } = await open(key, entry);
        if (kind === 'update' || kind === 'snapshot')
          return { entry, kind: 'update', update: plaintext };
        if (kind === 'keyCheck') return { entry, kind: 'keyCheck' };
        const notice = parseNotice(plaintext);
        return notice?.type === 'moved'
          ? { entry, kind: 'moved', notice }
          : { entry, kind: 'otherNotice' };
      } catch (error) {
        if (error instanceof UnreadableEnvelopeError) return null;
        throw error;
      }
    }),
  );
  return read.filter((entry) => entry !== null);
}

/** The room sync moves to, and this device's document there. */
export type LeaveTarget = {
  server: string;
  room: string;
  engine?: SyncEngine;
  /** The new passphrase: it seals where sync went, so only its holders learn it. */
  passphrase: string;
  key: CryptoKey;
  /** The document joined to the new room: what the old room holds is merged into it. */
  inner: Y.Doc;
};

/** How many times the old room may change under this device before leaving gives up. */
const MAX_LEAVING_ROUNDS = 10;

/**
 * Leaves `left` for `target`: every update the old room holds is merged into the new room's
 * document, and only once a fresh connection to the new room shows the server holding all
 * of it (and the room's key check) does the old room lose those updates, by identity, with
 * the "moved" notice written in the same change. Entries the old key does not open are never
 * deleted. Each round reads the old room afresh, so what another device wrote meanwhile is
 * carried too; a room holding nothing of this key's but the notice is left. Cancel closes
 * the connections (the session stopped); the next start tries again.
 */
export function leaveRoom(
  left: LeftRoom,
  target: LeaveTarget,
): { done: Promise<void>; cancel(): void } {
  const providers: RoomProvider[] = [];
  const track = (provider: RoomProvider) => providers.push(provider);
  const engine = left.engine ?? DEFAULT_SYNC_ENGINE;
  const targetEngine = target.engine ?? DEFAULT_SYNC_ENGINE;
  const done = (async () => {
    const key = await deriveSyncKey(left.passphrase, left.room);
    const movedKey = await deriveMovedKey(target.passphrase, left.room);
    // A notice whose destination the new passphrase does not open was written by a move
    // to another passphrase: null, like one naming another room.
    const destinationOf = (notice: MovedNotice) =>
      'sealedDestination' in notice
        ? openMovedDestination(movedKey, notice.sealedDestination)
        : Promise.resolve(notice);
    for (let round = 0; round < MAX_LEAVING_ROUNDS; round += 1) {
      const { outer } = await openRoomCopy(engine, left.server, left.room, track);
      const list = sealedList(outer);
      const entries = list.toArray();
      const read = await readOldRoom(key, entries);
      // Never clear a room this key does not open (it would not be this person's).
      if (read.length === 0 && entries.some(isEnvelope)) {
        throw new RoomNotLeftError('the old passphrase does not open it');
      }
      const moves = read.flatMap((entry) => (entry.kind === 'moved' ? [entry.notice] : []));
      const destinations = await Promise.all(moves.map((notice) => destinationOf(notice)));
      if (destinations.some((destination) => destination?.room !== target.room)) {
        throw new RoomNotLeftError('another device already moved sync to another room');
      }
      const updates = read.flatMap((entry) => (entry.kind === 'update' ? [entry.update] : []));
      const hasNotice = moves.length > 0;
      const isLeft = hasNotice && read.every((entry) => entry.kind === 'moved');
      if (isLeft) return;
      const { merged } = mergeReadable(updates);
      if (merged !== null) Y.applyUpdate(target.inner, merged);
      const target_ = { engine: targetEngine, server: target.server, room: target.room };
      await whenRoomHolds(
        { ...target_, key: target.key },
        Y.encodeStateVector(target.inner),
        track,
      );
      const notice = hasNotice
        ? null
        : await sealNotice(key, await movedNotice(left, target_, movedKey));
      const carried = new Set<unknown>(
        read.filter((entry) => entry.kind !== 'moved').map((entry) => entry.entry),
      );
      outer.transact(() => {
        const now = list.toArray();
        for (let index = now.length - 1; index >= 0; index -= 1) {
          if (carried.has(now[index])) list.delete(index, 1);
        }
        if (notice !== null) list.push([notice]);
      });
    }
    throw new RoomNotLeftError('the old room kept changing');
  })();
  const cancel = () => {
    for (const provider of providers) provider.destroy();
  };
  return {
    done: done.finally(cancel),
    cancel,
  };
}

/** The notice the old room is left: where sync went, readable only with the new passphrase. */
async function movedNotice(
  left: LeftRoom,
  target: MovedDestination,
  movedKey: CryptoKey,
): Promise<MovedNotice> {
  return {
    type: 'moved',
    sealedDestination: await sealMovedDestination(movedKey, target),
    at: Date.now(),
    ...(left.removedDevice === undefined ? {} : { removedDevice: left.removedDevice }),
  };
}
