import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatTime } from '../../components/format';
import { getDb } from '../../db/database';
import { currentTextWrittenAt } from '../../domain/journal-revision';
import type { JournalSource } from '../../domain/source';
import { EntryCorrectionForm } from './entry-correction-form';
import { EntryRevisions } from './entry-revisions';
import { ENTRY_TEXT_ATTRIBUTE } from './use-entry-selection';

/**
 * One saved entry; its text element is where passages are selected from. "Edit" corrects
 * it in place; a corrected entry says so and keeps its earlier texts folded under it.
 */
export function JournalEntryCard({
  entry,
  children,
}: {
  entry: JournalSource;
  children?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation('journal');
  const [isCorrecting, setIsCorrecting] = useState(false);
  const itemCount = useLiveQuery(
    () => getDb().items.where('sourceId').equals(entry.id).count(),
    [entry.id],
  );
  const isEdited = (entry.revisions?.length ?? 0) > 0;
  return (
    <article className="journal-entry" data-testid="journal-entry">
      <header>
        <time dateTime={new Date(entry.createdAt).toISOString()}>
          {formatTime(entry.createdAt, i18n.language)}
        </time>
        {isEdited && (
          <span className="entry-edited" data-testid="entry-edited">
            {t('correction.edited', {
              time: formatTime(currentTextWrittenAt(entry), i18n.language),
            })}
          </span>
        )}
        {itemCount !== undefined && itemCount > 0 && (
          <span className="entry-item-count">{t('itemsFromEntry', { count: itemCount })}</span>
        )}
        {!isCorrecting && (
          <button
            type="button"
            className="entry-edit"
            aria-label={t('correction.editLabel')}
            onClick={() => setIsCorrecting(true)}
          >
            {t('correction.edit')}
          </button>
        )}
      </header>
      {isCorrecting ? (
        <EntryCorrectionForm entry={entry} onClose={() => setIsCorrecting(false)} />
      ) : (
        <p className="entry-text" {...{ [ENTRY_TEXT_ATTRIBUTE]: entry.id }}>
          {entry.text}
        </p>
      )}
      <EntryRevisions entry={entry} />
      {children}
    </article>
  );
}
