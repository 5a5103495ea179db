import { ZodError } from 'zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { DEFAULT_SETTINGS, type Settings } from '../domain/settings';
import { deleteTestDb, openTestDb } from '../test/test-db';
import type { ForethoughtDb } from './database';
import { SETTINGS_KEY } from './schema';
import { readSettings, updateSettings } from './settings-repo';

let db: ForethoughtDb;

const PLANS_AFTER_7 = { ...DEFAULT_SETTINGS.staleDaysByType, plan: 7 };

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
    // The older stale period was bad: its kinds keep the default period.
    expect(await readSettings(db)).toEqual({
      ...DEFAULT_SETTINGS,
      language: 'en',
      hasAskedPersistence: false,
    });
  });

  it('reads the one stale period of an older row as each kind’s, and stores the new shape', async () => {
    await db.settings.put({
      key: SETTINGS_KEY,
      value: { staleDays: 12, staleTypes: ['plan', 'decision'], language: 'en' },
    });
    const periods = { plan: 12, idea: null, decision: 12, question: null, insight: null };
    expect((await readSettings(db)).staleDaysByType).toEqual(periods);
    await updateSettings(db, { language: 'zh-CN' });
    expect(await db.settings.get(SETTINGS_KEY)).toEqual({
      key: SETTINGS_KEY,
      value: { staleDaysByType: periods, language: 'zh-CN' },
    });
  });
});

describe('updateSettings', () => {
  it('merges a patch into the stored settings and returns the result', async () => {
    await updateSettings(db, { staleDaysByType: PLANS_AFTER_7 });
    const merged = await updateSettings(db, { language: 'zh-CN' });

    const expected: Settings = {
      ...DEFAULT_SETTINGS,
      staleDaysByType: PLANS_AFTER_7,
      language: 'zh-CN',
      hasAskedPersistence: false,
    };
    expect(merged).toEqual(expected);
    // Only the person's choices are stored: a default changed later still reaches them.
    expect(await db.settings.toArray()).toEqual([
      { key: SETTINGS_KEY, value: { staleDaysByType: PLANS_AFTER_7, language: 'zh-CN' } },
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
    ['a stale period of 0', { staleDaysByType: { ...PLANS_AFTER_7, plan: 0 } }],
    ['a stale period of 3651', { staleDaysByType: { ...PLANS_AFTER_7, plan: 3651 } }],
    ['a stale period of 1.5', { staleDaysByType: { ...PLANS_AFTER_7, plan: 1.5 } }],
    ['stale periods missing a kind', { staleDaysByType: { plan: 7 } }],
    ['an unknown language', { language: 'fr' }],
    ['an unknown key', { theme: 'dark' }],
  ])('refuses %s without writing', async (_label, patch) => {
    await updateSettings(db, { staleDaysByType: PLANS_AFTER_7 });
    const before = await db.settings.toArray();

    await expect(updateSettings(db, patch as unknown as Partial<Settings>)).rejects.toBeInstanceOf(
      ZodError,
    );

    expect(await db.settings.toArray()).toEqual(before);
    expect((await readSettings(db)).staleDaysByType).toEqual(PLANS_AFTER_7);
  });

  it('writes no row at all when the first patch is refused', async () => {
    await expect(updateSettings(db, { episodicDecayDays: -1 })).rejects.toThrow();
    expect(await db.settings.count()).toBe(0);
  });
});
