import { useTranslation } from 'react-i18next';

import type { FindProgress } from './classify-in-slices';

type Props = FindProgress & { onCancel: () => void };

/** "Finding items… 1,200 of 5,000 sentences", a bar, and the way to stop. */
export function FindProgressBar({ done, total, onCancel }: Props) {
  const { t, i18n } = useTranslation('capture');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="import-progress">
      <label htmlFor="find-progress" data-testid="find-progress">
        {t('import.findingProgress', { done: number.format(done), total: number.format(total) })}
      </label>
      {/* Before the sentences are counted there is no total: an indeterminate bar. */}
      <progress id="find-progress" value={total > 0 ? done : undefined} max={total || 1} />
      <button type="button" onClick={onCancel}>
        {t('import.cancel')}
      </button>
    </div>
  );
}
