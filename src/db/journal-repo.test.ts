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
  correctJournalEntry,
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

  it('keeps as context the sentence the passage lies in, not the whole entry', async () => {
    const text =
      'Long train ride home, finished the novel about the lighthouse keeper. I want to ask Farah whether her book club takes new members this spring. Dinner was leftovers.';
    const entry = await addJournalEntry(db, text, T0);
    const item = await makeItemFromEntry(db, entry.id, 'ask Farah', 'plan', T0);
    expect(item.context).toBe(
      'I want to ask Farah whether her book club takes new members this spring.',
    );
  });

  it('reads a plan due date from the passage, counted from when the entry was written', async () => {
    const writtenAt = new Date(2026, 10, 11, 10).getTime(); // Wednesday 11 November 2026
    const entry = await addJournalEntry(
      db,
      'Busy week. Renew the library card on Friday.',
      writtenAt,
    );

    const plan = await makeItemFromEntry(
      db,
      entry.id,
      'Renew the library card on Friday',
      'plan',
      T0,
    );
    const idea = await makeItemFromEntry(
      db,
      entry.id,
      'Renew the library card on Friday',
      'idea',
      T0,
    );

    expect(plan.dueAt).toBe(new Date(2026, 10, 13).getTime());
    expect(idea.dueAt).toBeNull(); // only plans are due, as when a conversation is captured
    expect((await db.items.get(plan.id))?.dueAt).toBe(plan.dueAt);
  });

  it('files a plan with no date in its words without a due date', async () => {
    const entry = await addJournalEntry(db, '下个月搬家，先整理书架。', T0);
    const item = await makeItemFromEntry(db, entry.id, '先整理书架', 'plan', T0);
    expect(item.dueAt).toBeNull();
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

describe('correctJournalEntry', () => {
  it('makes the corrected text current, keeps the earlier one and logs a new episode', async () => {
    const entry = await addJournalEntry(db, 'Call the plumber.', T0);
    const [firstEpisode] = await db.episodes.toArray();

    const correction = await correctJournalEntry(db, entry.id, ' Call the electrician. ', T0 + 60);

    const expected = {
      ...entry,
      text: 'Call the electrician.',
      revisions: [{ text: 'Call the plumber.', replacedAt: T0 + 60 }],
    };
    expect(correction?.entry).toEqual(expected);
    expect(await db.sources.get(entry.id)).toEqual(expected);
    const episodes = await db.episodes.orderBy('at').toArray();
    expect(episodes).toEqual([
      firstEpisode,
      {
        id: correction?.episodeId,
        kind: 'journal-correction',
        text: 'Call the electrician.',
        at: T0 + 60,
        sourceId: entry.id,
        turnIndex: null,
        speaker: null,
      },
    ]);
    expect(correction?.episodeId).toMatch(UUID);
  });

  it('keeps every earlier text, oldest first, over several corrections', async () => {
    const entry = await addJournalEntry(db, 'One', T0);
    await correctJournalEntry(db, entry.id, 'Two', T0 + 10);
    const last = await correctJournalEntry(db, entry.id, 'Three', T0 + 20);

    expect(last?.entry.text).toBe('Three');
    expect(last?.entry.revisions).toEqual([
      { text: 'One', replacedAt: T0 + 10 },
      { text: 'Two', replacedAt: T0 + 20 },
    ]);
    expect((await db.episodes.orderBy('at').toArray()).map((episode) => episode.text)).toEqual([
      'One',
      'Two',
      'Three',
    ]);
  });

  it('changes nothing when the text is the same once trimmed', async () => {
    const entry = await addJournalEntry(db, 'Call the plumber.', T0);
    expect(await correctJournalEntry(db, entry.id, '  Call the plumber.\n', T0 + 60)).toBeNull();
    expect(await db.sources.toArray()).toEqual([entry]);
    expect(await db.episodes.count()).toBe(1);
  });

  it.each([
    ['empty', ' \n '],
    ['too-long', 'x'.repeat(MAX_ENTRY_LENGTH + 1)],
  ])('refuses a correction as %s and changes nothing', async (code, text) => {
    const entry = await addJournalEntry(db, 'Call the plumber.', T0);
    const error = await rejectionOf(correctJournalEntry(db, entry.id, text, T0 + 60));
    expect((error as EntryRejectedError).code).toBe(code);
    expect(await db.sources.toArray()).toEqual([entry]);
    expect(await db.episodes.count()).toBe(1);
  });

  it('refuses an unknown entry or a conversation', async () => {
    await db.sources.add(makeConversationSource({ id: 'chat', createdAt: T0 }));
    for (const id of ['missing', 'chat']) {
      expect(await rejectionOf(correctJournalEntry(db, id, 'New text', T0))).toBeInstanceOf(
        NotFoundError,
      );
    }
    expect(await db.episodes.count()).toBe(0);
  });

  it('keeps the entry as it was when the episode write fails', async () => {
    const entry = await addJournalEntry(db, 'Call the plumber.', T0);
    db.episodes.hook('creating', () => {
      throw new Error('disk full');
    });
    await expect(correctJournalEntry(db, entry.id, 'Call Sam.', T0 + 60)).rejects.toThrow(
      'disk full',
    );
    expect(await db.sources.toArray()).toEqual([entry]);
    expect(await db.episodes.count()).toBe(1);
  });
});
