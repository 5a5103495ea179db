import { DEFAULT_SETTINGS } from '../domain/settings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Backup } from '../domain/backup-format';
import { parseBackup } from '../domain/backup-parse';
import { T0, makeBackup, makeConversationSource, makeItem } from '../test/factories';
import { deleteTestDb, openTestDb } from '../test/test-db';
import { exportBackup, importBackup, wipeAllData } from './backup-repo';
import type { ForethoughtDb } from './database';
import { addItem, archive, changeStatus, editItemContent } from './items-repo';
import { addJournalEntry, correctJournalEntry, makeItemFromEntry } from './journal-repo';
import { ALL_TABLES } from './schema';
import { readSettings, updateSettings } from './settings-repo';

let db: ForethoughtDb;

beforeEach(() => {
  db = openTestDb();
});
afterEach(async () => {
  await deleteTestDb(db);
});

/** Every row of every table except embeddings, each table in primary-key order. */
async function tableContents() {
  return {
    items: await db.items.orderBy('id').toArray(),
    itemVersions: await db.itemVersions.orderBy('id').toArray(),
    transitions: await db.transitions.orderBy('id').toArray(),
    sources: await db.sources.orderBy('id').toArray(),
    episodes: await db.episodes.orderBy('id').toArray(),
    settings: await db.settings.orderBy('key').toArray(),
  };
}

/** A realistic history: entries, items filed from them, edits, moves and an archive. */
async function seedRealisticData(): Promise<void> {
  const entry = await addJournalEntry(db, 'Tap is dripping. Maybe learn Rust?', T0);
  const plan = await makeItemFromEntry(db, entry.id, 'Call the plumber', 'plan', T0 + 10);
  await editItemContent(
    db,
    plan.id,
    { content: 'Call the plumber Monday' },
    { kind: 'user' },
    T0 + 20,
  );
  await changeStatus(db, plan.id, 'closed', { kind: 'user' }, T0 + 30);
  const idea = await makeItemFromEntry(db, entry.id, 'Learn Rust', 'idea', T0 + 40);
  await archive(db, idea.id, T0 + 50);
  await correctJournalEntry(db, entry.id, 'Tap is dripping again. Maybe learn Rust?', T0 + 55);
  await addItem(db, { content: 'Should we move?', type: 'question' }, T0 + 60);
  // A chat with an assistant reply that was given a turn someone else wrote.
  await db.sources.add(
    makeConversationSource({
      id: 'chat-1',
      createdAt: T0 + 70,
      turns: [
        { index: 0, speaker: 'Me', text: 'Where did we land?', at: T0 + 70 },
        {
          index: 1,
          speaker: 'assistant',
          text: 'Lisbon, Sam said.',
          at: T0 + 71,
          given: [{ kind: 'episode', id: 'turn-s', text: 'Lisbon it is', at: T0, by: 'Sam' }],
        },
      ],
    }),
  );
  await updateSettings(db, {
    staleDaysByType: { ...DEFAULT_SETTINGS.staleDaysByType, plan: 14 },
    language: 'zh-CN',
    hasAskedPersistence: true,
  });
}

/** The backup as it travels: serialised and read back through the parser. */
function throughFile(backup: Backup): Backup {
  const result = parseBackup(new TextEncoder().encode(JSON.stringify(backup)));
  if (!result.ok) throw new Error(`export did not parse: ${JSON.stringify(result.problem)}`);
  return result.backup;
}

describe('exportBackup', () => {
  it('holds every row, the settings and the export time', async () => {
    await seedRealisticData();
    const backup = await exportBackup(db, T0 + 1000);
    expect(backup.format).toBe('forethought-export');
    expect(backup.version).toBe(3);
    expect(backup.exportedAt).toBe(T0 + 1000);
    expect(backup.data.items).toHaveLength(3);
    expect(backup.data.itemVersions).toHaveLength(1);
    expect(backup.data.transitions).toHaveLength(2);
    expect(backup.data.sources).toHaveLength(2);
    // The entry's first episode and its correction's.
    expect(backup.data.episodes.map((episode) => episode.kind).sort()).toEqual([
      'journal-correction',
      'journal-entry',
    ]);
    expect(backup.data.sources.find((source) => source.kind === 'journal')).toMatchObject({
      text: 'Tap is dripping again. Maybe learn Rust?',
      revisions: [{ text: 'Tap is dripping. Maybe learn Rust?', replacedAt: T0 + 55 }],
    });
    expect(backup.data.settings).toEqual({
      ...DEFAULT_SETTINGS,
      staleDaysByType: { ...DEFAULT_SETTINGS.staleDaysByType, plan: 14 },
      language: 'zh-CN',
      hasAskedPersistence: true,
    });
  });
});

describe('wipeAllData', () => {
  it('empties every table, embeddings included', async () => {
    await seedRealisticData();
    await db.embeddings.put({
      modelId: 'm',
      chunkIndex: 0,
      dims: 2,
      itemIds: ['a'],
      itemVersions: [1],
      vectors: new Float32Array([1, 2]),
      updatedAt: T0,
    });
    await wipeAllData(db);
    for (const name of ALL_TABLES) expect(await db.table(name).count()).toBe(0);
  });
});

