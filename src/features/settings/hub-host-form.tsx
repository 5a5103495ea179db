import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { reportInfo, runUserAction } from '../../components/report';
import { getDb } from '../../db/database';
import { updateSettings } from '../../db/settings-repo';
import { isHubModelId } from '../../domain/hub-models';
import { isHubHost } from '../../domain/settings';

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
      <div className="settings-row">
        <label htmlFor="hub-host">{t('models.host')}</label>
        <input
          id="hub-host"
          className="wide"
          value={hostText}
          onChange={(event) => setHostText(event.target.value)}
        />
      </div>
      <div className="settings-row">
        <label htmlFor="hub-embedder">{t('models.embedderId')}</label>
        <input
          id="hub-embedder"
          className="wide"
          value={embedderText}
          onChange={(event) => setEmbedderText(event.target.value)}
        />
      </div>
      <div className="settings-row">
        <label htmlFor="hub-reranker">{t('models.rerankerId')}</label>
        <input
          id="hub-reranker"
          className="wide"
          value={rerankerText}
          onChange={(event) => setRerankerText(event.target.value)}
        />
      </div>
      <button type="submit">{t('models.hostSave')}</button>
      {problem !== null && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
