import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatTime } from '../../components/format';
import { getDb } from '../../db/database';
import { filedPassages } from '../../domain/entry-passages';
import type { ProspectiveItem } from '../../domain/item';
import { currentTextWrittenAt } from '../../domain/journal-revision';
import type { JournalSource } from '../../domain/source';
import { EntryCorrectionForm } from './entry-correction-form';
import { EntryOutcomes } from './entry-outcomes';
import { EntryRevisions } from './entry-revisions';
import { EntryText } from './entry-text';
import './journal-extra.css';

const NO_ITEMS: ProspectiveItem[] = [];

/**
 * One saved entry; its text element is where passages are selected from. "Edit" corrects
 * it in place; a corrected entry says so and keeps its earlier texts folded under it. The
 * passages that became items are marked in it and open them, as the list under it does
 * (an archived item, the person's "delete", is counted but no longer shown).
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
  const items = useLiveQuery(
    () => getDb().items.where('sourceId').equals(entry.id).sortBy('createdAt'),
    [entry.id],
  );
  const itemCount = items?.length;
  const kept = useMemo(
    () => (items ?? NO_ITEMS).filter((item) => item.archivedAt === null),
    [items],
  );
  const passages = useMemo(() => filedPassages(entry.text, kept), [entry.text, kept]);
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
        <EntryText entryId={entry.id} text={entry.text} passages={passages} />
      )}
      <EntryOutcomes items={kept} />
      <EntryRevisions entry={entry} />
      {children}
    </article>
  );
}
