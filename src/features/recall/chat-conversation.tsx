import { type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';

import { ModelFallbackNotice } from '../../components/model-fallback-notice';
import { ModelStatus } from '../../components/model-status';
import { runUserAction } from '../../components/report';
import { onCtrlEnter } from '../../components/submit-shortcut';
import { getDb } from '../../db/database';
import { updateSettings } from '../../db/settings-repo';
import { memoriesToGive } from '../../domain/chat/given-memory';
import { useAssistantStore } from '../../stores/assistant-store';
import { setDraft, startNewChat } from '../../stores/recall-store';
import { AssistantReply } from './assistant-reply';
import { ChatHistory } from './chat-history';
import { ChatTurnList } from './chat-turn-list';
import { GivenBeforeSend } from './given-before-send';
import { sendDraft } from './recall-actions';
import type { ChatRecall } from './use-chat-recall';
import { useRecalledMemories } from './use-recalled-memories';

function goBackToBuiltinModel(): void {
  void runUserAction(() => updateSettings(getDb(), { modelTier: 'builtin' }));
}

/** With nobody to answer, the Chat says what it is for and how to connect an assistant. */
function DraftingPadNote() {
  const { t } = useTranslation('recall');
  return (
    <aside className="drafting-pad-note" data-testid="drafting-pad-note">
      <strong>{t('assistant.padTitle')}</strong> {t('assistant.padNote')}{' '}
      <a href="#/settings">{t('assistant.padLink')}</a>
    </aside>
  );
}

/**
 * The conversation: the session's turns (the assistant's replies with what they were
 * given), the reply streaming in, the memories that will go with the next message, the
 * draft box and the earlier chats.
 */
export function ChatConversation({
  chat,
  isEmbedded = false,
  offers,
}: {
  chat: ChatRecall;
  /** In the workspace, under its own page heading. */
  isEmbedded?: boolean;
  /** Capture's suggestions (composed by the app), right under the draft box. */
  offers?: ReactNode;
}) {
  const { t } = useTranslation('recall');
  const { draft, sessionId, turns, settings, result, hiddenIds } = chat;
  const hasAssistant = settings.chatAssistant !== 'none';
  const { droppedIds, isAnswering } = useAssistantStore(
    useShallow((state) => ({ droppedIds: state.droppedIds, isAnswering: state.pending !== null })),
  );
  const recalled = useRecalledMemories(result, hiddenIds);
  const given = memoriesToGive(recalled, droppedIds);
  const leftOut = recalled.filter((memory) => droppedIds.includes(memory.id));
  const isWaiting = hasAssistant && isAnswering;

  // The facts and habits on screen when the message goes count as used (their decay restarts).
  const send = () => {
    if (isWaiting) return;
    const shown = result?.memories.map((hit) => hit.id) ?? [];
    void sendDraft(shown, hasAssistant ? given : null);
  };

  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    send();
  }

  return (
    <section className="chat-main">
      <header className="chat-header">
        {isEmbedded ? <h2>{t('title')}</h2> : <h1>{t('title')}</h1>}
        <button type="button" onClick={startNewChat} disabled={turns.length === 0 || isWaiting}>
          {t('newChat')}
        </button>
      </header>
      <ModelStatus />
      <ModelFallbackNotice onUseBuiltin={goBackToBuiltinModel} />
      {!hasAssistant && <DraftingPadNote />}
      {turns.length > 0 && <ChatTurnList turns={turns} label={t('sentTurns')} />}
      <AssistantReply sessionId={sessionId} />
      <form className="chat-composer" onSubmit={onSubmit}>
        <label htmlFor="chat-draft">{t('draftLabel')}</label>
        <textarea
          id="chat-draft"
          rows={4}
          value={draft}
          placeholder={t('draftPlaceholder')}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onCtrlEnter(send)}
        />
        {hasAssistant && draft.trim() !== '' && <GivenBeforeSend given={given} leftOut={leftOut} />}
        {isWaiting && <p className="hint">{t('assistant.waitForReply')}</p>}
        <button type="submit" disabled={isWaiting}>
          {t('send')}
        </button>
      </form>
      {offers}
      <ChatHistory currentSessionId={sessionId} />
    </section>
  );
}
