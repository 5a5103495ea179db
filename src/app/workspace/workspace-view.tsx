import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';

import { getDb } from '../../db/database';
import { recentJournalEntries } from '../../db/journal-repo';
import { readSettings } from '../../db/settings-repo';
import { useJournalDraftStore } from '../../stores/journal-draft-store';
import {
  forgetHiddenForDraft,
  setDraftTarget,
  setRecalledIds,
  useRecallStore,
} from '../../stores/recall-store';
import {
  setWorkspaceMode,
  setWorkspaceTab,
  useWorkspaceStore,
  type WorkspaceMode,
  type WorkspaceTab,
} from '../../stores/workspace-store';
import { BoardView } from '../../features/board/board-view';
import { InlineCapture } from '../../features/capture/inline-capture';
import { IntroCards } from '../../features/journal/intro-cards';
import { JournalComposer } from '../../features/journal/journal-composer';
import { JournalEntryCard } from '../../features/journal/journal-entry-card';
import { SampleJournalBanner } from '../../features/journal/sample-journal';
import { ChatConversation } from '../../features/recall/chat-conversation';
import { RecallPanel } from '../../features/recall/recall-panel';
import { useChatRecall } from '../../features/recall/use-chat-recall';
import type { RecallResult } from '../../features/recall/use-recall';
import { useJournalRecall } from './use-journal-recall';

const LATEST_ENTRIES = 3;
const MODES: readonly WorkspaceMode[] = ['journal', 'chat'];
const TABS: readonly WorkspaceTab[] = ['write', 'recall', 'board'];

/** The items the draft recalls, less those "Not now" hid: the board highlights them. */
function useHighlightOnBoard(result: RecallResult | null, hiddenIds: readonly string[]) {
  const ids = (result?.hits ?? []).map((hit) => hit.id).filter((id) => !hiddenIds.includes(id));
  const key = ids.join(' ');
  useEffect(() => {
    setRecalledIds(key === '' ? [] : key.split(' '));
  }, [key]);
  // Elsewhere (the Board view) nothing is highlighted: no draft is beside it.
  useEffect(() => () => setRecalledIds([]), []);
  return ids.length;
}

/** Journal entry or chat message: what the composer writes. */
function ModeSwitch({ mode }: { mode: WorkspaceMode }) {
  const { t } = useTranslation('workspace');
  return (
    <div className="segmented" role="group" aria-label={t('mode.label')}>
      {MODES.map((each) => (
        <button
          key={each}
          type="button"
          aria-pressed={mode === each}
          onClick={() => setWorkspaceMode(each)}
        >
          {t(`mode.${each}`)}
        </button>
      ))}
    </div>
  );
}

/** The journal side of the composer: the box, and the latest entries below it. */
function JournalWriting() {
  const { t } = useTranslation('workspace');
  const entries = useLiveQuery(() => recentJournalEntries(getDb(), LATEST_ENTRIES), []);
  const settings = useLiveQuery(() => readSettings(getDb()), []);
  const isFirstRun = entries?.length === 0 && settings?.hasSeenIntro === false;
  return (
    <>
      {isFirstRun && <IntroCards />}
      <JournalComposer />
      <InlineCapture />
      {entries !== undefined && entries.length > 0 && (
        <section className="workspace-entries" aria-labelledby="workspace-entries-title">
          <h2 id="workspace-entries-title">{t('recentEntries')}</h2>
          {entries.map((entry) => (
            <JournalEntryCard key={entry.id} entry={entry} />
          ))}
          <a href="#/journal">{t('allEntries')}</a>
        </section>
      )}
    </>
  );
}

/**
 * The workspace, where the app opens: one composer (a journal entry or a chat message), the
 * live recall panel for what is being written, and the board, side by side on a wide
 * screen, the items the draft recalls highlighted on the board. On a narrow screen the
 * three parts sit behind tabs.
 */
export function WorkspaceView() {
  const { t } = useTranslation('workspace');
  const { mode, tab } = useWorkspaceStore(useShallow((state) => ({ ...state })));
  const chat = useChatRecall(mode === 'chat');
  const journalResult = useJournalRecall(mode === 'journal');
  const result = mode === 'chat' ? chat.result : journalResult;
  const hiddenIds = useRecallStore((state) => state.hiddenIds);
  const isJournalEmpty = useJournalDraftStore((state) => state.text.trim() === '');
  const recalledCount = useHighlightOnBoard(result, hiddenIds);

  useEffect(() => setDraftTarget(mode), [mode]);
  useEffect(() => {
    if (mode === 'journal' && isJournalEmpty) forgetHiddenForDraft();
  }, [mode, isJournalEmpty]);

  return (
    <div className="workspace" data-tab={tab}>
      <h1 className="visually-hidden">{t('title')}</h1>
      <div className="workspace-tabs segmented" role="group" aria-label={t('tabs.label')}>
        {TABS.map((each) => (
          <button
            key={each}
            type="button"
            aria-pressed={tab === each}
            onClick={() => setWorkspaceTab(each)}
          >
            {t(`tabs.${each}`, { count: recalledCount })}
          </button>
        ))}
      </div>
      <section className="workspace-part workspace-write" data-part="write">
        <SampleJournalBanner />
        <ModeSwitch mode={mode} />
        {mode === 'chat' ? (
          <ChatConversation chat={chat} isEmbedded offers={<InlineCapture />} />
        ) : (
          <JournalWriting />
        )}
      </section>
      <div className="workspace-part workspace-recall" data-part="recall">
        <RecallPanel
          result={result}
          hiddenIds={hiddenIds}
          isIncludingInactive={chat.isIncludingInactive}
          isWithTurns={chat.isWithTurns}
          isChatDraft={mode === 'chat'}
          hasDraft={mode === 'chat' ? chat.draft.trim() !== '' : !isJournalEmpty}
        />
      </div>
      <div className="workspace-part workspace-board" data-part="board">
        <BoardView isEmbedded />
      </div>
    </div>
  );
}
