import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';

import { formatDate } from '../../components/format';
import { getDb } from '../../db/database';

/** "Journal entry · 2 Dec 2026" — where an item came from. */
export function SourceLabel({ sourceId }: { sourceId: string | null }) {
  const { t, i18n } = useTranslation();
  const source = useLiveQuery(
    () => (sourceId === null ? undefined : getDb().sources.get(sourceId)),
    [sourceId],
  );
  if (sourceId === null) return <span>{t('source.none')}</span>;
  if (!source) return <span>…</span>;
  const label = source.kind === 'journal' ? t('source.journal') : source.title;
  return (
    <span>
      {label} · {formatDate(source.createdAt, i18n.language)}
    </span>
  );
}
