import { ASSISTANT_SPEAKER } from '../domain/chat/assistant-prompt';
import type { GivenMemory } from '../domain/chat/given-memory';
import { newId } from '../domain/ids';
import { checkedEntryText } from '../domain/journal-entry';
import type { ConversationSource, Episode, Source, Turn } from '../domain/source';
import type { ForethoughtDb } from './database';

/** The format name of conversations typed in the app's own chat box. */
export const CHAT_FORMAT = 'chat';

export type SentTurn = {
  sourceId: string;
  episodeId: string;
  turnIndex: number;
  /** The turn sent before this one in the session, if any. */
  previousText: string | null;
};

/**
 * Logs a sent chat message: the session's conversation source gets the turn (it is created
 * with the first one), and the episodic log gets an episode — together or not at all.
 */
export async function appendChatTurn(
  db: ForethoughtDb,
  sessionId: string | null,
  rawText: string,
  now: number,
): Promise<SentTurn> {
  const text = checkedEntryText(rawText);
  return db.transaction('rw', db.sources, db.episodes, async () => {
    const existing = sessionId === null ? undefined : await db.sources.get(sessionId);
    const session: ConversationSource =
      existing?.kind === 'conversation'
        ? existing
        : {
            id: sessionId ?? newId(),
            kind: 'conversation',
            title: 'Chat',
            format: CHAT_FORMAT,
            me: 'me',
            turns: [],
            createdAt: now,
          };
    const turnIndex = session.turns.length;
    const episode: Episode = {
      id: newId(),
      kind: 'chat-turn',
      text,
      at: now,
      sourceId: session.id,
      turnIndex,
      speaker: session.me,
    };
    const updated: ConversationSource = {
      ...session,
      turns: [...session.turns, { index: turnIndex, speaker: session.me, text, at: now }],
    };
    await db.sources.put(updated);
    await db.episodes.add(episode);
    const previousText = session.turns.at(-1)?.text ?? null;
    return { sourceId: session.id, episodeId: episode.id, turnIndex, previousText };
  });
}

/**
 * Logs the assistant's reply in the session it answers, with the memories it was given:
 * the turn and its episode together or not at all. The episode keeps the speaker, so the
 * background reading of facts and habits (stores/consolidation.ts) passes it by. A reply
 * that did not come whole is kept as far as it came, marked `cutOff`.
 */
export async function appendAssistantTurn(
  db: ForethoughtDb,
  sessionId: string,
  rawText: string,
  given: readonly GivenMemory[],
  now: number,
  { isCutOff = false } = {},
): Promise<void> {
  const text = checkedEntryText(rawText);
  await db.transaction('rw', db.sources, db.episodes, async () => {
    const session = await db.sources.get(sessionId);
    if (session?.kind !== 'conversation') throw new Error(`No chat session ${sessionId}`);
    const turnIndex = session.turns.length;
    const turn: Turn = {
      index: turnIndex,
      speaker: ASSISTANT_SPEAKER,
      text,
      at: now,
      given: [...given],
      ...(isCutOff && { cutOff: true as const }),
    };
    const updated: ConversationSource = { ...session, turns: [...session.turns, turn] };
    await db.sources.put(updated);
    await db.episodes.add({
      id: newId(),
      kind: 'chat-turn',
      text,
      at: now,
      sourceId: sessionId,
      turnIndex,
      speaker: ASSISTANT_SPEAKER,
    });
  });
}

function isChatSession(source: Source): source is ConversationSource {
  return source.kind === 'conversation' && source.format === CHAT_FORMAT;
}

/**
 * The sessions typed in the app's chat box (not imported conversations), newest first by
 * when each began, at most `limit`, without reading the older ones. Only the current session
 * gets turns, so the newest begun is also the one last written in.
 */
export async function recentChatSessions(
  db: ForethoughtDb,
  limit: number,
): Promise<ConversationSource[]> {
  return db.sources.orderBy('createdAt').reverse().filter(isChatSession).limit(limit).toArray();
}

/** The session a chat resumes after a reload: the newest one, or undefined before the first. */
export async function newestChatSession(
  db: ForethoughtDb,
): Promise<ConversationSource | undefined> {
  const [newest] = await recentChatSessions(db, 1);
  return newest;
}
