import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { Notices } from '../components/notices';
import { getDb } from '../db/database';
import { readSettings } from '../db/settings-repo';
import { languageFromBrowser } from '../domain/settings';
import { BackupSection } from '../features/backup/backup-section';
import { BoardView } from '../features/board/board-view';
import { ImportView } from '../features/capture/import-view';
import { InlineCapture } from '../features/capture/inline-capture';
import { JournalView } from '../features/journal/journal-view';
import { MemoryView } from '../features/memory/memory-view';
import { ReviewView } from '../features/review/review-view';
import { SearchButton, SearchDialog } from '../features/search/search-dialog';
import { ShortcutSheet } from '../features/search/shortcut-sheet';
import { ChatAssistantSettings } from '../features/recall/chat-assistant-settings';
import { ChatView } from '../features/recall/chat-view';
import { SettingsView } from '../features/settings/settings-view';
import { SyncSection } from '../features/sync/sync-section';
import { WorkspaceView } from './workspace/workspace-view';
import { dismissNotice, useNoticeStore } from '../stores/notice-store';
import { useUiStore, VIEWS, type View } from '../stores/ui-store';
import { applyLanguage } from './i18n';
import { UpdateBanner } from './update-banner';

function CurrentView({ view }: { view: View }) {
  switch (view) {
    case 'workspace':
      return <WorkspaceView />;
    case 'journal':
      return <JournalView offers={<InlineCapture />} />;
    case 'chat':
      return <ChatView offers={<InlineCapture />} />;
    case 'import':
      return <ImportView />;
    case 'board':
      return <BoardView />;
    case 'review':
      return <ReviewView />;
    case 'memory':
      return <MemoryView />;
    case 'settings':
      return (
        <SettingsView
          assistantSection={<ChatAssistantSettings />}
          dataSection={<BackupSection />}
          syncSection={<SyncSection />}
        />
      );
  }
}

/** Follows the language setting (or the browser's when none is chosen). */
function useLanguageSetting() {
  const settings = useLiveQuery(() => readSettings(getDb()), []);
  useEffect(() => {
    if (settings) void applyLanguage(settings.language ?? languageFromBrowser(navigator.languages));
  }, [settings]);
}

export function App() {
  const { t } = useTranslation(['shell', 'common']);
  const view = useUiStore((state) => state.view);
  const notices = useNoticeStore((state) => state.notices);
  useLanguageSetting();

  return (
    <div className="app">
      <header className="app-header">
        <div className="brand">
          <strong>{t('common:appName')}</strong>
          <span className="tagline">{t('tagline')}</span>
        </div>
        <nav aria-label={t('nav.label')}>
          {VIEWS.map((name) => (
            <a key={name} href={`#/${name}`} aria-current={view === name ? 'page' : undefined}>
              {t(`nav.${name}`)}
            </a>
          ))}
        </nav>
        <SearchButton />
      </header>
      <UpdateBanner />
      <main className="app-main">
        <CurrentView view={view} />
      </main>
      <SearchDialog />
      <ShortcutSheet />
      <Notices notices={notices} onDismiss={dismissNotice} />
    </div>
  );
}
