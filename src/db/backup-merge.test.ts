import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Backup } from '../domain/backup-format';
import { BackupConflictError } from '../domain/backup-merge';
import { parseBackup } from '../domain/backup-parse';
import { BACKUP_MERGE_CAUSE } from '../domain/backup-merge-items';
import { DEFAULT_SETTINGS } from '../domain/settings';
import type { ConversationSource, Turn } from '../domain/source';
import {
  T0,
  makeBackup,
  makeConversationSource,
  makeEpisode,
  makeItem,
  makeItemVersion,
  makeJournalSource,
  makeTransition,
} from '../test/factories';
import { deleteTestDb, openTestDb } from '../test/test-db';
import { exportBackup, importBackup } from './backup-repo';
import type { ForethoughtDb } from './database';
import { readSettings } from './settings-repo';

let db: ForethoughtDb;
beforeEach(() => {
  db = openTestDb();
});
afterEach(async () => {
  await deleteTestDb(db);
});

const NOW = T0 + 50_000;

function turns(count: number): Turn[] {
  return Array.from({ length: count }, (_, index) => ({
    index,
    speaker: index % 2 === 0 ? 'me' : 'AI',
    text: `turn ${index}`,
    at: T0 + index,
  }));
}

function session(count: number): ConversationSource {
  return makeConversationSource({ id: 'session', format: 'chat', turns: turns(count) });
}

/** A backup of nothing but the given records (settings as the factory has them). */
function backupOf(data: Partial<Backup['data']>): Backup {
  const backup = makeBackup();
  backup.data = {
    ...backup.data,
    items: [],
    itemVersions: [],
    transitions: [],
    sources: [],
    episodes: [],
    memories: [],
    ...data,
  };
  return backup;
}

describe('merging a backup into newer data', () => {
  it('never shortens a chat session, so an item keeps the turn it points at', async () => {
    const item = makeItem({ id: 'late', sourceId: 'session', turnIndex: 3 });
    await db.sources.add(session(4));
    await db.items.add(item);
    const older = backupOf({ sources: [session(2)] });

    const summary = await importBackup(db, older, NOW);

    expect(await db.sources.get('session')).toEqual(session(4));
    expect(summary).toMatchObject({ sourcesAdded: 0, turnsAdded: 0, recordsKept: 1 });
  });

  it('adds the turns a newer copy of a session has beyond the stored ones', async () => {
    await db.sources.add(session(2));
    const newer = backupOf({ sources: [session(4)] });

    const summary = await importBackup(db, newer, NOW);

    expect(await db.sources.get('session')).toEqual(session(4));
    expect(summary.turnsAdded).toBe(2);
  });

  it('refuses a session whose turns disagree with the stored ones, writing nothing', async () => {
    await db.sources.add(session(3));
    const diverged = session(4);
    diverged.turns[2] = { index: 2, speaker: 'me', text: 'something else', at: T0 + 2 };
    const item = makeItem({ sourceId: 'session', turnIndex: 3 });
    const backup = backupOf({ sources: [diverged], items: [item] });

    await expect(importBackup(db, backup, NOW)).rejects.toBeInstanceOf(BackupConflictError);

    expect(await db.sources.get('session')).toEqual(session(3));
    expect(await db.items.count()).toBe(0);
  });

  it('never replaces a stored version, transition or episode with the same id, and keeps both texts of an entry', async () => {
    const item = makeItem({ id: 'item', version: 2 });
    const entry = makeJournalSource({ id: 'entry', text: 'What I wrote' });
    const version = makeItemVersion('item', { id: 'v1', content: 'First words' });
    const transition = makeTransition('item', { id: 't1', to: 'referenced' });
    const episode = makeEpisode('entry', { id: 'e1', text: 'What I wrote' });
    await db.items.add(item);
    await db.sources.add(entry);
    await db.itemVersions.add(version);
    await db.transitions.add(transition);
    await db.episodes.add(episode);
    const rewritten = backupOf({
      items: [item],
      sources: [{ ...entry, text: 'Rewritten' }],
      itemVersions: [{ ...version, content: 'Rewritten' }],
      transitions: [{ ...transition, to: 'closed' }],
      episodes: [{ ...episode, text: 'Rewritten' }],
    });

    const summary = await importBackup(db, rewritten, NOW);

    // The stored text stays current; the file's differing text is kept as an earlier one.
    expect(await db.sources.get('entry')).toMatchObject({
      text: 'What I wrote',
      revisions: [{ text: 'Rewritten' }],
    });
    expect(await db.itemVersions.toArray()).toEqual([version]);
    expect(await db.transitions.toArray()).toEqual([transition]);
    expect(await db.episodes.toArray()).toEqual([episode]);
    expect(summary).toMatchObject({ historyAdded: 0, recordsKept: 3, itemsKept: 1 });
  });

  it('keeps the text of an item copy that loses as an earlier version, once', async () => {
    await db.items.add(makeItem({ id: 'ahead', content: 'Local v3', version: 3 }));
    const older = backupOf({ items: [makeItem({ id: 'ahead', content: 'File v2', version: 2 })] });

    const first = await importBackup(db, older, NOW);
    const second = await importBackup(db, older, NOW + 1);

    expect((await db.items.get('ahead'))?.content).toBe('Local v3');
    const kept = await db.itemVersions.toArray();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      itemId: 'ahead',
      version: 2,
      content: 'File v2',
      supersededAt: NOW,
      cause: BACKUP_MERGE_CAUSE,
    });
    expect(first).toMatchObject({ itemsKept: 1, textsKept: 1 });
    expect(second).toMatchObject({ itemsKept: 1, textsKept: 0 });
  });

  it('keeps the stored text when the file’s later copy replaces it', async () => {
    await db.items.add(makeItem({ id: 'behind', content: 'Local v1', version: 1 }));
    const newer = backupOf({ items: [makeItem({ id: 'behind', content: 'File v4', version: 4 })] });

    const summary = await importBackup(db, newer, NOW);

    expect((await db.items.get('behind'))?.content).toBe('File v4');
    expect(await db.itemVersions.toArray()).toEqual([
      expect.objectContaining({ itemId: 'behind', version: 1, content: 'Local v1' }),
    ]);
    expect(summary).toMatchObject({ itemsUpdated: 1, textsKept: 1 });
  });

  it('adds no version when the losing text is in the history already', async () => {
    await db.items.add(makeItem({ id: 'edited', content: 'First', version: 1 }));
    const later = backupOf({
      items: [makeItem({ id: 'edited', content: 'Second', version: 2 })],
      itemVersions: [makeItemVersion('edited', { id: 'v', version: 1, content: 'First' })],
    });

    const summary = await importBackup(db, later, NOW);

    expect(await db.itemVersions.toArray()).toEqual(later.data.itemVersions);
    expect(summary).toMatchObject({ itemsUpdated: 1, textsKept: 0, historyAdded: 1 });
  });

  it('imports its own export twice without a change', async () => {
    await db.sources.add(session(3));
    await db.items.add(makeItem({ id: 'x', sourceId: 'session', turnIndex: 2 }));
    const backup = await exportBackup(db, NOW);
    const before = await exportBackup(db, NOW);

    const summary = await importBackup(db, backup, NOW);

    expect(await exportBackup(db, NOW)).toEqual(before);
    expect(summary).toMatchObject({ itemsKept: 1, textsKept: 0, turnsAdded: 0, historyAdded: 0 });
  });
});

