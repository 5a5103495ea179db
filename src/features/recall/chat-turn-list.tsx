import { useTranslation } from 'react-i18next';

import { formatTime } from '../../components/format';
import type { Turn } from '../../domain/source';

/** The sent turns of one chat session, each with when it was sent. Read only. */
export function ChatTurnList({ turns, label }: { turns: readonly Turn[]; label: string }) {
  const { i18n } = useTranslation();
  return (
    <ol className="chat-turns" aria-label={label}>
      {turns.map((turn) => (
        <li key={turn.index}>
          <span className="chat-turn-text">{turn.text}</span>
          {turn.at !== null && (
            <time dateTime={new Date(turn.at).toISOString()}>
              {formatTime(turn.at, i18n.language)}
            </time>
          )}
        </li>
      ))}
    </ol>
  );
}
