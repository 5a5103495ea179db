import i18next from 'i18next';

import { commonEn, commonZh } from '../components/messages';
import type { ForethoughtDb } from '../db/database';
import { closeWhenUpgradedElsewhere } from '../db/outdated-connection';
import { languageFromBrowser } from '../domain/settings';
import { pushStickyNoticeOnce } from '../stores/notice-store';

/**
 * An upgraded schema opened in another tab: this tab closes its connection (so the upgrade
 * can finish), stops saving, and says to reload — with a notice that stays, and a button.
 */
export function guardAgainstUpgradeElsewhere(db: ForethoughtDb): void {
  closeWhenUpgradedElsewhere(db, () => {
    pushStickyNoticeOnce('error', i18next.t('common:storage.updatedElsewhere'), 'reload');
  });
}

/** The blocked-upgrade message, in the browser's language: the settings cannot be read yet. */
export function blockedUpgradeText(languages: readonly string[]): string {
  const messages = languageFromBrowser(languages) === 'zh-CN' ? commonZh : commonEn;
  return messages.storage.blocked;
}

/**
 * While this tab's upgrade of the schema waits for another tab to let go of the old version
 * (IndexedDB's `blocked`), `show` says so and what to do, instead of a blank page. The app
 * renders over it once the database opens. Returns a function that stops listening.
 */
export function sayWhileUpgradeBlocked(
  db: ForethoughtDb,
  show: (text: string) => void,
): () => void {
  const onBlocked = () => show(blockedUpgradeText(navigator.languages));
  db.on('blocked', onBlocked);
  return () => db.on('blocked').unsubscribe(onBlocked);
}
