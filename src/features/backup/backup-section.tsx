import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { reportInfo } from '../../components/report';
import { exportJson, exportMarkdown, importFile } from './backup-actions';
import { describeSummary, describeWithheld } from './describe-backup';

/** Export (JSON backup, Markdown board) and import of a backup file, with progress and cancel. */
export function BackupSection() {
  const { t } = useTranslation('backup');
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [withheld, setWithheld] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const isImporting = progress !== null;

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    setProblem(null);
    setWithheld(null);
    const outcome = await importFile(file, { signal: controller.signal, onProgress: setProgress });
    abortRef.current = null;
    setProgress(null);
    input.value = ''; // so choosing the same file again imports again
    if (!outcome.ok) {
      // An empty message means the write failed and a notice already said why.
      if (outcome.message) setProblem(outcome.message);
      return;
    }
    reportInfo(describeSummary(outcome.summary));
    setWithheld(describeWithheld(outcome.summary));
  }

  return (
    <section className="settings-section" aria-labelledby="backup-title">
      <h2 id="backup-title">{t('title')}</h2>
      <p>{t('body')}</p>
      <div className="button-row">
        <button type="button" onClick={() => void exportJson()}>
          {t('exportJson')}
        </button>
        <button type="button" onClick={() => void exportMarkdown()}>
          {t('exportMarkdown')}
        </button>
      </div>
      <label htmlFor="import-file">{t('importLabel')}</label>
      <input
        id="import-file"
        type="file"
        accept="application/json,.json"
        disabled={isImporting}
        onChange={(event) => void onFileChosen(event)}
      />
      {isImporting && (
        <div className="button-row" role="status">
          <span>{t('importing')}</span>
          <progress aria-label={t('progressLabel')} max={1} value={progress} />
          <button type="button" onClick={() => abortRef.current?.abort()}>
            {t('cancel')}
          </button>
        </div>
      )}
      {problem !== null && (
        <p className="field-error" role="alert" data-testid="import-problem">
          {problem}
        </p>
      )}
      {withheld !== null && (
        <p className="hint" role="status" data-testid="import-withheld">
          {withheld}
        </p>
      )}
    </section>
  );
}
