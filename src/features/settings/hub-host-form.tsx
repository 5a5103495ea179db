import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { reportInfo, runUserAction } from '../../components/report';
import { getDb } from '../../db/database';
import { updateSettings } from '../../db/settings-repo';
import { isHubModelId } from '../../domain/hub-models';
import { isHubHost } from '../../domain/settings';
import { FieldError, SettingsField } from './settings-field';

type HubSource = { host: string; embedder: string; reranker: string | null };

/** Where the Hub tier's models come from: the host (the Hub or a mirror) and the model ids. */
export function HubHostForm({ host, embedder, reranker }: HubSource) {
  const { t } = useTranslation('settings');
  const [hostText, setHostText] = useState(host);
  const [embedderText, setEmbedderText] = useState(embedder);
  const [rerankerText, setRerankerText] = useState(reranker ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    const hubHost = hostText.trim();
    const hubEmbedder = embedderText.trim();
    const rerankerId = rerankerText.trim();
    if (!isHubHost(hubHost)) return setProblem(t('models.hostInvalid'));
    if (!isHubModelId(hubEmbedder) || (rerankerId !== '' && !isHubModelId(rerankerId))) {
      return setProblem(t('models.importBadId'));
    }
    setProblem(null);
    const hubReranker = rerankerId === '' ? null : rerankerId;
    const saved = await runUserAction(() =>
      updateSettings(getDb(), { hubHost, hubEmbedder, hubReranker }),
    );
    if (saved) reportInfo(t('models.hostSaved', { host: hubHost }));
  }

  return (
    <form className="hub-source" onSubmit={(event) => void onSubmit(event)}>
      <h3>{t('models.sourceTitle')}</h3>
      <SettingsField
        id="hub-host"
        className="wide"
        label={t('models.host')}
        value={hostText}
        onChange={setHostText}
      />
      <SettingsField
        id="hub-embedder"
        className="wide"
        label={t('models.embedderId')}
        value={embedderText}
        onChange={setEmbedderText}
      />
      <SettingsField
        id="hub-reranker"
        className="wide"
        label={t('models.rerankerId')}
        value={rerankerText}
        onChange={setRerankerText}
      />
      <button type="submit">{t('models.hostSave')}</button>
      {problem !== null && <FieldError>{problem}</FieldError>}
    </form>
  );
}
