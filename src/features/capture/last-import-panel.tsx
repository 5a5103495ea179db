import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';

import { getDb } from '../../db/database';
import { findLastImport } from '../../db/import-undo-repo';
import { undoImport } from './import-actions';

/**
 * The last import, while any of its items is still on the board, with the way to undo it
 * as a whole. It appears right after a commit and stays until undone or archived.
 */
export function LastImportPanel() {
  const { t } = useTranslation('capture');
  const last = useLiveQuery(() => findLastImport(getDb()), []);
  if (!last) return null;
  return (
    <section className="import-last" aria-label={t('import.undoLast')} data-testid="last-import">
      <p>{t('import.lastImport', { count: last.items.length })}</p>
      <button type="button" onClick={() => void undoImport()}>
        {t('import.undoLast')}
      </button>
    </section>
  );
}
