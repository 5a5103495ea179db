import { ZodError } from 'zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { DEFAULT_SETTINGS, type Settings } from '../domain/settings';
import { deleteTestDb, openTestDb } from '../test/test-db';
import type { ForethoughtDb } from './database';
import { SETTINGS_KEY } from './schema';
import { readSettings, updateSettings } from './settings-repo';

let db: ForethoughtDb;

beforeEach(() => {
  db = openTestDb();
});
afterEach(async () => {
  await deleteTestDb(db);
});

describe('readSettings', () => {
  it('gives the defaults when nothing is stored', async () => {
    expect(await readSettings(db)).toEqual(DEFAULT_SETTINGS);
  });

  it('repairs a row written by an older version field by field', async () => {
    await db.settings.put({ key: SETTINGS_KEY, value: { staleDays: -4, language: 'en' } });
    expect(await readSettings(db)).toEqual({
      ...DEFAULT_SETTINGS,
      staleDays: 30,
      language: 'en',
      hasAskedPersistence: false,
    });
  });
});

describe('updateSettings', () => {
  it('merges a patch into the stored settings and returns the result', async () => {
    await updateSettings(db, { staleDays: 7 });
    const merged = await updateSettings(db, { language: 'zh-CN' });

    const expected: Settings = {
      ...DEFAULT_SETTINGS,
      staleDays: 7,
      language: 'zh-CN',
      hasAskedPersistence: false,
    };
    expect(merged).toEqual(expected);
    // Only the person's choices are stored: a default changed later still reaches them.
    expect(await db.settings.toArray()).toEqual([
      { key: SETTINGS_KEY, value: { staleDays: 7, language: 'zh-CN' } },
    ]);
  });

  it('reads thresholds that were once the defaults as unset, and keeps chosen ones', async () => {
    const legacy = { dense: 0.45, lexical: 0.2, rerank: 0.5 };
    await db.settings.put({
      key: SETTINGS_KEY,
      value: { ...DEFAULT_SETTINGS, thresholds: legacy },
    });
    expect((await readSettings(db)).thresholds).toEqual(DEFAULT_SETTINGS.thresholds);
    const chosen = { dense: 0.5, lexical: 0.3, rerank: 0.6 };
    await updateSettings(db, { thresholds: chosen });
    expect((await readSettings(db)).thresholds).toEqual(chosen);
  });

  it('sets the language back to following the browser with null', async () => {
    await updateSettings(db, { language: 'en' });
    expect((await updateSettings(db, { language: null })).language).toBeNull();
  });

  it.each([
    ['staleDays 0', { staleDays: 0 }],
    ['staleDays 3651', { staleDays: 3651 }],
    ['staleDays 1.5', { staleDays: 1.5 }],
    ['an unknown language', { language: 'fr' }],
    ['an unknown key', { theme: 'dark' }],
  ])('refuses %s without writing', async (_label, patch) => {
    await updateSettings(db, { staleDays: 9 });
    const before = await db.settings.toArray();

    await expect(updateSettings(db, patch as unknown as Partial<Settings>)).rejects.toBeInstanceOf(
      ZodError,
    );

    expect(await db.settings.toArray()).toEqual(before);
    expect((await readSettings(db)).staleDays).toBe(9);
  });

  it('writes no row at all when the first patch is refused', async () => {
    await expect(updateSettings(db, { staleDays: -1 })).rejects.toThrow();
    expect(await db.settings.count()).toBe(0);
  });
});
