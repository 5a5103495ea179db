import { useLiveQuery } from 'dexie-react-hooks';

import { getDb } from '../../db/database';
import { readSettings } from '../../db/settings-repo';
import { DEFAULT_SETTINGS } from '../../domain/settings';
import { useJournalDraftStore } from '../../stores/journal-draft-store';
import { useRecallStore } from '../../stores/recall-store';
import { useRecallModels } from '../../features/recall/use-chat-recall';
import { useRecall, type RecallResult } from '../../features/recall/use-recall';

/**
 * Live recall of the journal entry being written, as the chat draft has it: the same
 * indexes and thresholds, searched only while `isActive` (the workspace's journal mode).
 */
export function useJournalRecall(isActive: boolean): RecallResult | null {
  const text = useJournalDraftStore((state) => state.text);
  const isIncludingInactive = useRecallStore((state) => state.isIncludingInactive);
  const models = useRecallModels();
  const settings = useLiveQuery(() => readSettings(getDb()), []) ?? DEFAULT_SETTINGS;
  return useRecall(isActive ? text : '', {
    ...models,
    isIncludingInactive,
    thresholds: settings.thresholds,
    memory: settings,
    sessionId: null,
  });
}
