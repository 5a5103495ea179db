import { useTranslation } from 'react-i18next';

import { HUB_DEVICES, type Settings } from '../../domain/settings';
import { HubHostForm } from './hub-host-form';
import { ModelFolderImport } from './model-folder-import';
import { ThresholdsForm } from './thresholds-form';

type ModelAdvancedProps = { settings: Settings; onSave: (patch: Partial<Settings>) => void };

/**
 * What most people never need, folded away: where the multilingual models come from (a
 * host, model ids, a folder from disk), which processor runs them, and the thresholds.
 */
export function ModelAdvanced({ settings, onSave }: ModelAdvancedProps) {
  const { t } = useTranslation('settings');
  return (
    <details className="settings-advanced" data-testid="models-advanced">
      <summary>{t('models.advanced')}</summary>
      <HubHostForm
        key={`${settings.hubHost} ${settings.hubEmbedder} ${settings.hubReranker ?? ''}`}
        host={settings.hubHost}
        embedder={settings.hubEmbedder}
        reranker={settings.hubReranker}
      />
      <div className="settings-row">
        <label htmlFor="hub-device">{t('models.device')}</label>
        <select
          id="hub-device"
          value={settings.hubDevice}
          onChange={(event) => {
            const next = HUB_DEVICES.find((option) => option === event.target.value);
            if (next) onSave({ hubDevice: next });
          }}
        >
          {HUB_DEVICES.map((option) => (
            <option key={option} value={option}>
              {t(`models.deviceOption.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <ThresholdsForm key={JSON.stringify(settings.thresholds)} thresholds={settings.thresholds} />
      <ModelFolderImport host={settings.hubHost} defaultModelId={settings.hubEmbedder} />
    </details>
  );
}
