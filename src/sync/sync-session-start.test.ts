import { afterEach, describe, expect, it } from 'vitest';

import { ForethoughtDb } from '../db/database';
import { readSyncConfig, saveSyncConfig } from '../db/sync-config-repo';
import { WeakPassphraseError } from '../domain/sync/sync-key';
import { startSyncSession } from './sync-session';

const ROOM = '00112233445566778899aabbccddeeff';
const dbs: ForethoughtDb[] = [];

afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete();
});

describe('startSyncSession with a passphrase that gives no key', () => {
  it('refuses before writing a device identity, and leaves its local copies closed', async () => {
    const db = new ForethoughtDb(`session-start-${Math.random()}`);
    dbs.push(db);
    await db.open();
    await saveSyncConfig(db, {
      server: 'ws://127.0.0.1:1',
      room: ROOM,
      passphrase: 'short',
      isPaused: false,
    });
    const names = { inner: `weak-inner-${Math.random()}`, outer: `weak-outer-${Math.random()}` };
    const start = startSyncSession(
      db,
      { server: 'ws://127.0.0.1:1', room: ROOM, passphrase: 'short', isPaused: false },
      () => undefined,
      names,
    );
    await expect(start).rejects.toBeInstanceOf(WeakPassphraseError);
    const config = await readSyncConfig(db);
    expect(config?.deviceId).toBeUndefined();
    // Closed, so the copies can be deleted at once (an open one would block the deletion).
    for (const name of [names.inner, names.outer]) {
      await new Promise<void>((resolve, reject) => {
        const request = indexedDB.deleteDatabase(name);
        request.onsuccess = () => resolve();
        request.onerror = () => reject(request.error ?? new Error('not deleted'));
        request.onblocked = () => reject(new Error(`${name} is still open`));
      });
    }
  });
});
