import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { ParsedImport } from '../domain/conversation-import/parsed';
import { LifecycleError } from '../domain/lifecycle-error';
import { deleteTestDb, openTestDb } from '../test/test-db';
import {
  commitImport,
  isAlreadyFiled,
  readImportOverlap,
  type AcceptedCandidate,
} from './capture-repo';
import type { ForethoughtDb } from './database';
import { changeStatus, editItemContent } from './items-repo';

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

const PLAN: AcceptedCandidate = {
  conversationIndex: 0,
  turnIndex: 0,
  text: 'I will book the flights on Monday.',
  type: 'plan',
  context: 'User: I will book the flights on Monday.',
  saidAt: NOW - 3_600_000,
  dueAt: null,
};

/** The same conversation, exported again after it went on for two more turns. */
const continued: ParsedImport = {
  ...parsed,
  conversations: [
    {
      title: 'Trip',
      turns: [
        ...(parsed.conversations[0]?.turns ?? []),
        { speaker: 'User', text: 'I should renew my passport first.', at: NOW - 60_000 },
        { speaker: 'Assistant', text: 'Yes.', at: null },
      ],
    },
  ],
};

const PASSPORT: AcceptedCandidate = {
  ...PLAN,
  turnIndex: 2,
  text: 'I should renew my passport first.',
  context: 'User: I should renew my passport first.',
};

describe('importing the same conversation again', () => {
  let db: ForethoughtDb;
  beforeEach(() => {
    db = openTestDb();
  });
  afterEach(async () => {
    await deleteTestDb(db);
  });

  it('adds no second source, episode or item', async () => {
    const first = await commitImport(db, parsed, 'User', [PLAN], NOW);
    const overlap = await readImportOverlap(db, parsed);
    expect(overlap.earlier[0]?.source.id).toBe(first.sourceIds[0]);
    expect(isAlreadyFiled(overlap, 0, 0, PLAN.text)).toBe(true);
    expect(isAlreadyFiled(overlap, 0, 1, PLAN.text)).toBe(false);

    const again = await commitImport(db, parsed, 'User', [PLAN], NOW + 1000);
    expect(again).toMatchObject({ sourceIds: first.sourceIds, items: [], alreadyFiled: 1 });
    expect(await db.sources.count()).toBe(1);
    expect(await db.episodes.count()).toBe(2);
    expect(await db.items.count()).toBe(1);
  });

  it('appends only the turns the conversation gained, and files only the new candidate', async () => {
    const first = await commitImport(db, parsed, 'User', [PLAN], NOW);
    const again = await commitImport(db, continued, 'User', [PLAN, PASSPORT], NOW + 1000);
    expect(again.alreadyFiled).toBe(1);
    expect(again.items.map((item) => item.content)).toEqual([PASSPORT.text]);
    expect(again.items[0]).toMatchObject({ sourceId: first.sourceIds[0], turnIndex: 2 });
    const source = await db.sources.get(first.sourceIds[0] ?? '');
    expect(source?.kind === 'conversation' && source.turns.map((turn) => turn.index)).toEqual([
      0, 1, 2, 3,
    ]);
    expect(await db.sources.count()).toBe(1);
    const turnIndexes = (await db.episodes.toArray()).map((episode) => episode.turnIndex).sort();
    expect(turnIndexes).toEqual([0, 1, 2, 3]);
  });

  it('recognises an item the person has edited or moved since by the text it was filed with', async () => {
    const { items } = await commitImport(db, parsed, 'User', [PLAN], NOW);
    const id = items[0]?.id ?? '';
    await editItemContent(db, id, { content: 'Book flights (Monday)' }, { kind: 'user' }, NOW + 1);
    await changeStatus(db, id, 'closed', { kind: 'user' }, NOW + 2);
    const again = await commitImport(db, parsed, 'User', [PLAN], NOW + 1000);
    expect(again.items).toEqual([]);
    expect(await db.items.count()).toBe(1);
  });

  it('still files a new candidate of the same turn, and a different conversation anew', async () => {
    await commitImport(db, parsed, 'User', [PLAN], NOW);
    const reworded = { ...PLAN, text: 'Book the flights.' };
    expect((await commitImport(db, parsed, 'User', [reworded], NOW + 1)).items).toHaveLength(1);
    const retitled = {
      ...parsed,
      conversations: [{ title: 'Other trip', turns: parsed.conversations[0]?.turns ?? [] }],
    };
    const other = await commitImport(db, retitled, 'User', [PLAN], NOW + 2);
    expect(other.items).toHaveLength(1);
    expect(await db.sources.count()).toBe(2);
  });

  it('keeps a conversation that appears twice in one file once', async () => {
    const twice = {
      ...parsed,
      conversations: [...continued.conversations, ...parsed.conversations],
    };
    const second = { ...PLAN, conversationIndex: 1 };
    const done = await commitImport(db, twice, 'User', [PLAN, second, PASSPORT], NOW);
    expect(done.sourceIds).toHaveLength(1);
    expect(done.items).toHaveLength(2);
    expect(done.alreadyFiled).toBe(1);
    expect(await db.episodes.count()).toBe(4);
  });
});
