import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { reportInfo } from '../../components/report';
import { hubFileUrl, isHubModelId, modelFolderPaths } from '../../domain/hub-models';
import { FieldError, SettingsField } from './settings-field';

/** transformers.js's Cache Storage name (its `env.cacheKey` default). */
const MODEL_CACHE = 'transformers-cache';

/**
 * Stores a model folder picked from disk in the cache transformers.js reads, under the
 * addresses it would have downloaded the files from, so the Hub tier loads it offline.
 */
async function storeFolder(files: File[], modelId: string, host: string): Promise<number> {
  const paths = modelFolderPaths(files.map((file) => file.webkitRelativePath || file.name));
  const cache = await caches.open(MODEL_CACHE);
  await Promise.all(
    files.map((file, index) =>
      cache.put(
        hubFileUrl(host, modelId, paths[index] ?? file.name),
        new Response(file, {
          headers: {
            'Content-Type': file.type || 'application/octet-stream',
            'Content-Length': String(file.size),
          },
        }),
      ),
    ),
  );
  return files.length;
}

export function ModelFolderImport({
  host,
  defaultModelId,
}: {
  host: string;
  defaultModelId: string;
}) {
  const { t } = useTranslation('settings');
  const [modelId, setModelId] = useState(defaultModelId);
  const [problem, setProblem] = useState<string | null>(null);

  async function onPicked(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const files = [...(input.files ?? [])];
    input.value = '';
    if (files.length === 0) return;
    setProblem(null);
    if (!isHubModelId(modelId.trim())) return setProblem(t('models.importBadId'));
    const paths = modelFolderPaths(files.map((file) => file.webkitRelativePath || file.name));
    if (!paths.includes('config.json')) return setProblem(t('models.importNoConfig'));
    try {
      const count = await storeFolder(files, modelId.trim(), host);
      reportInfo(t('models.imported', { count, model: modelId.trim() }));
    } catch (error) {
      setProblem(
        t('models.importFailed', {
          detail: error instanceof Error ? error.message : String(error),
        }),
      );
    }
  }

  return (
    <div className="model-import">
      <h3>{t('models.importTitle')}</h3>
      <p className="hint">{t('models.importBody')}</p>
      <SettingsField
        id="import-model-id"
        className="wide"
        label={t('models.importModelId')}
        value={modelId}
        onChange={setModelId}
      />
      {/* A folder picker has no text value, so it keeps its own markup. */}
      <div className="settings-row">
        <label htmlFor="import-model-folder">{t('models.importPick')}</label>
        <input
          id="import-model-folder"
          type="file"
          // React does not know the attribute; every current browser does.
          {...{ webkitdirectory: '', directory: '' }}
          multiple
          onChange={(event) => void onPicked(event)}
        />
      </div>
      {problem !== null && <FieldError testId="model-import-problem">{problem}</FieldError>}
    </div>
  );
}
