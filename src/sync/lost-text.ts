import { newId } from '../domain/ids';
import type { ItemVersion, ProspectiveItem } from '../domain/item';
import { LOST_TEXT_RULE, losingClaims, lostClaimVersion } from '../domain/sync/text-claims';
import type { Row } from './mirror-rows';

export const SYNC_RULE = LOST_TEXT_RULE;

type Text = { content: string; type: string };

function isKept(history: readonly Text[], text: Text): boolean {
  return history.some((kept) => kept.content === text.content && kept.type === text.type);
}

/**
 * The texts of an item that are not current once it lands, to keep as earlier versions with
 * the cause "sync", unless its history (`stored`, arriving in this same pass, or kept just
 * before) already holds the text:
 * - every claim the document's row holds that lost to a later one (losingClaims): kept by
 *   every device that lands the row, as the same row everywhere (lostClaimVersion), so it is
 *   kept even when the device that wrote it is never heard from again;
 * - the database's own text when the arriving one replaces it and it is none of those (a
 *   text an older copy of the app wrote unstamped): kept under a new id.
 */
export function lostTexts(
  stored: readonly ItemVersion[],
  local: ProspectiveItem | undefined,
  incoming: Row,
  fields: Readonly<Record<string, unknown>>,
  arriving: readonly ItemVersion[],
  now: number,
): ItemVersion[] {
  const losing = losingClaims(fields);
  const isReplaced =
    local !== undefined && (local.content !== incoming.content || local.type !== incoming.type);
  if (losing.length === 0 && !isReplaced) return [];
  const history: Text[] = [...stored, ...arriving];
  const kept: ItemVersion[] = [];
  for (const claim of losing) {
    if (isKept(history, claim)) continue;
    const version = lostClaimVersion(incoming.id, claim);
    kept.push(version);
    history.push(version);
  }
  if (local !== undefined && isReplaced && !isKept(history, local)) {
    kept.push({
      id: newId(),
      itemId: local.id,
      version: local.version,
      content: local.content,
      type: local.type,
      supersededAt: now,
      cause: { kind: 'rule', rule: SYNC_RULE },
    });
  }
  return kept;
}
