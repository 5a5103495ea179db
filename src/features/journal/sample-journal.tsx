import { useLiveQuery } from 'dexie-react-hooks';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';

import { reportInfo, runUserAction } from '../../components/report';
import { getDb } from '../../db/database';
import {
  addSampleJournal,
  readSampleRecord,
  removeSampleJournal,
} from '../../db/sample-journal-repo';
import { UI_LANGUAGES, type UiLanguage } from '../../domain/settings';
import { withRecallSyncPaused } from '../../stores/model-store';

function uiLanguage(): UiLanguage {
  return UI_LANGUAGES.find((language) => language === i18next.language) ?? 'en';
}

async function loadSample(): Promise<void> {
  const loaded = await runUserAction(() => addSampleJournal(getDb(), uiLanguage(), Date.now()));
  if (loaded) reportInfo(i18next.t('journal:sample.loaded'));
}

/**
 * Removes the sample with recall sync paused: its episodes leave the log, which recall
 * otherwise only ever appends to, so the indexes are read again from what is left.
 */
async function removeSample(): Promise<void> {
  const removal = await runUserAction(() =>
    withRecallSyncPaused(() => removeSampleJournal(getDb())),
  );
  if (!removal) return;
  const isAllGone = removal.keptItems === 0 && removal.keptEntries === 0;
  reportInfo(
    isAllGone
      ? i18next.t('journal:sample.removed')
      : i18next.t('journal:sample.removedKept', {
          items: removal.keptItems,
          entries: removal.keptEntries,
        }),
  );
}

/** On the first-run cards: fills the app with a short sample journal to try it on. */
export function SampleJournalButton() {
  const { t } = useTranslation('journal');
  return (
    <button type="button" onClick={() => void loadSample()} data-testid="load-sample">
      {t('sample.load')}
    </button>
  );
}

/** While the sample is loaded: says so, with the one click that removes it. */
export function SampleJournalBanner() {
  const { t } = useTranslation('journal');
  const record = useLiveQuery(() => readSampleRecord(getDb()), []);
  if (!record) return null;
  return (
    <aside className="sample-banner" role="status" data-testid="sample-banner">
      <span>
        {t('sample.banner', { entries: record.sourceIds.length, items: record.itemIds.length })}
      </span>
      <button type="button" onClick={() => void removeSample()}>
        {t('sample.remove')}
      </button>
    </aside>
  );
}
