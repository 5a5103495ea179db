import { useLiveQuery } from 'dexie-react-hooks';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../components/confirm-dialog';
import { reportInfo, runUserAction } from '../../components/report';
import { getDb } from '../../db/database';
import { readSettings, updateSettings } from '../../db/settings-repo';
import { HUB_INSTRUCT_LLM } from '../../domain/hub-models';
import { isHubHost, type Settings } from '../../domain/settings';
import './chat-assistant-settings.css';

function save(patch: Partial<Settings>): Promise<unknown> {
  return runUserAction(() => updateSettings(getDb(), patch));
}

/** What answers now, in a sentence. */
function CurrentAssistant({ settings }: { settings: Settings }) {
  const { t } = useTranslation('recall');
  const { chatAssistant, browserLlm, llmModel, llmEndpoint } = settings;
  const line =
    chatAssistant === 'none'
      ? t('assistantSettings.current.none')
      : chatAssistant === 'browser-llm'
        ? t('assistantSettings.current.browser', { model: browserLlm })
        : t('assistantSettings.current.endpoint', { model: llmModel, endpoint: llmEndpoint });
  return <p data-testid="chat-assistant-current">{line}</p>;
}

/** The person's own OpenAI-compatible server (Ollama, LM Studio) as the Chat's assistant. */
function EndpointChoice({ settings }: { settings: Settings }) {
  const { t } = useTranslation('recall');
  const [url, setUrl] = useState(settings.llmEndpoint);
  const [model, setModel] = useState(settings.llmModel);
  const [isInvalid, setInvalid] = useState(false);

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    const llmEndpoint = url.trim();
    const llmModel = model.trim();
    const isValid = isHubHost(llmEndpoint) && llmModel !== '';
    setInvalid(!isValid);
    if (!isValid) return;
    if ((await save({ chatAssistant: 'endpoint', llmEndpoint, llmModel })) !== null) {
      reportInfo(t('assistantSettings.endpoint.saved', { endpoint: llmEndpoint }));
    }
  }

  return (
    <form className="hub-source assistant-endpoint" onSubmit={(event) => void onSubmit(event)}>
      <h3>{t('assistantSettings.endpoint.title')}</h3>
      <p className="hint">{t('assistantSettings.endpoint.hint')}</p>
      <div className="assistant-fields">
        <label htmlFor="assistant-endpoint">{t('assistantSettings.endpoint.address')}</label>
        <input
          id="assistant-endpoint"
          value={url}
          aria-invalid={isInvalid}
          aria-describedby={isInvalid ? 'assistant-endpoint-error' : undefined}
          onChange={(event) => setUrl(event.target.value)}
        />
        <label htmlFor="assistant-model">{t('assistantSettings.endpoint.model')}</label>
        <input
          id="assistant-model"
          value={model}
          aria-invalid={isInvalid}
          onChange={(event) => setModel(event.target.value)}
        />
      </div>
      {isInvalid && (
        <p id="assistant-endpoint-error" className="field-error" role="alert">
          {t('assistantSettings.endpoint.invalid')}
        </p>
      )}
      <button type="submit">{t('assistantSettings.endpoint.use')}</button>
    </form>
  );
}

/** The in-browser instruct LLM as the Chat's assistant: downloaded only after a yes. */
function BrowserChoice({ settings }: { settings: Settings }) {
  const { t } = useTranslation('recall');
  const [isAsking, setAsking] = useState(false);
  const isOffered = settings.browserLlm === HUB_INSTRUCT_LLM.id;
  const { approxMegabytes: gpu, approxMegabytesWasm: wasm = gpu } = HUB_INSTRUCT_LLM;
  return (
    <div className="hub-source">
      <h3>{t('assistantSettings.browser.title')}</h3>
      <p className="hint">
        {t('assistantSettings.browser.hint', {
          model: settings.browserLlm,
          megabytes: isOffered ? `${gpu}–${wasm}` : '?',
        })}
      </p>
      <button type="button" onClick={() => setAsking(true)}>
        {t('assistantSettings.browser.use')}
      </button>
      <ConfirmDialog
        isOpen={isAsking}
        title={t('assistantSettings.browser.consentTitle')}
        body={t('assistantSettings.browser.consentBody', {
          model: settings.browserLlm,
          megabytes: isOffered ? `${gpu}–${wasm}` : '?',
          host: settings.hubHost,
        })}
        confirmLabel={t('assistantSettings.browser.consentConfirm')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void save({ chatAssistant: 'browser-llm' });
        }}
      />
    </div>
  );
}

/**
 * Settings → Chat assistant: who answers in the Chat. Nobody by default (the Chat is a
 * drafting pad); the person's own server, or the in-browser model, once they choose one.
 */
export function ChatAssistantSettings() {
  const { t } = useTranslation('recall');
  const settings = useLiveQuery(() => readSettings(getDb()), []);
  if (!settings) return null;
  return (
    <section className="settings-section" aria-labelledby="chat-assistant-title">
      <h2 id="chat-assistant-title">{t('assistantSettings.title')}</h2>
      <CurrentAssistant settings={settings} />
      <p className="hint">{t('assistantSettings.privacy')}</p>
      {settings.chatAssistant !== 'none' && (
        <button type="button" onClick={() => void save({ chatAssistant: 'none' })}>
          {t('assistantSettings.useNone')}
        </button>
      )}
      <EndpointChoice key={`${settings.llmEndpoint} ${settings.llmModel}`} settings={settings} />
      {settings.chatAssistant !== 'browser-llm' && <BrowserChoice settings={settings} />}
    </section>
  );
}
