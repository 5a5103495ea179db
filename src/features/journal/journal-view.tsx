import { useLiveQuery } from 'dexie-react-hooks';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { getDb } from '../../db/database';
import { recentJournalEntries } from '../../db/journal-repo';
import { readSettings } from '../../db/settings-repo';
import { IntroCards } from './intro-cards';
import { fileSelection } from './journal-actions';
import { JournalComposer } from './journal-composer';
import { JournalEntryCard } from './journal-entry-card';
import { SampleJournalBanner } from './sample-journal';
import { SelectionToolbar } from './selection-toolbar';
import { useEntrySelection } from './use-entry-selection';

const PAGE_SIZE = 50;

/**
 * Write entries; select a passage of one to file it as an item. `offers` (capture's
 * suggestions, composed by the app) sit right under the composer, where the eye is after
 * saving, however many entries there are.
 */
export function JournalView({ offers }: { offers?: ReactNode }) {
  const { t } = useTranslation('journal');
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [selection, clearSelection] = useEntrySelection();
  // One more than shown tells whether a "show older" button is needed.
  const entries = useLiveQuery(() => recentJournalEntries(getDb(), limit + 1), [limit]);
  const hasMore = entries !== undefined && entries.length > limit;
  const settings = useLiveQuery(() => readSettings(getDb()), []);
  // A first run: nothing written yet, and the cards not put away.
  const isFirstRun = entries?.length === 0 && settings?.hasSeenIntro === false;

  async function onFile(type: Parameters<typeof fileSelection>[2]) {
    const filed = selection;
    if (!filed) return;
    if (await fileSelection(filed.entryId, filed.passage, type)) {
      clearSelection(filed);
      // Only the highlight of the filed passage goes; a newer selection stays.
      const onPage = document.getSelection();
      if (onPage?.toString().trim() === filed.passage) onPage.removeAllRanges();
    }
  }

  return (
    <div className="journal-view">
      <h1>{t('title')}</h1>
      <SampleJournalBanner />
      {isFirstRun && <IntroCards />}
      <JournalComposer />
      {offers}
      <h2>{t('entries')}</h2>
      <p className="hint">{t('selectHint')}</p>
      {entries?.length === 0 && <p>{t('empty')}</p>}
      {entries?.slice(0, limit).map((entry) => (
        <JournalEntryCard key={entry.id} entry={entry}>
          {selection?.entryId === entry.id && (
            <SelectionToolbar
              passage={selection.passage}
              onFile={(type) => void onFile(type)}
              onDismiss={() => clearSelection()}
            />
          )}
        </JournalEntryCard>
      ))}
      {hasMore && (
        <button type="button" onClick={() => setLimit(limit + PAGE_SIZE)}>
          {t('showMore')}
        </button>
      )}
    </div>
  );
}
