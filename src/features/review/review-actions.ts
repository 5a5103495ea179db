import i18next from 'i18next';

import { getDb } from '../../db/database';
import { archive, changeStatus, snoozeItem } from '../../db/items-repo';
import { formatDate } from '../../components/format';
import { reportInfo, runUserAction } from '../../components/report';
import type { ProspectiveItem } from '../../domain/item';
import { DAY_MS } from '../../domain/lifecycle';

const user = { kind: 'user' } as const;

/**
 * Each action is the same change the board makes, recorded as the person's; the row then
 * moves or leaves by itself, since the view reads the database live. A refusal (the item
 * changed in another tab meanwhile) is said in a notice and changes nothing.
 */
async function act(
  change: () => Promise<ProspectiveItem>,
  result: 'closed' | 'revived' | 'reopened' | 'archived',
) {
  if (await runUserAction(change)) reportInfo(i18next.t(`review:result.${result}`));
}

/** How long "Snooze" keeps an item out of the review: until the next week's review. */
const SNOOZE_MS = 7 * DAY_MS;

export function closeFromReview(id: string): Promise<void> {
  return act(() => changeStatus(getDb(), id, 'closed', user, Date.now()), 'closed');
}

/** Back to open: a stale item is revived, a closed one reopened (the undo of a close). */
export function reopenFromReview(item: ProspectiveItem): Promise<void> {
  const result = item.status === 'stale' ? 'revived' : 'reopened';
  return act(() => changeStatus(getDb(), item.id, 'open', user, Date.now()), result);
}

export function archiveFromReview(id: string): Promise<void> {
  return act(() => archive(getDb(), id, Date.now()), 'archived');
}

/** Out of the review (and the Agenda) for a week; the board's card can lift the snooze. */
export async function snoozeFromReview(id: string): Promise<void> {
  const until = Date.now() + SNOOZE_MS;
  if (await runUserAction(() => snoozeItem(getDb(), id, until, Date.now()))) {
    const date = formatDate(until, i18next.language);
    reportInfo(i18next.t('review:result.snoozed', { date }));
  }
}
