import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { reportInfo } from '../../components/report';
import { exportJson, exportMarkdown, importFile } from './backup-actions';

/** Export (JSON backup, Markdown board) and import of a backup file. */
export function BackupSection() {
  const { t } = useTranslation('backup');
  const [isImporting, setImporting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    setImporting(true);
    setProblem(null);
    const outcome = await importFile(file);
    setImporting(false);
    input.value = ''; // so choosing the same file again imports again
    if (!outcome.ok) {
      // An empty message means the write failed and a notice already said why.
      if (outcome.message) setProblem(outcome.message);
      return;
    }
    const { itemsAdded, itemsUpdated, itemsKept } = outcome.summary;
    reportInfo(t('imported', { added: itemsAdded, updated: itemsUpdated, kept: itemsKept }));
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
      {isImporting && <p role="status">{t('importing')}</p>}
      {problem !== null && (
        <p className="field-error" role="alert" data-testid="import-problem">
          {problem}
        </p>
      )}
    </section>
  );
}
