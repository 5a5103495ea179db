import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';

import { formatBytes } from '../../components/format';
import { getDb } from '../../db/database';
import { storageReport } from '../../db/storage-persistence';

/** How much this site stores, and whether the browser has promised to keep it. */
export function StoragePanel() {
  const { t } = useTranslation('settings');
  // Re-measured when the item count changes, which is when usage moves most.
  const itemCount = useLiveQuery(() => getDb().items.count(), []);
  const report = useLiveQuery(() => storageReport(), [itemCount]);
  if (!report) return null;
  return (
    <section className="settings-section" aria-labelledby="storage-title">
      <h2 id="storage-title">{t('storage.title')}</h2>
      <p data-testid="storage-used">
        {report.usedBytes === null || report.quotaBytes === null
          ? t('storage.unknown')
          : t('storage.used', {
              used: formatBytes(report.usedBytes),
              quota: formatBytes(report.quotaBytes),
            })}
      </p>
      <p>{report.isPersisted ? t('storage.persisted') : t('storage.notPersisted')}</p>
    </section>
  );
}
