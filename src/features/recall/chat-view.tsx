import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';

import { ModelFallbackNotice } from '../../components/model-fallback-notice';
import { ModelStatus } from '../../components/model-status';
import { runUserAction } from '../../components/report';
import { onCtrlEnter } from '../../components/submit-shortcut';
import { newestChatSession } from '../../db/chat-repo';
import { getDb } from '../../db/database';
import { readSettings, updateSettings } from '../../db/settings-repo';
import { DEFAULT_SETTINGS } from '../../domain/settings';
import { useModelStore } from '../../stores/model-store';
import { resumeSession, setDraft, startNewChat, useRecallStore } from '../../stores/recall-store';
import { composeRecallQuery } from '../../domain/recall/recall-query';
import { ChatHistory } from './chat-history';
import { ChatTurnList } from './chat-turn-list';
import { sendDraft } from './recall-actions';
import { RecallPanel } from './recall-panel';
import { useRecall } from './use-recall';

function goBackToBuiltinModel(): void {
  void runUserAction(() => updateSettings(getDb(), { modelTier: 'builtin' }));
}

/** After a load, continues the newest stored session, so a reload shows the chat it left. */
function useResumeNewestSession(hasChosenSession: boolean): void {
  const newest = useLiveQuery(
    () => (hasChosenSession ? null : newestChatSession(getDb())),
    [hasChosenSession],
  );
  useEffect(() => {
    if (newest) resumeSession(newest.id);
  }, [newest]);
}

/**
 * A chat draft box with the live recall panel beside it, the current session's turns above
 * it, and the earlier sessions below, read only.
 */
export function ChatView() {
  const { t } = useTranslation('recall');
  const { draft, hiddenIds, isIncludingInactive, isWithTurns, sessionId, hasChosenSession } =
    useRecallStore(useShallow((state) => ({ ...state })));
  useResumeNewestSession(hasChosenSession);
  const models = useModelStore(
    useShallow((state) => ({
      isReady: state.phase === 'ready',
      hasReranker: state.hasReranker,
      modelId: state.modelId,
      isIndexing: state.pendingEmbeds > 0,
      indexedEpisodes: state.indexedEpisodes,
    })),
  );
  const settings = useLiveQuery(() => readSettings(getDb()), []);
  const thresholds = settings?.thresholds ?? DEFAULT_SETTINGS.thresholds;
  const session = useLiveQuery(
    () => (sessionId === null ? undefined : getDb().sources.get(sessionId)),
    [sessionId],
  );
  const turns = session?.kind === 'conversation' ? session.turns : [];
  const query = composeRecallQuery(draft, isWithTurns ? turns.map((turn) => turn.text) : []);
  const result = useRecall(query, {
    ...models,
    isIncludingInactive,
    thresholds,
    memory: settings ?? DEFAULT_SETTINGS,
    sessionId,
  });
  // The facts and habits on screen when the message goes count as used (their decay restarts).
  const send = () => sendDraft(result?.memories.map((hit) => hit.id) ?? []);

  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    void send();
  }

  return (
    <div className="chat-view">
      <section className="chat-main">
        <header className="chat-header">
          <h1>{t('title')}</h1>
          <button type="button" onClick={startNewChat} disabled={turns.length === 0}>
            {t('newChat')}
          </button>
        </header>
        <ModelStatus />
        <ModelFallbackNotice onUseBuiltin={goBackToBuiltinModel} />
        {turns.length > 0 && <ChatTurnList turns={turns} label={t('sentTurns')} />}
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
          <button type="submit">{t('send')}</button>
        </form>
        <ChatHistory currentSessionId={sessionId} />
      </section>
      <RecallPanel
        result={result}
        hiddenIds={hiddenIds}
        isIncludingInactive={isIncludingInactive}
        isWithTurns={isWithTurns}
      />
    </div>
  );
}
