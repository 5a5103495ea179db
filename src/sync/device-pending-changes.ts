import type { IndexeddbPersistence } from 'y-indexeddb';
import type * as Y from 'yjs';

import type { RoomProvider } from './room-provider';

/** Where the count is kept: beside the room's envelopes, so it goes when they go. */
const WAITING_KEY = 'waiting';

/**
 * The count kept by the last session: read before connecting, since a listener added after
 * an await could miss the provider's first sync.
 */
export async function readPendingChanges(outerStore: IndexeddbPersistence): Promise<number> {
  const stored: unknown = await outerStore.get(WAITING_KEY);
  return typeof stored === 'number' && stored >= 0 ? stored : 0;
}

/**
 * Counts the envelopes this device appended while the server did not have them (offline,
 * or before the first exchange), one per change sealed here, and keeps the count in this
 * browser's copy of the room so a reload still shows it. It is zero again once an exchange
 * brings the server level with this device: the provider's sync sends what the server
 * lacks before it reports itself synced.
 */
export function followPendingChanges(
  outer: Y.Doc,
  outerStore: IndexeddbPersistence,
  provider: RoomProvider,
  stored: number,
  on: { count(count: number): void; exchange(): void },
): { stop(): void } {
  let count = stored;
  const keep = (next: number) => {
    if (next === count) return;
    count = next;
    on.count(count);
    void outerStore.set(WAITING_KEY, count).catch((error: unknown) => {
      console.error('sync', error);
    });
  };
  if (count > 0) on.count(count);
  const onUpdate = (_update: Uint8Array, origin: unknown) => {
    if (provider.isSynced) on.exchange();
    else if (!provider.isFromServer(origin) && origin !== outerStore) keep(count + 1);
  };
  outer.on('update', onUpdate);
  provider.onSynced(() => keep(0));
  return {
    stop() {
      outer.off('update', onUpdate);
    },
  };
}
