import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { parseBackup } from '../domain/backup-parse';
import { T0, makeItem } from '../test/factories';
import { deleteTestDb, openTestDb } from '../test/test-db';
import { exportBackup, importBackup } from './backup-repo';
import type { ForethoughtDb } from './database';
import { rescheduleItem, snoozeItem } from './items-repo';

const HOUR = 60 * 60 * 1000;
let db: ForethoughtDb;
let fresh: ForethoughtDb;

beforeEach(() => {
  db = openTestDb();
  fresh = openTestDb();
});
afterEach(async () => {
  await deleteTestDb(db);
  await deleteTestDb(fresh);
});

/** Exports `from` as the bytes a person downloads and reads them back as the app does. */
async function throughAFile(from: ForethoughtDb, now: number) {
  const bytes = new TextEncoder().encode(JSON.stringify(await exportBackup(from, now)));
  const parsed = parseBackup(bytes);
  if (!parsed.ok) throw new Error('the app refused its own backup');
  return parsed.backup;
}

describe('a snoozed and rescheduled item in a backup', () => {
  it('comes back snoozed, with its due date and both changes in its history', async () => {
    const item = makeItem({ content: 'Water the ferns' });
    await db.items.add(item);
    await rescheduleItem(db, item.id, T0 + 24 * HOUR, T0 + 1);
    await snoozeItem(db, item.id, T0 + 3 * HOUR, T0 + 2);

    await importBackup(fresh, await throughAFile(db, T0 + 3), T0 + 4);

    expect(await fresh.items.get(item.id)).toMatchObject({
      dueAt: T0 + 24 * HOUR,
      snoozedUntil: T0 + 3 * HOUR,
    });
    const log = await fresh.transitions.where('itemId').equals(item.id).sortBy('at');
    expect(log.map(({ action, times }) => ({ action, times }))).toEqual([
      { action: 'due', times: { from: null, to: T0 + 24 * HOUR } },
      { action: 'snooze', times: { from: null, to: T0 + 3 * HOUR } },
    ]);
  });

  it('an un-snooze made later wins over the older snoozed copy in a file', async () => {
    const item = makeItem({ content: 'Water the ferns' });
    await db.items.add(item);
    await snoozeItem(db, item.id, T0 + 3 * HOUR, T0 + 1);
    const older = await throughAFile(db, T0 + 2);
    await snoozeItem(db, item.id, null, T0 + 3);

    await importBackup(db, older, T0 + 4);

    expect((await db.items.get(item.id))?.snoozedUntil).toBeNull();
  });

  it('reads a backup written before snoozing (no field) as not snoozed', async () => {
    const item = makeItem({ content: 'Water the ferns' });
    await db.items.add(item);
    const backup = await throughAFile(db, T0 + 1);
    expect(backup.data.items[0]).not.toHaveProperty('snoozedUntil');

    await importBackup(fresh, backup, T0 + 2);

    expect((await fresh.items.get(item.id))?.snoozedUntil ?? null).toBeNull();
  });
});
