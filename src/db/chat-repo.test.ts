import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { T0, makeConversationSource } from '../test/factories';
import { deleteTestDb, openTestDb } from '../test/test-db';
import {
  CHAT_FORMAT,
  appendAssistantTurn,
  appendChatTurn,
  newestChatSession,
  recentChatSessions,
} from './chat-repo';
import type { ForethoughtDb } from './database';
import { addJournalEntry } from './journal-repo';

let db: ForethoughtDb;

beforeEach(() => {
  db = openTestDb();
});
afterEach(async () => {
  await deleteTestDb(db);
});

describe('appendChatTurn', () => {
  it('starts a session with the first turn and adds the next ones to it', async () => {
    const first = await appendChatTurn(db, null, ' Book the flight. ', T0);
    const second = await appendChatTurn(db, first.sourceId, 'And the hotel.', T0 + 10);

    expect(second).toMatchObject({
      sourceId: first.sourceId,
      turnIndex: 1,
      previousText: 'Book the flight.',
    });
    const session = await db.sources.get(first.sourceId);
    expect(session).toMatchObject({ kind: 'conversation', format: CHAT_FORMAT, createdAt: T0 });
    expect(session?.kind === 'conversation' && session.turns).toEqual([
      { index: 0, speaker: 'me', text: 'Book the flight.', at: T0 },
      { index: 1, speaker: 'me', text: 'And the hotel.', at: T0 + 10 },
    ]);
    expect((await db.episodes.orderBy('at').toArray()).map((episode) => episode.id)).toEqual([
      first.episodeId,
      second.episodeId,
    ]);
  });
});

describe('appendAssistantTurn', () => {
  it('marks a reply that did not come whole, and only that one', async () => {
    const { sourceId } = await appendChatTurn(db, null, 'Tell me a story', T0);
    await appendAssistantTurn(db, sourceId, 'Once upon a', [], T0 + 1, { isCutOff: true });
    await appendAssistantTurn(db, sourceId, 'Once upon a time.', [], T0 + 2);

    const session = await db.sources.get(sourceId);
    const [, cut, whole] = session?.kind === 'conversation' ? session.turns : [];
    expect(cut).toMatchObject({ text: 'Once upon a', cutOff: true });
    expect(whole).not.toHaveProperty('cutOff');
  });
});

describe('recentChatSessions', () => {
  it('lists chat sessions newest first, leaving out imports and journal entries', async () => {
    const older = await appendChatTurn(db, null, 'Older chat', T0);
    const newer = await appendChatTurn(db, null, 'Newer chat', T0 + 1000);
    await appendChatTurn(db, older.sourceId, 'A later turn in the older chat', T0 + 2000);
    await db.sources.add(makeConversationSource({ id: 'imported', createdAt: T0 + 3000 }));
    await addJournalEntry(db, 'An entry', T0 + 4000);

    const sessions = await recentChatSessions(db, 10);

    expect(sessions.map((session) => session.id)).toEqual([newer.sourceId, older.sourceId]);
    expect(sessions[1]?.turns.map((turn) => turn.text)).toEqual([
      'Older chat',
      'A later turn in the older chat',
    ]);
    expect((await recentChatSessions(db, 1)).map((session) => session.id)).toEqual([
      newer.sourceId,
    ]);
  });
});

describe('newestChatSession', () => {
  it('is the session begun last, or undefined before any chat', async () => {
    expect(await newestChatSession(db)).toBeUndefined();
    await appendChatTurn(db, null, 'First chat', T0);
    const newest = await appendChatTurn(db, null, 'Second chat', T0 + 1000);
    expect((await newestChatSession(db))?.id).toBe(newest.sourceId);
  });
});
