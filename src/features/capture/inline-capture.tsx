import i18next from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';

import { formatDate } from '../../components/format';
import { ItemTypeBadge } from '../../components/item-type-badge';
import { reportInfo, runUserAction } from '../../components/report';
import {
  acceptCandidate,
  acceptCloseOffer,
  declineCloseOffer,
  dismissCandidate,
  forgetCloseUndo,
  forgetUpdateUndo,
  undoClose,
  undoUpdate,
  useCaptureStore,
} from '../../stores/capture-store';

async function add(key: string): Promise<void> {
  const item = await runUserAction(() => acceptCandidate(key));
  if (item) reportInfo(i18next.t('capture:added', { content: item.content }));
}

/** Alt+Enter anywhere accepts the first offered candidate: one keystroke, as written. */
function useAcceptShortcut(firstKey: string | undefined) {
  useEffect(() => {
    if (firstKey === undefined) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey && event.key === 'Enter') {
        event.preventDefault();
        void add(firstKey);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [firstKey]);
}

/**
 * What the app found in a message just written: candidates to add in one keystroke, an
 * item a "done" statement seems to finish (close, with undo afterwards).
 */
export function InlineCapture() {
  const { t, i18n } = useTranslation('capture');
  const { candidates, closeOffer, closeUndo, updateUndo } = useCaptureStore(
    useShallow((state) => ({ ...state })),
  );
  useAcceptShortcut(candidates[0]?.key);
  const isEmpty = candidates.length === 0 && closeOffer === null && closeUndo === null;
  if (isEmpty && updateUndo === null) return null;

  return (
    <aside className="inline-capture" aria-label={t('inlineTitle')}>
      {closeOffer && (
        <div className="close-offer" role="status" data-testid="close-offer">
          <span>{t('closeOffer', { content: closeOffer.content })}</span>
          <button type="button" onClick={() => void runUserAction(acceptCloseOffer)}>
            {t('closeIt')}
          </button>
          <button type="button" onClick={declineCloseOffer}>
            {t('notNow')}
          </button>
        </div>
      )}
      {updateUndo && (
        <div className="close-offer" role="status" data-testid="update-undo">
          <span>{t('updated', { content: updateUndo.content })}</span>
          <button
            type="button"
            onClick={() =>
              void runUserAction(undoUpdate).then((item) => {
                if (item) reportInfo(t('updateUndone', { content: item.content }));
              })
            }
          >
            {t('undo')}
          </button>
          <button type="button" onClick={forgetUpdateUndo}>
            {t('dismiss')}
          </button>
        </div>
      )}
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
      {candidates.length > 0 && (
        <section>
          <h2>{t('inlineTitle')}</h2>
          <p className="hint">{t('inlineHint')}</p>
          <ul className="inline-candidates">
            {candidates.map((candidate) => (
              <li key={candidate.key} data-testid="inline-candidate">
                <ItemTypeBadge type={candidate.type} />
                <span className="candidate-text">{candidate.text}</span>
                <span className="candidate-meta">
                  {t('confidence', { value: candidate.confidence.toFixed(2) })}
                  {candidate.dueAt !== null &&
                    ` · ${t('due', { date: formatDate(candidate.dueAt, i18n.language) })}`}
                </span>
                <button type="button" onClick={() => void add(candidate.key)}>
                  {t('add')}
                </button>
                <button type="button" onClick={() => dismissCandidate(candidate.key)}>
                  {t('dismiss')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}
