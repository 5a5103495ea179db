import { useTranslation } from 'react-i18next';

import { setReviewUndo, useReviewStore } from '../../stores/review-store';
import { undoFromReview } from './review-actions';

/** The last archive or snooze made here, with its Undo, at the top of the review. */
export function ReviewUndoBar() {
  const { t } = useTranslation('review');
  const undo = useReviewStore((state) => state.undo);
  if (!undo) return null;
  return (
    <div className="close-offer weekly-review-undo" role="status" data-testid="review-undo">
      <span>{t(`undoBar.${undo.kind}`, { content: undo.content })}</span>
      <button type="button" onClick={() => void undoFromReview()}>
        {t('undoBar.undo')}
      </button>
      <button type="button" onClick={() => setReviewUndo(null)}>
        {t('undoBar.dismiss')}
      </button>
    </div>
  );
}
