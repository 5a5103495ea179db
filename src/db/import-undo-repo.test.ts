import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { ParsedImport } from '../domain/conversation-import/parsed';
import { deleteTestDb, openTestDb } from '../test/test-db';
import { appendChatTurn } from './chat-repo';
import { commitImport, type AcceptedCandidate } from './capture-repo';
import type { ForethoughtDb } from './database';
import { findLastImport, IMPORT_UNDONE, undoLastImport } from './import-undo-repo';
import {
  addItem,
  archive,
  changeStatus,
  editItemContent,
  itemHistory,
  restore,
} from './items-repo';

const NOW = Date.UTC(2026, 10, 20, 9, 30);

function conversation(title: string, texts: string[]): ParsedImport {
  return {
    format: 'plain',
    speakers: ['User'],
    suggestedMe: 'User',
    conversations: [{ title, turns: texts.map((text) => ({ speaker: 'User', text, at: null })) }],
  };
}

function accepted(texts: string[]): AcceptedCandidate[] {
  return texts.map((text, turnIndex) => ({
    conversationIndex: 0,
    turnIndex,
    text,
    type: 'plan',
    context: text,
    saidAt: null,
    dueAt: null,
  }));
}

describe('undoLastImport', () => {
  let db: ForethoughtDb;
  beforeEach(() => {
    db = openTestDb();
  });
  afterEach(async () => {
    await deleteTestDb(db);
  });

  it('archives every item of the last import, with the undo as the cause, and keeps the source', async () => {
    const earlierTexts = ['Plant the tulips.'];
    await commitImport(
      db,
      conversation('Garden', earlierTexts),
      'User',
      accepted(earlierTexts),
      NOW,
    );
    const texts = ['Call the bank.', 'Renew the passport.', 'Ask Sam about the car.'];
    const last = await commitImport(
      db,
      conversation('Errands', texts),
      'User',
      accepted(texts),
      NOW + 1000,
    );
    const [moved, edited, untouched] = last.items.map((item) => item.id);
    await changeStatus(db, moved ?? '', 'closed', { kind: 'user' }, NOW + 2000);
    await editItemContent(
      db,
      edited ?? '',
      { content: 'Renew both passports.' },
      { kind: 'user' },
      NOW + 2000,
    );
    // Items filed since, not by an import, are not the import's.
    await addItem(
      db,
      {
        content: 'Typed on the board',
        type: 'idea',
        context: '',
        saidAt: NOW,
        sourceId: null,
        turnIndex: null,
        dueAt: null,
      },
      NOW + 3000,
    );
    const chat = await appendChatTurn(db, null, 'hello', NOW + 4000);
    await addItem(
      db,
      {
        content: 'From the chat box',
        type: 'idea',
        context: '',
        saidAt: NOW,
        sourceId: chat.sourceId,
        turnIndex: 0,
        dueAt: null,
      },
      NOW + 4000,
    );

    expect((await findLastImport(db))?.items.map((item) => item.id).sort()).toEqual(
      [moved, edited, untouched].sort(),
    );
    expect(await undoLastImport(db, NOW + 5000)).toBe(3);

    const all = await db.items.toArray();
    const archived = all.filter((item) => item.archivedAt !== null).map((item) => item.content);
    expect(archived.sort()).toEqual([
      'Ask Sam about the car.',
      'Call the bank.',
      'Renew both passports.',
    ]);
    const history = await itemHistory(db, edited ?? '');
    expect(history.transitions.at(-1)).toMatchObject({ action: 'archive', cause: IMPORT_UNDONE });
    expect(history.versions).toHaveLength(1);
    expect(await db.sources.count()).toBe(3);
    expect(await db.episodes.count()).toBe(5);
  });

  it('undoes an import once: nothing is left to undo, and the import before it is not offered', async () => {
    const texts = ['Call the bank.'];
    await commitImport(
      db,
      conversation('A', ['Plant tulips.']),
      'User',
      accepted(['Plant tulips.']),
      NOW,
    );
    await commitImport(db, conversation('B', texts), 'User', accepted(texts), NOW + 1000);
    expect(await undoLastImport(db, NOW + 2000)).toBe(1);
    expect(await findLastImport(db)).toBeNull();
    expect(await undoLastImport(db, NOW + 3000)).toBe(0);
    expect((await db.items.toArray()).filter((item) => item.archivedAt === null)).toHaveLength(1);
  });

  it('leaves an item the person archived alone, and an undone item can be restored', async () => {
    const texts = ['Call the bank.', 'Renew the passport.'];
    const { items } = await commitImport(
      db,
      conversation('B', texts),
      'User',
      accepted(texts),
      NOW,
    );
    await archive(db, items[0]?.id ?? '', NOW + 1);
    expect(await undoLastImport(db, NOW + 2)).toBe(1);
    const first = await itemHistory(db, items[0]?.id ?? '');
    expect(first.transitions.map((transition) => transition.cause)).toEqual([{ kind: 'user' }]);
    const restored = await restore(db, items[1]?.id ?? '', NOW + 3);
    expect(restored.archivedAt).toBeNull();
  });

  it('finds nothing to undo in a database without imports', async () => {
    expect(await findLastImport(db)).toBeNull();
    expect(await undoLastImport(db, NOW)).toBe(0);
  });
});
