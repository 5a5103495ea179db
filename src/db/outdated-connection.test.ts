import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { OutdatedTabError } from '../domain/outdated-tab-error';
import { deleteTestDb, openTestDb } from '../test/test-db';
import type { ForethoughtDb } from './database';
import { addItem } from './items-repo';
import { closeWhenUpgradedElsewhere } from './outdated-connection';

let db: ForethoughtDb;
let newerTab: IDBDatabase | null = null;

beforeEach(() => {
  db = openTestDb();
});
afterEach(async () => {
  newerTab?.close();
  newerTab = null;
  await deleteTestDb(db);
});

/** Another tab running a newer build: it opens the database one schema version higher. */
function openInNewerTab(name: string, nativeVersion: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, nativeVersion);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('open failed'));
  });
}

describe('closeWhenUpgradedElsewhere', () => {
  it('lets the newer tab upgrade, then refuses writes here and keeps reads working', async () => {
    const onUpgradedElsewhere = vi.fn();
    closeWhenUpgradedElsewhere(db, onUpgradedElsewhere);
    await addItem(db, { content: 'Call the plumber', type: 'plan' }, 1);
    const installed = db.verno * 10;

    // Resolves only once this tab's connection has closed: otherwise the upgrade would wait.
    newerTab = await openInNewerTab(db.name, installed + 10);
    expect(newerTab.version).toBe(installed + 10);
    expect(onUpgradedElsewhere).toHaveBeenCalledTimes(1);

    const refused = await addItem(db, { content: 'Lost?', type: 'plan' }, 2).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(OutdatedTabError);
    // Reads reopen the upgraded database, so the page keeps showing what is stored.
    expect((await db.items.toArray()).map((item) => item.content)).toEqual(['Call the plumber']);
  });

  it('does nothing to a tab that is not upgraded elsewhere', async () => {
    const onUpgradedElsewhere = vi.fn();
    closeWhenUpgradedElsewhere(db, onUpgradedElsewhere);
    await addItem(db, { content: 'One', type: 'plan' }, 1);
    await addItem(db, { content: 'Two', type: 'plan' }, 2);
    expect(await db.items.count()).toBe(2);
    expect(onUpgradedElsewhere).not.toHaveBeenCalled();
  });
});
