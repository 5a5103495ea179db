import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { reportInfo, runUserAction } from '../../components/report';
import { getDb } from '../../db/database';
import { updateSettings } from '../../db/settings-repo';
import { isHubHost } from '../../domain/settings';

type LlmEndpointFormProps = { endpoint: string; model: string };

/** An OpenAI-compatible endpoint on the person's machine (Ollama, LM Studio) as classifier. */
export function LlmEndpointForm({ endpoint, model }: LlmEndpointFormProps) {
  const { t } = useTranslation('settings');
  const [url, setUrl] = useState(endpoint);
  const [name, setName] = useState(model);
  const [problem, setProblem] = useState<'endpoint' | 'model' | null>(null);

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
      <div className="settings-row">
        <label htmlFor="llm-endpoint">{t('classifier.endpoint.address')}</label>
        <input
          id="llm-endpoint"
          className="wide"
          value={url}
          aria-invalid={problem === 'endpoint'}
          aria-describedby={problem === 'endpoint' ? 'llm-endpoint-error' : undefined}
          onChange={(event) => setUrl(event.target.value)}
        />
      </div>
      <div className="settings-row">
        <label htmlFor="llm-model">{t('classifier.endpoint.model')}</label>
        <input
          id="llm-model"
          value={name}
          aria-invalid={problem === 'model'}
          aria-describedby={problem === 'model' ? 'llm-endpoint-error' : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit">{t('classifier.endpoint.use')}</button>
      </div>
      {problem !== null && (
        <p id="llm-endpoint-error" className="field-error" role="alert">
          {t('classifier.endpoint.invalid')}
        </p>
      )}
    </form>
  );
}