describe('merging corrected journal entries', () => {
  const first = { text: 'Call the plumber.', replacedAt: T0 + 10 };
  const entry = (text: string, revisions?: { text: string; replacedAt: number }[]) =>
    makeJournalSource({ id: 'entry', text, createdAt: T0, ...(revisions ? { revisions } : {}) });

  it('takes a copy corrected further, keeping every earlier text', async () => {
    await db.sources.add(entry('Call the plumber.'));
    const corrected = entry('Call the electrician.', [first]);

    await importBackup(db, backupOf({ sources: [corrected] }), NOW);

    expect(await db.sources.get('entry')).toEqual(corrected);
  });

  it('keeps the stored entry when the file’s copy is behind it', async () => {
    const stored = entry('Call the electrician.', [first]);
    await db.sources.add(stored);

    const summary = await importBackup(db, backupOf({ sources: [entry('Call the plumber.')] }));

    expect(await db.sources.get('entry')).toEqual(stored);
    expect(summary.recordsKept).toBe(1);
  });

  it('joins two copies corrected apart: the later text is current, no text is lost', async () => {
    await db.sources.add(entry('Call Sam.', [first]));
    const elsewhere = entry('Call Ana.', [{ text: 'Call the plumber.', replacedAt: T0 + 20 }]);

    await importBackup(db, backupOf({ sources: [elsewhere] }), NOW);

    expect(await db.sources.get('entry')).toEqual(
      entry('Call Ana.', [first, { text: 'Call Sam.', replacedAt: T0 + 20 }]),
    );
  });

  it('keeps every text of a file’s copy that starts from another text', async () => {
    const stored = entry('Call the electrician.', [first]);
    await db.sources.add(stored);
    const other = entry('Something else.', [{ text: 'Not this entry.', replacedAt: T0 + 5 }]);

    await importBackup(db, backupOf({ sources: [other] }), NOW);

    const merged = await db.sources.get('entry');
    const texts =
      merged?.kind === 'journal'
        ? [merged.text, ...(merged.revisions ?? []).map((r) => r.text)]
        : [];
    expect(new Set(texts)).toEqual(
      new Set(['Call the electrician.', first.text, 'Something else.', 'Not this entry.']),
    );
    const exported = JSON.stringify(await exportBackup(db, NOW + 2));
    expect(parseBackup(new TextEncoder().encode(exported))).toMatchObject({ ok: true });
  });

  it('joins an entry it already holds to nothing new when imported twice', async () => {
    await db.sources.add(entry('Call Sam.', [first]));
    const backup = backupOf({
      sources: [entry('Call Ana.', [{ text: 'Call the plumber.', replacedAt: T0 + 20 }])],
    });
    await importBackup(db, backup, NOW);
    const once = await db.sources.get('entry');

    await importBackup(db, backup, NOW + 1);

    expect(await db.sources.get('entry')).toEqual(once);
    // The joined entry keeps the order a backup check asks for: it exports and reads back.
    const exported = JSON.stringify(await exportBackup(db, NOW + 2));
    expect(parseBackup(new TextEncoder().encode(exported))).toMatchObject({ ok: true });
  });
});

describe('settings in a backup', () => {
  it('switch nothing on that sends or downloads, and say which were not applied', async () => {
    const backup = backupOf({});
    backup.data.settings = {
      ...backup.data.settings,
      staleDaysByType: { ...DEFAULT_SETTINGS.staleDaysByType, plan: 12 },
      modelTier: 'hub',
      classifier: 'endpoint',
      llmEndpoint: 'https://collector.example.net',
    };

    const summary = await importBackup(db, backup, NOW);

    expect(await readSettings(db)).toEqual({
      ...DEFAULT_SETTINGS,
      staleDaysByType: { ...DEFAULT_SETTINGS.staleDaysByType, plan: 12 },
      language: 'zh-CN',
    });
    expect(summary.settingsWithheld).toEqual(['modelTier', 'classifier', 'llmEndpoint']);
  });
});
