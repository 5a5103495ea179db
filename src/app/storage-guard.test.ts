import { Dexie } from 'dexie';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { ForethoughtDb } from '../db/database';
import { addItem } from '../db/items-repo';
import { SCHEMA_VERSIONS } from '../db/schema';
import { useNoticeStore } from '../stores/notice-store';
import { ensureI18n } from '../test/render';
import {
  blockedUpgradeText,
  guardAgainstUpgradeElsewhere,
  sayWhileUpgradeBlocked,
} from './storage-guard';

const opened: Dexie[] = [];
function track<T extends Dexie>(db: T): T {
  opened.push(db);
  return db;
}

beforeAll(ensureI18n);
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
  useNoticeStore.setState({ notices: [] }, true);
});

/** A tab of an older build that holds the first schema and never lets go of it. */
async function openStubbornOldTab(name: string): Promise<Dexie> {
  const old = track(new Dexie(name));
  const first = SCHEMA_VERSIONS[0];
  if (!first) throw new Error('no schema');
  old.version(first.version).stores(first.stores);
  old.on('versionchange', () => false);
  await old.open();
  return old;
}

describe('a schema upgrade blocked by another open tab', () => {
  it('says to close the other tabs while it waits, and opens once they are closed', async () => {
    const name = `test-${crypto.randomUUID()}`;
    const old = await openStubbornOldTab(name);
    const db = track(new ForethoughtDb(name));
    const show = vi.fn();
    const stop = sayWhileUpgradeBlocked(db, show);

    const opening = db.open();
    await vi.waitFor(() => expect(show).toHaveBeenCalled());
    expect(show).toHaveBeenLastCalledWith(
      expect.stringContaining('Close the other Forethought tabs'),
    );
    expect(db.isOpen()).toBe(false);

    old.close();
    await opening;
    stop();
    expect(db.verno).toBe(SCHEMA_VERSIONS.at(-1)?.version);
    await db.delete();
  });

  it('speaks the browser language, since the settings cannot be read yet', () => {
    expect(blockedUpgradeText(['zh-CN', 'en'])).toContain('请关闭');
    expect(blockedUpgradeText(['de-DE'])).toContain('Close the other Forethought tabs');
  });
});

describe('an upgrade opened in another tab', () => {
  it('leaves a notice that stays, says to reload, and offers the reload', async () => {
    const db = track(new ForethoughtDb(`test-${crypto.randomUUID()}`));
    guardAgainstUpgradeElsewhere(db);
    await addItem(db, { content: 'Call the plumber', type: 'plan' }, 1);
    const newer = await new Promise<IDBDatabase>((resolve) => {
      const request = indexedDB.open(db.name, db.verno * 10 + 10);
      request.onsuccess = () => resolve(request.result);
    });
    newer.close();

    const [notice] = useNoticeStore.getState().notices;
    expect(notice).toMatchObject({ kind: 'error', action: 'reload', isSticky: true });
    expect(notice?.text).toContain('Forethought was updated in another tab');
    await db.delete();
  });
});
