import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';

import type { LeftRoom } from '../db/sync-config-repo';
import { syncDocumentNames } from '../db/sync-documents';
import { DEFAULT_SYNC_ENGINE, type SyncEngine } from '../domain/sync/sync-engines';
import { deriveSyncKey } from '../domain/sync/sync-key';
import { opensWithKey, readEntries } from './room-entries';
import { readNotices, sealedList, sealNotice, type MovedNotice } from './room-notices';
import { connectRoom, type RoomProvider } from './room-provider';

/**
 * A passphrase change moves sync to a new room (a new id, so a new key): the device that
 * changes it carries its whole document there as the room's creator, then leaves in the old
 * room one notice, sealed with the old key, saying where sync went — never the new
 * passphrase — and deletes everything else the old room held. Every other device reads
 * that notice with the key it has, stops, and follows once the person enters the new
 * passphrase; a device the person removed is simply never told it.
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

function whenSynced(provider: RoomProvider): Promise<void> {
  return new Promise((resolve) => {
    if (provider.isSynced) resolve();
    else provider.onSynced(resolve);
  });
}

/** Connects a fresh copy of a room (nothing kept in this browser) and waits for its content. */
async function openRoomCopy(
  engine: SyncEngine,
  server: string,
  room: string,
  onOpen: (provider: RoomProvider) => void,
) {
  const outer = new Y.Doc();
  const provider = connectRoom(engine, server, room, outer);
  onOpen(provider);
  await whenSynced(provider);
  return { outer, provider };
}

export class RoomNotLeftError extends Error {
  constructor(reason: string) {
    super(`The old sync room was not cleared: ${reason}.`);
    this.name = 'RoomNotLeftError';
  }
}

/**
 * Leaves `left` for `target`: the old room ends up holding only the "moved" notice. Checked
 * by reading the room again over a second connection, so the caller forgets the old key only
 * once the server has the notice. Cancel closes the connections (the session stopped); the
 * next start tries again.
 */
export function leaveRoom(
  left: LeftRoom,
  target: { server: string; room: string; engine?: SyncEngine },
): { done: Promise<void>; cancel(): void } {
  const providers: RoomProvider[] = [];
  const track = (provider: RoomProvider) => providers.push(provider);
  const engine = left.engine ?? DEFAULT_SYNC_ENGINE;
  const done = (async () => {
    const key = await deriveSyncKey(left.passphrase, left.room);
    const { outer } = await openRoomCopy(engine, left.server, left.room, track);
    const list = sealedList(outer);
    const reading = await readEntries(key, list.toArray());
    // Never clear a room this key does not open (it would not be this person's).
    if (reading.envelopes > 0 && !opensWithKey(reading)) {
      throw new RoomNotLeftError('the old passphrase does not open it');
    }
    const moved: MovedNotice = {
      type: 'moved',
      server: target.server,
      room: target.room,
      engine: target.engine ?? DEFAULT_SYNC_ENGINE,
      at: Date.now(),
      ...(left.removedDevice === undefined ? {} : { removedDevice: left.removedDevice }),
    };
    const notice = await sealNotice(key, moved);
    outer.transact(() => {
      list.delete(0, list.length);
      list.push([notice]);
    });
    const check = await openRoomCopy(engine, left.server, left.room, track);
    const notices = await readNotices(key, sealedList(check.outer).toArray());
    if (!notices.some((read) => read.type === 'moved' && read.room === target.room)) {
      throw new RoomNotLeftError('the server does not show the notice yet');
    }
  })();
  const cancel = () => {
    for (const provider of providers) provider.destroy();
  };
  return {
    done: done.finally(cancel),
    cancel,
  };
}
