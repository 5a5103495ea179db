import { useTranslation } from 'react-i18next';

import { runUserAction } from '../../components/report';
import { getDb } from '../../db/database';
import { updateSettings } from '../../db/settings-repo';
import type { Settings } from '../../domain/settings';
import { BrowserLlmForm } from './browser-llm-form';
import { BrowserLlmStatus } from './browser-llm-status';
import { LlmEndpointForm } from './llm-endpoint-form';
import { MODEL_FACTS, percent } from './model-facts';

/**
 * What labels the sentences captured from journal entries, chats and imports: the
 * built-in classifier, or (set up by the person) an instruct LLM in this browser or on an
 * endpoint of their own.
 */
export function ClassifierSection({ settings }: { settings: Settings }) {
  const { t, i18n } = useTranslation('settings');
  const current =
    settings.classifier === 'builtin'
      ? t('classifier.current.builtin')
      : settings.classifier === 'browser-llm'
        ? t('classifier.current.browser', { model: settings.browserLlm })
        : t('classifier.current.endpoint', {
            model: settings.llmModel,
            endpoint: settings.llmEndpoint,
          });

  return (
    <section className="settings-section" aria-labelledby="classifier-title">
      <h2 id="classifier-title">{t('classifier.title')}</h2>
      <p data-testid="classifier-current">{current}</p>
      {settings.classifier === 'browser-llm' && <BrowserLlmStatus />}
      {settings.classifier !== 'builtin' && (
        <button
          type="button"
          onClick={() =>
            void runUserAction(() => updateSettings(getDb(), { classifier: 'builtin' }))
          }
        >
          {t('classifier.useBuiltin')}
        </button>
      )}
      <p className="hint">{t('classifier.hint')}</p>
      <p className="hint">
        {t('classifier.builtinMeasured', {
          accuracy: percent(MODEL_FACTS.classifierAccuracy, i18n.language),
        })}
      </p>
      <BrowserLlmForm
        key={`browser ${settings.browserLlm}`}
        modelId={settings.browserLlm}
        host={settings.hubHost}
        device={settings.hubDevice}
      />
      <LlmEndpointForm
        key={`endpoint ${settings.llmEndpoint} ${settings.llmModel}`}
        endpoint={settings.llmEndpoint}
        model={settings.llmModel}
        isInUse={settings.classifier === 'endpoint'}
      />
    </section>
  );
}
