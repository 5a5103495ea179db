import type { TFunction } from 'i18next';

import { SpeakerNotFoundError } from '../domain/conversation-import/me-speaker';
import { ImportRejectedError } from '../domain/conversation-import/parsed';
import { MAX_ITEM_LENGTH } from '../domain/item-edit';
import { EntryRejectedError, MAX_ENTRY_LENGTH } from '../domain/journal-entry';
import { LifecycleError } from '../domain/lifecycle-error';
import { NotFoundError } from '../domain/not-found-error';
import { isOutdatedTab, isStorageFull } from './storage-errors';

/**
 * Turns a refused or failed change into a sentence in the person's language. `what` names
 * the thing that was not saved ("the journal entry"), for the errors that say so.
 */
export function describeError(error: unknown, t: TFunction, what?: string): string {
  if (isStorageFull(error)) return t('error.storage-full', { what: what ?? t('unsaved.change') });
  if (isOutdatedTab(error)) return t('error.outdated-tab', { what: what ?? t('unsaved.change') });
  if (error instanceof LifecycleError) {
    const from = error.from ? t(`status.${error.from}`) : '';
    const to = error.to ? t(`status.${error.to}`) : '';
    return t(`error.${error.code}`, { from, to, max: MAX_ITEM_LENGTH });
  }
  if (error instanceof EntryRejectedError) {
    return error.code === 'empty'
      ? t('error.entry-empty')
      : t('error.entry-too-long', { max: MAX_ENTRY_LENGTH });
  }
  if (error instanceof ImportRejectedError) {
    return t(`error.import-${error.code}`, { detail: error.message });
  }
  if (error instanceof SpeakerNotFoundError) {
    const speakers = error.choices.join(t('error.speaker-separator'));
    return t(`error.speaker-${error.code}`, { name: error.requested, speakers });
  }
  if (error instanceof NotFoundError) return t('error.not-found');
  const detail = error instanceof Error ? error.message : String(error);
  return t('error.unexpected', { detail });
}
