import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';

import { ConfirmDialog } from '../../components/confirm-dialog';
import { ModelFallbackNotice } from '../../components/model-fallback-notice';
import { ModelDownloadNote, ModelStatus } from '../../components/model-status';
import { runUserAction } from '../../components/report';
import { getDb } from '../../db/database';
import { updateSettings } from '../../db/settings-repo';
import { HUB_EMBEDDER, HUB_RERANKER } from '../../domain/hub-models';
import type { Settings } from '../../domain/settings';
import { useModelStore } from '../../stores/model-store';
import { ModelAdvanced } from './model-advanced';
import { ModelChoices } from './model-choices';

function save(patch: Partial<Settings>): void {
  void runUserAction(() => updateSettings(getDb(), patch));
}

/** Which models recall uses; the Hub tier only after the person agreed to the download. */
export function ModelSection({ settings }: { settings: Settings }) {
  const { t } = useTranslation('settings');
  const [isAsking, setAsking] = useState(false);
  const { tier, device, phase, secondViewId, isSecondViewLoading } = useModelStore(
    useShallow((s) => ({
      tier: s.tier,
      device: s.device,
      phase: s.phase,
      secondViewId: s.secondViewId,
      isSecondViewLoading: s.isSecondViewLoading,
    })),
  );
  const isHub = settings.modelTier === 'hub';
  const reranker = settings.hubReranker;
  const hubModels = {
    embedder: settings.hubEmbedder,
    reranker: reranker ? t('models.withReranker', { reranker }) : '',
  };
  // Chosen is not running: until they load (or while they cannot), the built-in model answers.
  const current = !isHub
    ? t('models.builtin')
    : tier === 'hub' && device
      ? t('models.hub', { ...hubModels, device: device.toUpperCase() })
      : t('models.hubChosen', hubModels);

  return (
    <section className="settings-section" aria-labelledby="models-title">
      <h2 id="models-title">{t('models.title')}</h2>
      <p className="hint">{t('models.intro')}</p>
      <p data-testid="model-current" data-second-view={secondViewId ?? ''}>
        {current}
      </p>
      {tier === 'builtin' && phase === 'ready' && secondViewId === null && !isSecondViewLoading ? (
        <p className="hint" role="status">
          {t('models.noSecondView')}
        </p>
      ) : null}
      <ModelStatus />
      <ModelDownloadNote />
      <ModelFallbackNotice />
      <ModelChoices
        isHub={isHub}
        onUseBuiltin={() => save({ modelTier: 'builtin' })}
        onUseHub={() => setAsking(true)}
      />
      <ConfirmDialog
        isOpen={isAsking}
        title={t('models.consentTitle')}
        body={t('models.consentBody', {
          embedder: settings.hubEmbedder,
          // Sizes are known for the offered models only; another id's size shows as "?".
          embedderMb: settings.hubEmbedder === HUB_EMBEDDER.id ? HUB_EMBEDDER.approxMegabytes : '?',
          embedderLicence: settings.hubEmbedder === HUB_EMBEDDER.id ? HUB_EMBEDDER.licence : '?',
          reranker: settings.hubReranker ?? HUB_RERANKER.id,
          rerankerMb: settings.hubReranker === HUB_RERANKER.id ? HUB_RERANKER.approxMegabytes : '?',
          rerankerLicence: settings.hubReranker === HUB_RERANKER.id ? HUB_RERANKER.licence : '?',
          host: settings.hubHost,
        })}
        confirmLabel={t('models.consentConfirm')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          save({ modelTier: 'hub' });
        }}
      />
      <ModelAdvanced settings={settings} onSave={save} />
    </section>
  );
}
