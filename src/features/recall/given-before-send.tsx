import { useTranslation } from 'react-i18next';

import type { GivenMemory } from '../../domain/chat/given-memory';
import { dropMemory, putBackMemory } from '../../stores/assistant-store';

type GivenBeforeSendProps = {
  /** What goes with the message as things stand. */
  given: readonly GivenMemory[];
  /** What the person left out of it, to put back. */
  leftOut: readonly GivenMemory[];
};

/**
 * Above the Send button, while an assistant is connected: the memories that will go with
 * the message, each of which the person can leave out (and put back) before sending.
 */
export function GivenBeforeSend({ given, leftOut }: GivenBeforeSendProps) {
  const { t } = useTranslation('recall');
  if (given.length === 0 && leftOut.length === 0) return null;
  return (
    <section
      className="given-before-send"
      aria-label={t('assistant.givenTitle')}
      data-testid="given-before-send"
    >
      <h3>{t('assistant.givenTitle')}</h3>
      <p className="hint">{t('assistant.givenHint')}</p>
      <ul className="given-memories">
        {given.map((memory) => (
          <li key={memory.id} data-testid="given-memory">
            <span className="given-kind">{t(`assistant.kind.${memory.kind}`)}</span>
            <span className="given-text">{memory.text}</span>
            <button
              type="button"
              className="icon-button"
              aria-label={t('assistant.leaveOut', { text: memory.text })}
              title={t('assistant.leaveOut', { text: memory.text })}
              onClick={() => dropMemory(memory.id)}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
      {leftOut.length > 0 && (
        <div className="left-out">
          <span className="hint">{t('assistant.leftOut')}:</span>
          {leftOut.map((memory) => (
            <button
              key={memory.id}
              type="button"
              className="chip"
              aria-label={t('assistant.putBack', { text: memory.text })}
              onClick={() => putBackMemory(memory.id)}
            >
              {memory.text} ↺
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
