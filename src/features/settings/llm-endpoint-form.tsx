import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { reportInfo, runUserAction } from '../../components/report';
import { getDb } from '../../db/database';
import { updateSettings } from '../../db/settings-repo';
import { isReachableUnder } from '../../domain/content-security-policy';
import { isHubHost } from '../../domain/settings';
import { FieldError, SettingsField } from './settings-field';

type LlmEndpointFormProps = { endpoint: string; model: string; isInUse: boolean };

/** One message covers both fields; whichever is refused points to it. */
const ERROR_ID = 'llm-endpoint-error';

/**
 * Whether the page's Content-Security-Policy, fixed when it started, lets it reach `url`:
 * an endpoint on another machine is added to it only at the next start (loopback always is).
 */
function isReachableNow(url: string): boolean {
  const policy = document.querySelector<HTMLMetaElement>('meta[data-policy="document"]');
  return policy === null || isReachableUnder(policy.content, url);
}

/** An OpenAI-compatible endpoint on the person's machine (Ollama, LM Studio) as classifier. */
export function LlmEndpointForm({ endpoint, model, isInUse }: LlmEndpointFormProps) {
  const { t } = useTranslation('settings');
  const [url, setUrl] = useState(endpoint);
  const [name, setName] = useState(model);
  const [problem, setProblem] = useState<'endpoint' | 'model' | null>(null);
  const isReloadNeeded = isInUse && !isReachableNow(endpoint);

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    const llmEndpoint = url.trim();
    const llmModel = name.trim();
    const found = !isHubHost(llmEndpoint) ? 'endpoint' : llmModel === '' ? 'model' : null;
    setProblem(found);
    if (found !== null) return;
    const patch = { classifier: 'endpoint', llmEndpoint, llmModel } as const;
    const saved = await runUserAction(() => updateSettings(getDb(), patch));
    if (saved)
      reportInfo(t('classifier.endpoint.saved', { endpoint: llmEndpoint, model: llmModel }));
  }

  return (
    <form className="hub-source" onSubmit={(event) => void onSubmit(event)}>
      <h3>{t('classifier.endpoint.title')}</h3>
      <p className="hint">{t('classifier.endpoint.hint')}</p>
      <SettingsField
        id="llm-endpoint"
        className="wide"
        label={t('classifier.endpoint.address')}
        value={url}
        onChange={setUrl}
        isInvalid={problem === 'endpoint'}
        errorId={ERROR_ID}
      />
      <SettingsField
        id="llm-model"
        className="wide"
        label={t('classifier.endpoint.model')}
        value={name}
        onChange={setName}
        isInvalid={problem === 'model'}
        errorId={ERROR_ID}
      >
        <button type="submit">{t('classifier.endpoint.use')}</button>
      </SettingsField>
      {problem !== null && (
        <FieldError id={ERROR_ID}>{t('classifier.endpoint.invalid')}</FieldError>
      )}
      {isReloadNeeded && (
        <p className="hint" role="status">
          {t('classifier.endpoint.reloadNeeded')}{' '}
          <button type="button" onClick={() => window.location.reload()}>
            {t('classifier.endpoint.reload')}
          </button>
        </p>
      )}
    </form>
  );
}
