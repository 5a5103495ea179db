import { newId } from './ids';
import type { Cause, ItemVersion, ProspectiveItem } from './item';

/** The cause recorded on a text kept because another copy of its item won a merge. */
export const BACKUP_MERGE_CAUSE: Cause = { kind: 'rule', rule: 'backup-merge' };

/**
 * Of two copies of one item, the one changed later is current (a person expects their
 * latest words to stand, whatever each copy's count of versions); on the same time, the
 * one further along its history.
 */
export function isNewerCopy(incoming: ProspectiveItem, stored: ProspectiveItem): boolean {
  if (incoming.updatedAt !== stored.updatedAt) return incoming.updatedAt > stored.updatedAt;
  return incoming.version > stored.version;
}

export type ItemMerge = {
  /** The copy to write, or null when the stored one stays. */
  write: ProspectiveItem | null;
  /** The losing copy's text as an earlier version, when it is not in the history already. */
  keptText: ItemVersion | null;
};

/**
 * Two copies of one item (edited on two devices, or an older backup): the one changed later
 * wins. The losing copy's text is not dropped: unless the item's history (stored or in the
 * file) already holds that text and type, it becomes an earlier version, as an edit would
 * have made it, and the winner's version number goes past it so the history reads in order.
 * An archive stands unless the file records its undoing: a copy that is simply not archived
 * (an edited file, or one written before the archive) does not bring the item back.
 */
export function mergeItem(
  stored: ProspectiveItem,
  incoming: ProspectiveItem,
  knownVersions: readonly ItemVersion[],
  now: number,
  restoredAt: readonly number[] = [],
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
  if (!isIncomingNewer) return { write: null, keptText };
  const version = keptText ? Math.max(winner.version, loser.version + 1) : winner.version;
  const isUnarchivedUnrecorded =
    stored.archivedAt !== null &&
    incoming.archivedAt === null &&
    !restoredAt.some((at) => at >= (stored.archivedAt ?? Infinity));
  const archivedAt = isUnarchivedUnrecorded ? stored.archivedAt : incoming.archivedAt;
  return { write: { ...incoming, version, archivedAt }, keptText };
}
