import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';

import {
  dismissFailure,
  retryAssistant,
  stopAssistant,
  useAssistantStore,
} from '../../stores/assistant-store';

/**
 * The assistant's reply to the session's last message while it streams in (with Stop),
 * or why it did not come (with Retry). Once whole, it is a turn like any other.
 */
export function AssistantReply({ sessionId }: { sessionId: string | null }) {
  const { t } = useTranslation('recall');
  const { pending, failed } = useAssistantStore(
    useShallow((state) => ({ pending: state.pending, failed: state.failed })),
  );
  if (pending && pending.sessionId === sessionId) {
    return (
      <div className="assistant-reply is-streaming" data-testid="assistant-pending">
        <p className="chat-speaker">{t('assistant.name')}</p>
        <p className="chat-turn-text" aria-live="polite">
          {pending.text === '' ? t('assistant.answering') : pending.text}
        </p>
        <button type="button" onClick={stopAssistant}>
          {t('assistant.stop')}
        </button>
      </div>
    );
  }
  if (failed && failed.sessionId === sessionId) {
    return (
      <div className="assistant-reply is-failed" role="alert" data-testid="assistant-failed">
        <p>{t('assistant.failed', { message: failed.message })}</p>
        <button type="button" onClick={() => void retryAssistant()}>
          {t('assistant.retry')}
        </button>
        <button type="button" onClick={dismissFailure}>
          {t('assistant.dismiss')}
        </button>
      </div>
    );
  }
  return null;
}
