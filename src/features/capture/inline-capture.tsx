import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';

import { reportInfo, runUserAction } from '../../components/report';
import { getDb } from '../../db/database';
import { pendingSuggestions } from '../../db/suggestions-repo';
import type { Suggestion } from '../../domain/capture/suggestion';
import { useCaptureStore } from '../../stores/capture-store';
import { dismissAllSuggestions } from '../../stores/suggestion-actions';
import { CaptureUndos } from './capture-undos';
import { acceptAndReport, SuggestionRow } from './suggestion-row';

/**
 * Alt+Enter anywhere adds the first item offered, as listed: one keystroke, as written. Not
 * from inside an offer being corrected, where it would add the offer without the corrections.
 */
function useAcceptShortcut(newest: Suggestion | undefined) {
  useEffect(() => {
    if (newest === undefined) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const isInCorrection = event.target instanceof Element && event.target.closest('.offer-edit');
      if (event.altKey && event.key === 'Enter' && !isInCorrection) {
        event.preventDefault();
        void acceptAndReport(newest);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [newest]);
}

/** "Reading…" while the saved message is read; then how many offers came from it. */
function LastSaveLine({ fromLastSave }: { fromLastSave: number }) {
  const { t } = useTranslation('capture');
  const lastCaptured = useCaptureStore((state) => state.lastCaptured);
  if (lastCaptured === null) return null;
  return (
    <p className="last-save-line" role="status" data-testid="last-save-line">
      {lastCaptured.isReading ? t('reading') : t('fromLastSave', { count: fromLastSave })}
    </p>
  );
}

/**
 * The suggestions inbox, right under the journal and chat composers: everything capture
 * offered and the person has not answered yet (kept in the database, so a reload keeps it),
 * newest first, those from the message just saved marked and counted, and the undo of what
 * capture changed by itself.
 */
export function InlineCapture() {
  const { t } = useTranslation('capture');
  const suggestions = useLiveQuery(() => pendingSuggestions(getDb()), []) ?? [];
  const { lastEpisodeId, hasUndo } = useCaptureStore(
    useShallow((state) => ({
      lastEpisodeId: state.lastCaptured?.episodeId ?? null,
      hasUndo: state.closeUndo !== null || state.updateUndos.length > 0,
    })),
  );
  const isNew = (suggestion: Suggestion) => suggestion.episodeId === lastEpisodeId;
  // Newest first, and what the message just saved gave first of all, whatever its timestamp.
  const ordered = [...suggestions.filter(isNew), ...suggestions.filter((s) => !isNew(s))];
  useAcceptShortcut(ordered.find((s) => s.kind === 'new-item'));
  const fromLastSave = suggestions.filter(isNew).length;
  if (suggestions.length === 0 && !hasUndo && lastEpisodeId === null) return null;

  return (
    <aside className="inline-capture" aria-label={t('inlineTitle')} data-testid="inline-capture">
      <LastSaveLine fromLastSave={fromLastSave} />
      {hasUndo && <CaptureUndos />}
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
            {ordered.map((suggestion) => (
              <SuggestionRow
                suggestion={suggestion}
                isFromLastSave={isNew(suggestion)}
                key={suggestion.id}
              />
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}
