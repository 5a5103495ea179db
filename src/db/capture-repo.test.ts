import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { ParsedImport } from '../domain/conversation-import/parsed';
import { LifecycleError } from '../domain/lifecycle-error';
import { deleteTestDb, openTestDb } from '../test/test-db';
import { commitImport } from './capture-repo';
import type { ForethoughtDb } from './database';

const NOW = Date.UTC(2026, 10, 20, 9, 30);
const parsed: ParsedImport = {
  format: 'plain',
  speakers: ['User', 'Assistant'],
  suggestedMe: 'User',
  conversations: [
    {
      title: 'Trip',
      turns: [
        { speaker: 'User', text: 'I will book the flights on Monday.', at: NOW - 3_600_000 },
        { speaker: 'Assistant', text: 'Good plan.', at: null },
      ],
    },
  ],
};

describe('commitImport', () => {
  let db: ForethoughtDb;
  beforeEach(() => {
    db = openTestDb();
  });
  afterEach(async () => {
    await deleteTestDb(db);
  });

  it('writes the source, every turn to the episodic log, and the items with their turn', async () => {
    const { items, sourceIds } = await commitImport(
      db,
      parsed,
      'User',
      [
        {
          conversationIndex: 0,
          turnIndex: 0,
          text: 'I will book the flights on Monday.',
          type: 'plan',
          context: 'User: I will book the flights on Monday.',
          saidAt: NOW - 3_600_000,
          dueAt: null,
        },
      ],
      NOW,
    );
    const source = await db.sources.get(sourceIds[0] ?? '');
    expect(source).toMatchObject({ kind: 'conversation', format: 'plain', me: 'User' });
    expect(
      await db.episodes
        .where('sourceId')
        .equals(sourceIds[0] ?? '')
        .count(),
    ).toBe(2);
    const stored = await db.items.get(items[0]?.id ?? '');
    expect(stored).toMatchObject({
      sourceId: sourceIds[0],
      turnIndex: 0,
      saidAt: NOW - 3_600_000,
      status: 'open',
    });
  });

  it('writes nothing when one accepted candidate is invalid', async () => {
    const bad = {
      conversationIndex: 0,
      turnIndex: 0,
      text: '   ',
      type: 'plan' as const,
      context: '',
      saidAt: null,
      dueAt: null,
    };
    await expect(commitImport(db, parsed, 'User', [bad], NOW)).rejects.toBeInstanceOf(
      LifecycleError,
    );
    expect(await db.sources.count()).toBe(0);
    expect(await db.episodes.count()).toBe(0);
    expect(await db.items.count()).toBe(0);
  });
});
