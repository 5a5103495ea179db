import type { ForethoughtDb } from '../db/database';
import { newId } from '../domain/ids';
import type { ItemVersion, ProspectiveItem } from '../domain/item';
import { lostClaimVersionId, type TextClaim } from '../domain/sync/text-claims';
import type { Row } from './mirror-rows';

export const SYNC_RULE = 'sync';

/**
 * The item's text in the database lost to a later edit elsewhere: unless its history (stored,
 * or arriving in this same pass) already holds that text, it becomes an earlier version with
 * the cause "sync". When the text is a stamped claim the document holds, the version's id and
 * time come from the claims (the one that lost, the one that won), so every device that keeps
 * it keeps the same row.
 */
export async function lostText(
  db: ForethoughtDb,
  local: ProspectiveItem,
  incoming: Row,
  arriving: readonly ItemVersion[],
  claims: readonly TextClaim[],
  now: number,
): Promise<ItemVersion | null> {
  if (local.content === incoming.content && local.type === incoming.type) return null;
  const stored = await db.itemVersions.where('itemId').equals(local.id).toArray();
  const history = [...stored, ...arriving];
  const isKept = history.some((v) => v.content === local.content && v.type === local.type);
  if (isKept) return null;
  const [latest] = claims;
  const lost = claims.find(
    (claim) =>
      claim.content === local.content &&
      claim.type === local.type &&
      claim.version === local.version,
  );
  const isClaimed = latest !== undefined && lost !== undefined && lost !== latest;
  return {
    id: isClaimed ? lostClaimVersionId(local.id, lost) : newId(),
    itemId: local.id,
    version: local.version,
    content: local.content,
    type: local.type,
    supersededAt: isClaimed ? latest.stamp.at : now,
    cause: { kind: 'rule', rule: SYNC_RULE },
  };
}
