import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';

import { reportInfo, runUserAction } from '../../components/report';
import { useCaptureStore } from '../../stores/capture-store';
import {
  forgetCloseUndo,
  forgetUpdateUndo,
  undoClose,
  undoUpdate,
} from '../../stores/suggestion-actions';

/** What capture changed by itself for the last message, and the last close, each undoable. */
export function CaptureUndos() {
  const { t } = useTranslation('capture');
  const { closeUndo, updateUndos } = useCaptureStore(
    useShallow((state) => ({ closeUndo: state.closeUndo, updateUndos: state.updateUndos })),
  );
  return (
    <>
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
    </>
  );
}
