import { useLiveQuery } from 'dexie-react-hooks';
import type { SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';

import { ModelFallbackNotice } from '../../components/model-fallback-notice';
import { ModelStatus } from '../../components/model-status';
import { runUserAction } from '../../components/report';
import { onCtrlEnter } from '../../components/submit-shortcut';
import { getDb } from '../../db/database';
import { readSettings, updateSettings } from '../../db/settings-repo';
import { DEFAULT_SETTINGS } from '../../domain/settings';
import { useModelStore } from '../../stores/model-store';
import { setDraft, useRecallStore } from '../../stores/recall-store';
import { composeRecallQuery } from '../../domain/recall/recall-query';
import { sendDraft } from './recall-actions';
import { RecallPanel } from './recall-panel';
import { useRecall } from './use-recall';

function goBackToBuiltinModel(): void {
  void runUserAction(() => updateSettings(getDb(), { modelTier: 'builtin' }));
}

/** A chat draft box with the live recall panel beside it. */
export function ChatView() {
  const { t } = useTranslation('recall');
  const { draft, hiddenIds, isIncludingInactive, isWithTurns, sessionId } = useRecallStore(
    useShallow((state) => ({ ...state })),
  );
  const models = useModelStore(
    useShallow((state) => ({
      isReady: state.phase === 'ready',
      hasReranker: state.hasReranker,
      modelId: state.modelId,
      isIndexing: state.pendingEmbeds > 0,
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
  const result = useRecall(query, { ...models, isIncludingInactive, thresholds });

  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    void sendDraft();
  }

  return (
    <div className="chat-view">
      <section className="chat-main">
        <h1>{t('title')}</h1>
        <ModelStatus />
        <ModelFallbackNotice onUseBuiltin={goBackToBuiltinModel} />
        {turns.length > 0 && (
          <ol className="chat-turns" aria-label={t('sentTurns')}>
            {turns.map((turn) => (
              <li key={turn.index}>{turn.text}</li>
            ))}
          </ol>
        )}
        <form className="chat-composer" onSubmit={onSubmit}>
          <label htmlFor="chat-draft">{t('draftLabel')}</label>
          <textarea
            id="chat-draft"
            rows={4}
            value={draft}
            placeholder={t('draftPlaceholder')}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onCtrlEnter(sendDraft)}
          />
          <button type="submit">{t('send')}</button>
        </form>
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
