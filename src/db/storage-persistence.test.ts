import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DEFAULT_SETTINGS } from '../domain/settings';
import { deleteTestDb, openTestDb } from '../test/test-db';
import type { ForethoughtDb } from './database';
import { readSettings, updateSettings } from './settings-repo';
import { askPersistenceOnce, storageReport } from './storage-persistence';

let db: ForethoughtDb;

/** Gives jsdom's navigator a Storage API for one test; `afterEach` takes it away. */
function stubStorage(overrides: Partial<StorageManager> = {}) {
  const storage = {
    persist: vi.fn(() => Promise.resolve(true)),
    persisted: vi.fn(() => Promise.resolve(true)),
    estimate: vi.fn(() => Promise.resolve({ usage: 1234, quota: 5_000_000 })),
    ...overrides,
  };
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
  return storage;
}

beforeEach(() => {
  db = openTestDb();
});
afterEach(async () => {
  Reflect.deleteProperty(navigator, 'storage');
  await deleteTestDb(db);
});

describe('askPersistenceOnce', () => {
  it('asks the browser once across two calls and records that it asked', async () => {
    const storage = stubStorage();

    await askPersistenceOnce(db);
    await askPersistenceOnce(db);

    expect(storage.persist).toHaveBeenCalledTimes(1);
    expect((await readSettings(db)).hasAskedPersistence).toBe(true);
  });

  it('asks once even when two first writes call it at the same time', async () => {
    const storage = stubStorage();
    await Promise.all([askPersistenceOnce(db), askPersistenceOnce(db)]);
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask when an earlier session already asked', async () => {
    const storage = stubStorage();
    await updateSettings(db, { hasAskedPersistence: true });
    await askPersistenceOnce(db);
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('keeps the other settings as they were', async () => {
    stubStorage();
    await updateSettings(db, { episodicDecayDays: 12, language: 'zh-CN' });
    await askPersistenceOnce(db);
    expect(await readSettings(db)).toEqual({
      ...DEFAULT_SETTINGS,
      episodicDecayDays: 12,
      language: 'zh-CN',
      hasAskedPersistence: true,
    });
  });

  it('records the ask without failing where there is no Storage API', async () => {
    expect('storage' in navigator).toBe(false);
    await askPersistenceOnce(db);
    expect((await readSettings(db)).hasAskedPersistence).toBe(true);
  });
});

describe('storageReport', () => {
  it('reports usage, quota and persistence from the Storage API', async () => {
    stubStorage();
    expect(await storageReport()).toEqual({
      usedBytes: 1234,
      quotaBytes: 5_000_000,
      isPersisted: true,
    });
  });

  it('reports unknown sizes where the estimate leaves them out', async () => {
    stubStorage({ estimate: () => Promise.resolve({}), persisted: () => Promise.resolve(false) });
    expect(await storageReport()).toEqual({
      usedBytes: null,
      quotaBytes: null,
      isPersisted: false,
    });
  });

  it('reports nothing known without a Storage API', async () => {
    expect(await storageReport()).toEqual({
      usedBytes: null,
      quotaBytes: null,
      isPersisted: false,
    });
  });
});
