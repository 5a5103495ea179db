import i18next from 'i18next';

import { pushNotice } from '../stores/notice-store';
import { describeError } from './describe-error';

/**
 * Runs a change the person asked for; when it is refused or fails, says why in a notice
 * and returns null. The change itself is transactional, so a failure has changed nothing.
 */
export async function runUserAction<T>(action: () => Promise<T>): Promise<T | null> {
  try {
    return await action();
  } catch (error) {
    pushNotice('error', describeError(error, i18next.getFixedT(null, 'common')));
    return null;
  }
}

export function reportInfo(text: string): void {
  pushNotice('info', text);
}
