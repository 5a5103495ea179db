import { describe, expect, it } from 'vitest';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';

import { followPendingChanges, readPendingChanges } from './device-pending-changes';
import type { RoomProvider } from './room-provider';

const FROM_SERVER = Symbol('server');

/** A connection whose state the test sets: offline until `sync()`. */
function fakeProvider() {
  const listeners: (() => void)[] = [];
  let isSynced = false;
  const provider: RoomProvider & { sync(): void; drop(): void } = {
    get isSynced() {
      return isSynced;
    },
    onConnection: () => undefined,
    onSynced: (listener) => listeners.push(listener),
    isFromServer: (origin) => origin === FROM_SERVER,
    destroy: () => undefined,
    sync() {
      isSynced = true;
      for (const listener of listeners) listener();
    },
    drop() {
      isSynced = false;
    },
  };
  return provider;
}

async function follow(name: string) {
  const outer = new Y.Doc();
  const store = new IndexeddbPersistence(name, outer);
  await store.whenSynced;
  const provider = fakeProvider();
  const counts: number[] = [];
  const stored = await readPendingChanges(store);
  const pending = followPendingChanges(outer, store, provider, stored, {
    count: (count) => counts.push(count),
    exchange: () => undefined,
  });
  const append = () => sealedAppend(outer);
  return { outer, store, provider, counts, pending, append };
}

function sealedAppend(outer: Y.Doc) {
  outer.getArray('sealed').push([new Uint8Array([1])]);
}

describe('changes waiting for the server', () => {
  it('counts each change made offline, not what the server sent, and clears when it has them', async () => {
    const device = await follow('pending-a');
    device.append();
    device.append();
    const fromServer = new Y.Doc();
    fromServer.getArray('sealed').push([new Uint8Array([2])]);
    Y.applyUpdate(device.outer, Y.encodeStateAsUpdate(fromServer), FROM_SERVER);
    expect(device.counts.at(-1)).toBe(2);
    device.provider.sync();
    expect(device.counts.at(-1)).toBe(0);
    device.append();
    expect(device.counts.at(-1)).toBe(0);
    device.provider.drop();
    device.append();
    expect(device.counts.at(-1)).toBe(1);
    device.pending.stop();
    await device.store.destroy();
  });

  it('still shows the count after a reload', async () => {
    const before = await follow('pending-b');
    before.append();
    before.append();
    before.append();
    before.pending.stop();
    // The count is stored without waiting; a later write to the same store lands after it.
    await before.store.set('probe', 1);
    await before.store.destroy();
    const after = await follow('pending-b');
    expect(after.counts).toEqual([3]);
    after.provider.sync();
    expect(after.counts.at(-1)).toBe(0);
    await after.store.destroy();
  });
});
