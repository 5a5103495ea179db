import * as Y from 'yjs';

import type { SyncEngine } from '../domain/sync/sync-engines';
import { readEntries } from './room-entries';
import { sealedList } from './room-notices';
import { connectRoom, type RoomProvider } from './room-provider';

function whenSynced(provider: RoomProvider): Promise<void> {
  return new Promise((resolve) => {
    if (provider.isSynced) resolve();
    else provider.onSynced(resolve);
  });
}

/** Connects a fresh copy of a room (nothing kept in this browser) and waits for its content. */
export async function openRoomCopy(
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

/** Whether `have` holds every change `need` counts (two encoded state vectors). */
export function coversState(have: Uint8Array, need: Uint8Array): boolean {
  const held = Y.decodeStateVector(have);
  for (const [client, clock] of Y.decodeStateVector(need)) {
    if ((held.get(client) ?? 0) < clock) return false;
  }
  return true;
}

/**
 * Settles once the room, as the server serves it to a fresh connection, holds a key check
 * that opens with `key` and updates covering `need`: what the server has taken, not what
 * this device has only sent. It waits as long as that takes (a server that refuses an
 * envelope never gets there, and then nothing that depends on it happens).
 */
export async function whenRoomHolds(
  room: { engine: SyncEngine; server: string; room: string; key: CryptoKey },
  need: Uint8Array,
  onOpen: (provider: RoomProvider) => void,
): Promise<void> {
  const { outer } = await openRoomCopy(room.engine, room.server, room.room, onOpen);
  const list = sealedList(outer);
  const held = new Y.Doc();
  let keyChecks = 0;
  let queue = Promise.resolve();
  await new Promise<void>((resolve, reject) => {
    const read = (entries: readonly unknown[]) => {
      queue = queue
        .then(async () => {
          const reading = await readEntries(room.key, entries);
          keyChecks += reading.keyChecks;
          for (const update of reading.updates) {
            try {
              Y.applyUpdate(held, update);
            } catch {
              // Not a Yjs update (only a holder of the key can seal one): it proves nothing.
            }
          }
          if (keyChecks > 0 && coversState(Y.encodeStateVector(held), need)) {
            list.unobserve(onChange);
            resolve();
          }
        })
        .catch(reject);
    };
    const onChange = (event: Y.YArrayEvent<unknown>) =>
      read(
        event.changes.delta.flatMap((part) =>
          Array.isArray(part.insert) ? (part.insert as unknown[]) : [],
        ),
      );
    list.observe(onChange);
    read(list.toArray());
  });
  held.destroy();
}
