import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';

import { useLlmStore } from '../../stores/llm-store';

/** Download progress and readiness of the in-browser classification model. */
export function BrowserLlmStatus() {
  const { t } = useTranslation('settings');
  const { phase, loaded, total, device, error } = useLlmStore(
    useShallow((state) => ({ ...state })),
  );
  if (phase === 'failed') {
    return (
      <p className="field-error" role="alert">
        {t('classifier.browser.failed', { error: error ?? '' })}
      </p>
    );
  }
  if (phase === 'ready') {
    return (
      <p className="hint" role="status" data-testid="browser-llm-status">
        {t('classifier.browser.ready', { device: (device ?? '').toUpperCase() })}
      </p>
    );
  }
  // Idle: the load starts a moment after the choice is saved (app/classifier-sync.ts).
  const percent = total > 0 ? Math.round((loaded / total) * 100) : null;
  return (
    <p className="hint" role="status" data-testid="browser-llm-status">
      {percent === null
        ? t('classifier.browser.loading')
        : t('classifier.browser.loadingProgress', { percent })}
      {percent !== null && (
        <progress value={loaded} max={total} aria-label={t('classifier.browser.loading')} />
      )}
    </p>
  );
}
