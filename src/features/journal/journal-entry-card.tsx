import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';

import { formatTime } from '../../components/format';
import { getDb } from '../../db/database';
import type { JournalSource } from '../../domain/source';
import { ENTRY_TEXT_ATTRIBUTE } from './use-entry-selection';

/** One saved entry; its text element is where passages are selected from. */
export function JournalEntryCard({
  entry,
  children,
}: {
  entry: JournalSource;
  children?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation('journal');
  const itemCount = useLiveQuery(
    () => getDb().items.where('sourceId').equals(entry.id).count(),
    [entry.id],
  );
  return (
    <article className="journal-entry" data-testid="journal-entry">
      <header>
        <time dateTime={new Date(entry.createdAt).toISOString()}>
          {formatTime(entry.createdAt, i18n.language)}
        </time>
        {itemCount !== undefined && itemCount > 0 && (
          <span className="entry-item-count">{t('itemsFromEntry', { count: itemCount })}</span>
        )}
      </header>
      <p className="entry-text" {...{ [ENTRY_TEXT_ATTRIBUTE]: entry.id }}>
        {entry.text}
      </p>
      {children}
    </article>
  );
}