describe('importBackup', () => {
  it('restores identical table contents after export and wipe', async () => {
    await seedRealisticData();
    const before = await tableContents();
    const backup = throughFile(await exportBackup(db, T0 + 1000));

    await wipeAllData(db);
    const summary = await importBackup(db, backup);

    const after = await tableContents();
    expect(summary).toMatchObject({ itemsAdded: 3, itemsUpdated: 0, itemsKept: 0 });
    const { settings: settingsBefore, ...restBefore } = before;
    const { settings: settingsAfter, ...restAfter } = after;
    expect(restAfter).toEqual(restBefore);
    // The persistence prompt belongs to this browser: a wiped one has not asked yet.
    expect(settingsBefore).toEqual([
      {
        key: 'app',
        // Only what differs from the defaults is stored.
        value: {
          staleDaysByType: { ...DEFAULT_SETTINGS.staleDaysByType, plan: 14 },
          language: 'zh-CN',
          hasAskedPersistence: true,
        },
      },
    ]);
    expect(settingsAfter).toEqual([
      {
        key: 'app',
        value: {
          staleDaysByType: { ...DEFAULT_SETTINGS.staleDaysByType, plan: 14 },
          language: 'zh-CN',
        },
      },
    ]);
  });

  it('keeps this browser’s hasAskedPersistence over the file’s', async () => {
    await updateSettings(db, { hasAskedPersistence: true });
    const backup = makeBackup();
    backup.data.settings = {
      ...DEFAULT_SETTINGS,
      episodicDecayDays: 5,
      language: 'en',
      hasAskedPersistence: false,
    };
    await importBackup(db, backup);
    expect(await readSettings(db)).toEqual({
      ...DEFAULT_SETTINGS,
      episodicDecayDays: 5,
      language: 'en',
      hasAskedPersistence: true,
    });
  });

  it('reads the one stale period of an older file as each kind’s', async () => {
    const backup = makeBackup();
    const older: Record<string, unknown> = { ...backup.data.settings };
    delete older.staleDaysByType;
    Object.assign(older, { staleDays: 45, staleTypes: ['plan', 'question'] });
    const file = { ...backup, data: { ...backup.data, settings: older } };
    await importBackup(db, throughFile(file as unknown as Backup));
    expect((await readSettings(db)).staleDaysByType).toEqual({
      plan: 45,
      idea: null,
      decision: null,
      question: 45,
      insight: null,
    });
  });

  it('creates no duplicates when the same backup is imported twice', async () => {
    await seedRealisticData();
    const backup = throughFile(await exportBackup(db, T0 + 1000));
    await wipeAllData(db);

    const first = await importBackup(db, backup);
    const afterFirst = await tableContents();
    const second = await importBackup(db, backup);

    expect(first).toMatchObject({ itemsAdded: 3, itemsUpdated: 0, itemsKept: 0 });
    expect(second).toMatchObject({ itemsAdded: 0, itemsUpdated: 0, itemsKept: 3, historyAdded: 0 });
    expect(await tableContents()).toEqual(afterFirst);
    expect(await db.items.count()).toBe(3);
    expect(await db.episodes.count()).toBe(2);
  });

  it('takes the copy of an item changed later, whatever its version count', async () => {
    const localAhead = makeItem({ id: 'ahead', content: 'Local v3', version: 3 });
    const localBehind = makeItem({ id: 'behind', content: 'Local v1', version: 1 });
    const sameVersionOlder = makeItem({
      id: 'tie',
      content: 'Local tie',
      version: 2,
      updatedAt: T0 + 5,
    });
    await db.items.bulkAdd([localAhead, localBehind, sameVersionOlder]);

    const backup = makeBackup();
    backup.data.itemVersions = [];
    backup.data.transitions = [];
    backup.data.items = [
      makeItem({ id: 'ahead', content: 'File v2', version: 2, updatedAt: T0 + 999 }),
      makeItem({ id: 'behind', content: 'File v4', version: 4 }),
      makeItem({ id: 'tie', content: 'File tie', version: 2, updatedAt: T0 + 6 }),
      makeItem({ id: 'new', content: 'File only' }),
    ];

    const summary = await importBackup(db, backup);

    expect(summary).toMatchObject({ itemsAdded: 1, itemsUpdated: 3, itemsKept: 0 });
    const contents = Object.fromEntries((await db.items.toArray()).map((i) => [i.id, i.content]));
    // "ahead" was edited in the file later than here: its text is current, the local one kept.
    expect(contents).toEqual({
      ahead: 'File v2',
      behind: 'File v4',
      tie: 'File tie',
      new: 'File only',
    });
  });

  it('changes no table when a write fails part way through', async () => {
    await seedRealisticData();
    const before = await tableContents();
    const backup = makeBackup();
    const spy = vi.spyOn(db.episodes, 'bulkAdd').mockRejectedValue(new Error('quota exceeded'));

    await expect(importBackup(db, backup)).rejects.toThrow('quota exceeded');

    expect(spy).toHaveBeenCalledTimes(1);
    // Items, versions, transitions and sources were written before the failing call.
    expect(await tableContents()).toEqual(before);
  });
});
