import i18next from 'i18next';

import { getDb } from '../../db/database';
import { archive, changeStatus } from '../../db/items-repo';
import { reportInfo, runUserAction } from '../../components/report';
import type { ProspectiveItem } from '../../domain/item';

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
