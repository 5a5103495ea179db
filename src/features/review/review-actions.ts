import i18next from 'i18next';

import { getDb } from '../../db/database';
import { archive, changeStatus, restore, snoozeItem } from '../../db/items-repo';
import { formatDate } from '../../components/format';
import { reportInfo, runUserAction } from '../../components/report';
import { snoozedUntilOf, type ProspectiveItem } from '../../domain/item';
import { DAY_MS } from '../../domain/lifecycle';
import { setReviewUndo, useReviewStore } from '../../stores/review-store';

const user = { kind: 'user' } as const;

/**
 * Each action is the same change the board makes, recorded as the person's; the row then
 * moves or leaves by itself, since the view reads the database live. A refusal (the item
 * changed in another tab meanwhile) is said in a notice and changes nothing.
 */
async function act(
  change: () => Promise<ProspectiveItem>,
  result: 'closed' | 'revived' | 'reopened',
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

/** Put away, with Undo on the page (it can also be restored from the board's archive). */
export async function archiveFromReview(item: ProspectiveItem): Promise<void> {
  if (await runUserAction(() => archive(getDb(), item.id, Date.now()))) {
    setReviewUndo({ kind: 'archive', itemId: item.id, content: item.content });
  }
}

/** Out of the review (and the Agenda) for a week, with Undo on the page. */
export async function snoozeFromReview(item: ProspectiveItem): Promise<void> {
  const until = Date.now() + SNOOZE_MS;
  const previous = snoozedUntilOf(item);
  if (await runUserAction(() => snoozeItem(getDb(), item.id, until, Date.now()))) {
    setReviewUndo({ kind: 'snooze', itemId: item.id, content: item.content, previous });
    reportInfo(i18next.t('review:result.snoozed', { date: formatDate(until, i18next.language) }));
  }
}

/** Gives the item back what the last archive or snooze took, recorded as the person's. */
export async function undoFromReview(): Promise<void> {
  const { undo } = useReviewStore.getState();
  if (!undo) return;
  const now = Date.now();
  const done = await runUserAction(() =>
    undo.kind === 'archive'
      ? restore(getDb(), undo.itemId, now)
      : snoozeItem(getDb(), undo.itemId, undo.previous, now),
  );
  if (done) {
    setReviewUndo(null);
    reportInfo(i18next.t('review:undone', { content: undo.content }));
  }
}
