import i18next from 'i18next';

import { pushNotice } from '../stores/notice-store';
import { describeError } from './describe-error';
import { isStorageFull } from './storage-errors';

/**
 * Runs a change the person asked for; when it is refused or fails, says why in a notice
 * and returns null. The change itself is transactional, so a failure has changed nothing.
 * `what` names what was not saved when storage is full ("the journal entry"); a full
 * storage also offers the way to the backup export.
 */
export async function runUserAction<T>(action: () => Promise<T>, what?: string): Promise<T | null> {
  try {
    return await action();
  } catch (error) {
    const text = describeError(error, i18next.getFixedT(null, 'common'), what);
    pushNotice('error', text, isStorageFull(error) ? { action: 'open-backup' } : {});
    return null;
  }
}

export function reportInfo(text: string): void {
  pushNotice('info', text);
}
