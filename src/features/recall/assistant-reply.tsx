import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';

import { MAX_REPLY_CHARS } from '../../domain/chat/sse';
import {
  dismissFailure,
  type FailedReply,
  retryAssistant,
  stopAssistant,
  useAssistantStore,
} from '../../stores/assistant-store';

/** Why the reply did not come (whole), and where what came of it went. */
function failureText(failed: FailedReply, t: TFunction<'recall'>, language: string): string {
  const { reason, message } = failed;
  if (failed.isKept) {
    const max = MAX_REPLY_CHARS.toLocaleString(language);
    return t(`assistant.cutOff.${reason}`, { message, max });
  }
  return reason === 'timeout' ? t('assistant.timedOut') : t('assistant.failed', { message });
}

/**
 * The assistant's reply to the session's last message while it streams in (with Stop),
 * or why it did not come, or not whole (with Retry). Once whole, it is a turn like any
 * other; a reply cut off is a turn too, marked so, and this says why under it.
 */
export function AssistantReply({ sessionId }: { sessionId: string | null }) {
  const { t, i18n } = useTranslation('recall');
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
        <p>{failureText(failed, t, i18n.language)}</p>
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
