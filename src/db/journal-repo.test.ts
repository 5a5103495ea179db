import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { LifecycleError } from '../domain/lifecycle-error';
import { NotFoundError } from '../domain/not-found-error';
import { T0, UUID, makeConversationSource, makeItem } from '../test/factories';
import { deleteTestDb, openTestDb } from '../test/test-db';
import type { ForethoughtDb } from './database';
import {
  EntryRejectedError,
  MAX_ENTRY_LENGTH,
  addJournalEntry,
  listJournalEntries,
  makeItemFromEntry,
  recentJournalEntries,
} from './journal-repo';

let db: ForethoughtDb;

beforeEach(() => {
  db = openTestDb();
});
afterEach(async () => {
  await deleteTestDb(db);
});

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('addJournalEntry', () => {
  it('writes the trimmed entry as a source and an episode together', async () => {
    const source = await addJournalEntry(db, '  Need to call the plumber.\n', T0);

    expect(source.id).toMatch(UUID);
    expect(source).toEqual({
      id: source.id,
      kind: 'journal',
      text: 'Need to call the plumber.',
      createdAt: T0,
    });
    expect(await db.sources.toArray()).toEqual([source]);
    const episodes = await db.episodes.toArray();
    expect(episodes[0]?.id).toMatch(UUID);
    expect(episodes[0]?.id).not.toBe(source.id);
    expect(episodes).toEqual([
      {
        id: episodes[0]?.id,
        kind: 'journal-entry',
        text: 'Need to call the plumber.',
        at: T0,
        sourceId: source.id,
        turnIndex: null,
        speaker: null,
      },
    ]);
  });

  it.each([
    ['empty', ''],
    ['empty', ' \n\t '],
    ['too-long', 'x'.repeat(MAX_ENTRY_LENGTH + 1)],
  ])('refuses an entry as %s and writes nothing', async (code, text) => {
    const error = await rejectionOf(addJournalEntry(db, text, T0));
    expect(error).toBeInstanceOf(EntryRejectedError);
    expect((error as EntryRejectedError).code).toBe(code);
    expect(await db.sources.count()).toBe(0);
    expect(await db.episodes.count()).toBe(0);
  });

  it('accepts an entry of exactly the longest length', async () => {
    const source = await addJournalEntry(db, 'x'.repeat(MAX_ENTRY_LENGTH), T0);
    expect(source.text).toHaveLength(MAX_ENTRY_LENGTH);
  });

  it('writes neither the source nor the episode when the episode write fails', async () => {
    // The source is added first; failing the episode's add must take the source back too.
    db.episodes.hook('creating', () => {
      throw new Error('disk full');
    });
    await expect(addJournalEntry(db, 'Text', T0)).rejects.toThrow('disk full');
    expect(await db.sources.count()).toBe(0);
    expect(await db.episodes.count()).toBe(0);
  });
});

describe('listJournalEntries', () => {
  it('lists journal entries newest first, leaving conversations out', async () => {
    const middle = await addJournalEntry(db, 'Second', T0 + 1000);
    const oldest = await addJournalEntry(db, 'First', T0);
    const newest = await addJournalEntry(db, 'Third', T0 + 2000);
    await db.sources.add(makeConversationSource({ id: 'chat', createdAt: T0 + 5000 }));

    const entries = await listJournalEntries(db);

    expect(entries.map((entry) => entry.text)).toEqual(['Third', 'Second', 'First']);
    expect(entries.map((entry) => entry.id)).toEqual([newest.id, middle.id, oldest.id]);
  });

  it('gives an empty list for an empty journal', async () => {
    expect(await listJournalEntries(db)).toEqual([]);
  });
});

describe('recentJournalEntries', () => {
  it('gives the newest entries up to the limit, skipping newer conversations', async () => {
    for (const [index, text] of ['One', 'Two', 'Three', 'Four'].entries()) {
      await addJournalEntry(db, text, T0 + index * 1000);
    }
    await db.sources.add(makeConversationSource({ id: 'chat', createdAt: T0 + 9000 }));

    expect((await recentJournalEntries(db, 2)).map((entry) => entry.text)).toEqual([
      'Four',
      'Three',
    ]);
    expect(await recentJournalEntries(db, 10)).toHaveLength(4);
  });
});

describe('makeItemFromEntry', () => {
  it('files the passage with the entry as context, time and source', async () => {
    const entry = await addJournalEntry(db, 'Rainy day. Maybe learn Rust this summer?', T0);

    const item = await makeItemFromEntry(db, entry.id, ' Maybe learn Rust ', 'idea', T0 + 9000);

    expect(item).toMatchObject({
      content: 'Maybe learn Rust',
      type: 'idea',
      context: 'Rainy day. Maybe learn Rust this summer?',
      saidAt: T0,
      lastMentionedAt: T0,
      sourceId: entry.id,
      createdAt: T0 + 9000,
      status: 'open',
    });
    expect(await db.items.get(item.id)).toEqual(item);
  });

  it('refuses an unknown entry or a conversation source, writing no item', async () => {
    await db.sources.add(makeConversationSource({ id: 'chat', createdAt: T0 }));
    expect(await rejectionOf(makeItemFromEntry(db, 'missing', 'x', 'plan', T0))).toBeInstanceOf(
      NotFoundError,
    );
    expect(await rejectionOf(makeItemFromEntry(db, 'chat', 'x', 'plan', T0))).toBeInstanceOf(
      NotFoundError,
    );
    expect(await db.items.count()).toBe(0);
  });

  it('refuses an empty passage, writing no item', async () => {
    await db.items.add(makeItem({ id: 'other' }));
    const entry = await addJournalEntry(db, 'Some text', T0);
    const error = await rejectionOf(makeItemFromEntry(db, entry.id, '   ', 'plan', T0));
    expect((error as LifecycleError).code).toBe('empty-content');
    expect((await db.items.toArray()).map((item) => item.id)).toEqual(['other']);
  });
});
