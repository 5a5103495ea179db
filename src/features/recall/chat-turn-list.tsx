import { useTranslation } from 'react-i18next';

import { formatTime } from '../../components/format';
import { ASSISTANT_SPEAKER } from '../../domain/chat/assistant-prompt';
import type { Turn } from '../../domain/source';
import { GivenMemoryList } from './given-memory-list';

/** What an assistant's reply was given, folded under the reply. */
function GivenWithReply({ turn }: { turn: Turn }) {
  const { t } = useTranslation('recall');
  const given = turn.given ?? [];
  if (given.length === 0) return <p className="hint">{t('assistant.givenNone')}</p>;
  return (
    <details className="given-with-reply" data-testid="given-with-reply">
      <summary>{t('assistant.given', { count: given.length })}</summary>
      <GivenMemoryList memories={given} />
    </details>
  );
}

/**
 * The turns of one chat session, each with when it was sent; the assistant's replies are
 * marked as such and show what they were given. Read only.
 */
export function ChatTurnList({ turns, label }: { turns: readonly Turn[]; label: string }) {
  const { t, i18n } = useTranslation('recall');
  const hasAssistant = turns.some((turn) => turn.speaker === ASSISTANT_SPEAKER);
  return (
    <ol className="chat-turns" aria-label={label}>
      {turns.map((turn) => {
        const isAssistant = turn.speaker === ASSISTANT_SPEAKER;
        return (
          <li
            key={turn.index}
            className={isAssistant ? 'is-assistant' : undefined}
            data-testid={isAssistant ? 'assistant-turn' : undefined}
          >
            {hasAssistant && (
              <p className="chat-speaker">
                {isAssistant ? t('assistant.name') : t('assistant.you')}
              </p>
            )}
            <span className="chat-turn-text">{turn.text}</span>
            {turn.cutOff && (
              <p className="hint" data-testid="cut-off-mark">
                {t('assistant.cutOffMark')}
              </p>
            )}
            {turn.at !== null && (
              <time dateTime={new Date(turn.at).toISOString()}>
                {formatTime(turn.at, i18n.language)}
              </time>
            )}
            {isAssistant && <GivenWithReply turn={turn} />}
          </li>
        );
      })}
    </ol>
  );
}
