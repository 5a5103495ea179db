import { newId } from './ids';
import type { Cause, ItemVersion, ProspectiveItem } from './item';

/** The cause recorded on a text kept because another copy of its item won a merge. */
export const BACKUP_MERGE_CAUSE: Cause = { kind: 'rule', rule: 'backup-merge' };

/** Of two copies of one item, the one further along its history wins. */
export function isNewerCopy(incoming: ProspectiveItem, stored: ProspectiveItem): boolean {
  if (incoming.version !== stored.version) return incoming.version > stored.version;
  return incoming.updatedAt > stored.updatedAt;
}

export type ItemMerge = {
  /** The copy to write, or null when the stored one stays. */
  write: ProspectiveItem | null;
  /** The losing copy's text as an earlier version, when it is not in the history already. */
  keptText: ItemVersion | null;
};

/**
 * Two copies of one item (edited on two devices, or an older backup): the later version
 * wins, as a merge always did. The losing copy's text is not dropped: unless the item's
 * history (stored or in the file) already holds that text and type, it becomes an earlier
 * version, as an edit would have made it, so the history panel still shows it.
 */
export function mergeItem(
  stored: ProspectiveItem,
  incoming: ProspectiveItem,
  knownVersions: readonly ItemVersion[],
  now: number,
): ItemMerge {
  const isIncomingNewer = isNewerCopy(incoming, stored);
  const [winner, loser] = isIncomingNewer ? [incoming, stored] : [stored, incoming];
  const isSameText = (text: { content: string; type: string }) =>
    text.content === loser.content && text.type === loser.type;
  const isKnown = isSameText(winner) || knownVersions.some(isSameText);
  const keptText: ItemVersion | null = isKnown
    ? null
    : {
        id: newId(),
        itemId: stored.id,
        version: loser.version,
        content: loser.content,
        type: loser.type,
        supersededAt: now,
        cause: BACKUP_MERGE_CAUSE,
      };
  return { write: isIncomingNewer ? incoming : null, keptText };
}
