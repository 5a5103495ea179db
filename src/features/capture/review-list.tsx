import { useTranslation } from 'react-i18next';

import { ITEM_TYPES, isItemType } from '../../domain/item';
import { ConfidenceWord } from './confidence-word';
import {
  acceptAll,
  acceptLikely,
  canMergeWithNext,
  mergeWithNext,
  updateRow,
  type ReviewRow,
} from './import-review';
import { ReviewTextField } from './review-text-field';

type ReviewListProps = {
  rows: ReviewRow[];
  onChange: (rows: ReviewRow[]) => void;
  onCommit: () => void;
  onCancel: () => void;
};

/** The candidates of an import: accept, retype, edit, merge or reject each; then commit. */
export function ReviewList({ rows, onChange, onCommit, onCancel }: ReviewListProps) {
  const { t } = useTranslation(['capture', 'common']);
  const acceptedCount = rows.filter((row) => row.isAccepted).length;
  const alreadyCount = rows.filter((row) => row.isAlreadyImported).length;

  return (
    <section className="import-review" aria-label={t('import.reviewTitle')}>
      <h2>{t('import.reviewTitle')}</h2>
      {rows.length === 0 && <p>{t('import.noCandidates')}</p>}
      {alreadyCount > 0 && (
        <p className="hint" data-testid="review-already">
          {t('import.alreadyCount', { count: alreadyCount })}
        </p>
      )}
      {rows.length > 0 && <p className="hint">{t('import.defaultSelection')}</p>}
      <div className="import-buttons">
        <button type="button" onClick={() => onChange(acceptLikely(rows))}>
          {t('import.acceptLikely')}
        </button>
        <button type="button" onClick={() => onChange(acceptAll(rows))}>
          {t('import.acceptAll')}
        </button>
      </div>
      <ol className="review-rows">
        {rows.map((row, index) => (
          <li
            key={row.key}
            data-testid="review-row"
            className={row.isAccepted ? '' : 'rejected'}
            data-already-imported={row.isAlreadyImported || undefined}
          >
            {row.isAlreadyImported && (
              <span className="candidate-meta">{t('import.alreadyImported')}</span>
            )}
            <label>
              <input
                type="checkbox"
                checked={row.isAccepted}
                disabled={row.isAlreadyImported}
                onChange={(event) =>
                  onChange(updateRow(rows, row.key, { isAccepted: event.target.checked }))
                }
              />
              {t('import.accept')}
            </label>
            <select
              aria-label={t('import.typeLabel')}
              value={row.type}
              disabled={row.isAlreadyImported}
              onChange={(event) => {
                const type = event.target.value;
                if (isItemType(type)) onChange(updateRow(rows, row.key, { type }));
              }}
            >
              {ITEM_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`common:type.${type}`)}
                </option>
              ))}
            </select>
            <ReviewTextField
              label={t('import.textLabel')}
              value={row.text}
              isReadOnly={row.isAlreadyImported}
              onChange={(text) => onChange(updateRow(rows, row.key, { text }))}
            />
            <ConfidenceWord confidence={row.confidence} />
            {canMergeWithNext(rows, index) && (
              <button type="button" onClick={() => onChange(mergeWithNext(rows, row.key))}>
                {t('import.mergeNext')}
              </button>
            )}
            <details>
              <summary>{t('import.context')}</summary>
              <pre className="review-context">{row.context}</pre>
            </details>
          </li>
        ))}
      </ol>
      <div className="import-buttons">
        <button type="button" onClick={onCommit}>
          {t('import.commit', { count: acceptedCount })}
        </button>
        <button type="button" onClick={onCancel}>
          {t('import.cancelReview')}
        </button>
      </div>
    </section>
  );
}
