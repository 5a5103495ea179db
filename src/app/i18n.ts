import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import { commonEn, commonZh } from '../components/messages';
import type { UiLanguage } from '../domain/settings';
import { backupEn, backupZh } from '../features/backup/messages';
import { boardEn, boardZh } from '../features/board/messages';
import { captureEn, captureZh } from '../features/capture/messages';
import { journalEn, journalZh } from '../features/journal/messages';
import { memoryEn, memoryZh } from '../features/memory/messages';
import { searchEn, searchZh } from '../features/search/messages';
import { recallEn, recallZh } from '../features/recall/messages';
import { reviewEn, reviewZh } from '../features/review/messages';
import { settingsEn, settingsZh } from '../features/settings/messages';
import { syncEn, syncZh } from '../features/sync/messages';
import { workspaceEn, workspaceZh } from './workspace/messages';
import { shellEn, shellZh } from './messages';

/** The message catalogue: one namespace per feature, every string in both languages. */
export const resources = {
  en: {
    common: commonEn,
    shell: shellEn,
    board: boardEn,
    journal: journalEn,
    recall: recallEn,
    settings: settingsEn,
    backup: backupEn,
    capture: captureEn,
    memory: memoryEn,
    search: searchEn,
    workspace: workspaceEn,
    sync: syncEn,
    review: reviewEn,
  },
  'zh-CN': {
    common: commonZh,
    shell: shellZh,
    board: boardZh,
    journal: journalZh,
    recall: recallZh,
    settings: settingsZh,
    backup: backupZh,
    capture: captureZh,
    memory: memoryZh,
    search: searchZh,
    workspace: workspaceZh,
    sync: syncZh,
    review: reviewZh,
  },
} satisfies Record<UiLanguage, Record<string, unknown>>;

export async function initI18n(language: UiLanguage): Promise<void> {
  await i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    defaultNS: 'common',
    showSupportNotice: false,
    // React escapes what it renders; escaping again would show "&amp;" in the UI.
    interpolation: { escapeValue: false },
  });
}

export async function applyLanguage(language: UiLanguage): Promise<void> {
  document.documentElement.lang = language;
  if (i18next.language !== language) await i18next.changeLanguage(language);
}
