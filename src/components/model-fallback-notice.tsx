import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';

import { retryChosenModels, useModelStore } from '../stores/model-store';

type ModelFallbackNoticeProps = {
  /** Offered where the view has no "Go back to the built-in model" button of its own. */
  onUseBuiltin?: () => void;
};

/**
 * Says why recall runs on the built-in model although the person chose others, and offers
 * to try them again. Shown in Chat and in Settings → Models, while the fallback lasts.
 */
export function ModelFallbackNotice({ onUseBuiltin }: ModelFallbackNoticeProps) {
  const { t } = useTranslation();
  const { fallback, isLoading } = useModelStore(
    useShallow((state) => ({
      fallback: state.fallback,
      // "Try again" is under way: the chosen models are loading again.
      isLoading: state.phase === 'loading' || state.isAwaitingChosen,
    })),
  );
  if (fallback === null) return null;
  return (
    <div className="model-fallback" role="status" data-testid="model-fallback">
      <p>
        {t(`model.fallback.${fallback.kind}`, { host: fallback.host })} {t('model.fallback.using')}
      </p>
      <p className="hint">{t('model.fallback.detail', { detail: fallback.detail })}</p>
      <button type="button" disabled={isLoading} onClick={() => void retryChosenModels()}>
        {t('model.fallback.retry')}
      </button>
      {onUseBuiltin && (
        <button type="button" onClick={onUseBuiltin}>
          {t('model.fallback.useBuiltin')}
        </button>
      )}
    </div>
  );
}
