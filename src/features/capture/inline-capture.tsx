import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';

import { reportInfo, runUserAction } from '../../components/report';
import { getDb } from '../../db/database';
import { pendingSuggestions } from '../../db/suggestions-repo';
import type { Suggestion } from '../../domain/capture/suggestion';
import { useCaptureStore } from '../../stores/capture-store';
import {
  dismissAllSuggestions,
  forgetCloseUndo,
  forgetUpdateUndo,
  undoClose,
  undoUpdate,
} from '../../stores/suggestion-actions';
import { acceptAndReport, SuggestionRow } from './suggestion-row';

/** Alt+Enter anywhere adds the newest offered item: one keystroke, as written. */
function useAcceptShortcut(newest: Suggestion | undefined) {
  useEffect(() => {
    if (newest === undefined) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey && event.key === 'Enter') {
        event.preventDefault();
        void acceptAndReport(newest);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [newest]);
}

/**
 * The suggestions inbox, under the journal and chat composers: everything capture offered
 * and the person has not answered yet (kept in the database, so a reload keeps it), newest
 * first, and the undo of what capture changed by itself.
 */
export function InlineCapture() {
  const { t } = useTranslation('capture');
  const suggestions = useLiveQuery(() => pendingSuggestions(getDb()), []) ?? [];
  const { closeUndo, updateUndos } = useCaptureStore(
    useShallow((state) => ({ closeUndo: state.closeUndo, updateUndos: state.updateUndos })),
  );
  useAcceptShortcut(suggestions.find((s) => s.kind === 'new-item'));
  if (suggestions.length === 0 && closeUndo === null && updateUndos.length === 0) return null;

  return (
    <aside className="inline-capture" aria-label={t('inlineTitle')}>
      {updateUndos.map((undo) => (
        <div className="close-offer" role="status" data-testid="update-undo" key={undo.itemId}>
          <span>{t('updated', { content: undo.content })}</span>
          <span className="candidate-meta">
            {t('updatedFrom', { content: undo.previous.content })}
          </span>
          <button
            type="button"
            onClick={() =>
              void runUserAction(() => undoUpdate(undo.itemId)).then((item) => {
                if (item) reportInfo(t('updateUndone', { content: item.content }));
              })
            }
          >
            {t('undo')}
          </button>
          <button type="button" onClick={() => forgetUpdateUndo(undo.itemId)}>
            {t('dismiss')}
          </button>
        </div>
      ))}
      {closeUndo && (
        <div className="close-offer" role="status" data-testid="close-undo">
          <span>{t('closed', { content: closeUndo.content })}</span>
          <button
            type="button"
            onClick={() =>
              void runUserAction(undoClose).then((item) => {
                if (item) reportInfo(t('undone', { content: item.content }));
              })
            }
          >
            {t('undo')}
          </button>
          <button type="button" onClick={forgetCloseUndo}>
            {t('dismiss')}
          </button>
        </div>
      )}
      {suggestions.length > 0 && (
        <section data-testid="suggestions-inbox">
          <div className="suggestions-head">
            <h2>
              {t('inlineTitle')} <span className="count">({suggestions.length})</span>
            </h2>
            <button
              type="button"
              onClick={() =>
                void runUserAction(dismissAllSuggestions).then(() => reportInfo(t('clearedAll')))
              }
            >
              {t('clearAll')}
            </button>
          </div>
          <p className="hint">{t('inlineHint')}</p>
          <ul className="inline-candidates">
            {suggestions.map((suggestion) => (
              <SuggestionRow suggestion={suggestion} key={suggestion.id} />
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}
