import type { ForethoughtDb } from './database';
import { readSettings, updateSettings } from './settings-repo';

/** Not every browser (nor the unit-test DOM) has the Storage API. */
function hasStorageApi(): boolean {
  return typeof navigator !== 'undefined' && 'storage' in navigator;
}

/**
 * Asks the browser, once ever, to keep this site's storage from eviction. Called after
 * the person's first write: asking before there is anything to keep would puzzle them.
 */
export async function askPersistenceOnce(db: ForethoughtDb): Promise<void> {
  // Check and set in one transaction, so two first writes at once cannot both ask.
  const isFirstAsk = await db.transaction('rw', db.settings, async () => {
    if ((await readSettings(db)).hasAskedPersistence) return false;
    await updateSettings(db, { hasAskedPersistence: true });
    return true;
  });
  if (isFirstAsk && hasStorageApi()) {
    await navigator.storage.persist();
  }
}

export type StorageReport = {
  usedBytes: number | null;
  quotaBytes: number | null;
  isPersisted: boolean;
};

export async function storageReport(): Promise<StorageReport> {
  if (!hasStorageApi()) {
    return { usedBytes: null, quotaBytes: null, isPersisted: false };
  }
  const [estimate, isPersisted] = await Promise.all([
    navigator.storage.estimate(),
    navigator.storage.persisted(),
  ]);
  return {
    usedBytes: estimate.usage ?? null,
    quotaBytes: estimate.quota ?? null,
    isPersisted,
  };
}
