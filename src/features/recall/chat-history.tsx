import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatTime } from '../../components/format';
import { recentChatSessions } from '../../db/chat-repo';
import { getDb } from '../../db/database';
import type { ConversationSource } from '../../domain/source';
import { ChatTurnList } from './chat-turn-list';

const PAGE_SIZE = 20;

/** The chat sessions before the current one, newest first; each opens to its turns. */
export function ChatHistory({ currentSessionId }: { currentSessionId: string | null }) {
  const { t } = useTranslation('recall');
  const [limit, setLimit] = useState(PAGE_SIZE);
  // One more than shown for the current session, one more to tell whether older ones exist.
  const sessions = useLiveQuery(() => recentChatSessions(getDb(), limit + 2), [limit]);
  const earlier = (sessions ?? []).filter((session) => session.id !== currentSessionId);
  if (earlier.length === 0) return null;
  return (
    <section className="chat-history" aria-labelledby="chat-history-title">
      <h2 id="chat-history-title">{t('earlierChats')}</h2>
      <ul data-testid="chat-history">
        {earlier.slice(0, limit).map((session) => (
          <li key={session.id}>
            <EarlierChat session={session} />
          </li>
        ))}
      </ul>
      {earlier.length > limit && (
        <button type="button" onClick={() => setLimit(limit + PAGE_SIZE)}>
          {t('showOlderChats')}
        </button>
      )}
    </section>
  );
}

/** One earlier session, folded to its start, first message and size; its turns when opened. */
function EarlierChat({ session }: { session: ConversationSource }) {
  const { t, i18n } = useTranslation('recall');
  // Turns are rendered only once opened: a long history of long chats stays light.
  const [isOpen, setIsOpen] = useState(false);
  const began = formatTime(session.createdAt, i18n.language);
  return (
    <details
      className="earlier-chat"
      data-testid="earlier-chat"
      onToggle={(event) => setIsOpen(event.currentTarget.open)}
    >
      <summary>
        <time dateTime={new Date(session.createdAt).toISOString()}>{began}</time>
        <span className="earlier-chat-first">{session.turns[0]?.text}</span>
        <small>{t('chatMessageCount', { count: session.turns.length })}</small>
      </summary>
      {isOpen && (
        <ChatTurnList turns={session.turns} label={t('earlierChatTurns', { time: began })} />
      )}
    </details>
  );
}
