import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';

import { useModelStore } from '../stores/model-store';

/** Says what the on-device model is doing, when it is doing anything worth saying. */
export function ModelStatus() {
  const { t } = useTranslation();
  const { phase, loaded, total, error, pendingEmbeds, pendingEpisodes } = useModelStore(
    useShallow((state) => ({ ...state })),
  );
  if (phase === 'failed') {
    return (
      <p className="field-error" role="alert">
        {t('model.failed', { error: error ?? '' })}
      </p>
    );
  }
  if (phase === 'loading' || phase === 'idle') {
    const percent = total > 0 ? Math.round((loaded / total) * 100) : null;
    return (
      <p className="hint" role="status" data-testid="model-status">
        {percent === null ? t('model.loading') : t('model.loadingProgress', { percent })}
        {percent !== null && <progress value={loaded} max={total} />}
      </p>
    );
  }
  if (pendingEmbeds > 0) {
    return (
      <p className="hint" role="status">
        {t('model.indexing', { count: pendingEmbeds })}
      </p>
    );
  }
  if (pendingEpisodes > 0) {
    // After an import of long conversations this takes minutes: say so, and how far it is.
    return (
      <p className="hint" role="status" data-testid="episode-indexing">
        {t('model.indexingEpisodes', { count: pendingEpisodes })}
      </p>
    );
  }
  return null;
}

/**
 * While the chosen models download, says that recall answers from the models loaded
 * before (the built-in one, at first) until they are ready, with the download's progress.
 */
export function ModelDownloadNote() {
  const { t } = useTranslation();
  const { isAwaitingChosen, tier, loaded, total } = useModelStore(
    useShallow((state) => ({
      isAwaitingChosen: state.isAwaitingChosen,
      tier: state.tier,
      loaded: state.loaded,
      total: state.total,
    })),
  );
  if (!isAwaitingChosen) return null;
  const percent = total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : null;
  const progress = percent === null ? '' : t('model.awaiting.percent', { percent });
  return (
    <p className="hint" role="status" data-testid="model-download-note">
      {tier === 'builtin'
        ? t('model.awaiting.builtin', { progress })
        : t('model.awaiting.previous', { progress })}
      {percent !== null && <progress value={loaded} max={total} />}
    </p>
  );
}
