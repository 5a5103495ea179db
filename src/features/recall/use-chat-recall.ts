import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { newestChatSession } from '../../db/chat-repo';
import { getDb } from '../../db/database';
import { readSettings } from '../../db/settings-repo';
import { composeRecallQuery } from '../../domain/recall/recall-query';
import { DEFAULT_SETTINGS, type Settings } from '../../domain/settings';
import type { Turn } from '../../domain/source';
import { useModelStore } from '../../stores/model-store';
import { resumeSession, useRecallStore } from '../../stores/recall-store';
import { useRecall, type RecallResult } from './use-recall';

/** After a load, continues the newest stored session, so a reload shows the chat it left. */
function useResumeNewestSession(hasChosenSession: boolean): void {
  const newest = useLiveQuery(
    () => (hasChosenSession ? null : newestChatSession(getDb())),
    [hasChosenSession],
  );
  useEffect(() => {
    if (newest) resumeSession(newest.id);
  }, [newest]);
}

export type ChatRecall = {
  draft: string;
  sessionId: string | null;
  turns: readonly Turn[];
  settings: Settings;
  result: RecallResult | null;
  hiddenIds: string[];
  isIncludingInactive: boolean;
  isWithTurns: boolean;
};

const NO_TURNS: Turn[] = [];

/** The live recall of the chat draft (with its session's last turns when asked). */
export function useRecallModels() {
  return useModelStore(
    useShallow((state) => ({
      isReady: state.phase === 'ready',
      hasReranker: state.hasReranker,
      modelId: state.modelId,
      isIndexing: state.pendingEmbeds > 0,
      indexedEpisodes: state.indexedEpisodes,
      memoryIndexVersion: state.memoryIndexVersion,
    })),
  );
}

/**
 * The chat as the Chat view and the workspace show it: the session (resumed after a reload),
 * its turns, the draft and what it recalls (searched only while `isActive`: the workspace
 * in journal mode reads the entry instead).
 */
export function useChatRecall(isActive = true): ChatRecall {
  const { draft, hiddenIds, isIncludingInactive, isWithTurns, sessionId, hasChosenSession } =
    useRecallStore(useShallow((state) => ({ ...state })));
  useResumeNewestSession(hasChosenSession);
  const models = useRecallModels();
  const settings = useLiveQuery(() => readSettings(getDb()), []) ?? DEFAULT_SETTINGS;
  const session = useLiveQuery(
    () => (sessionId === null ? undefined : getDb().sources.get(sessionId)),
    [sessionId],
  );
  const turns = session?.kind === 'conversation' ? session.turns : NO_TURNS;
  const query = composeRecallQuery(draft, isWithTurns ? turns.map((turn) => turn.text) : []);
  const result = useRecall(isActive ? query : '', {
    ...models,
    isIncludingInactive,
    thresholds: settings.thresholds,
    memory: settings,
    sessionId,
  });
  return { draft, sessionId, turns, settings, result, hiddenIds, isIncludingInactive, isWithTurns };
}
