import type { ForethoughtDb } from '../db/database';
import type { ItemVersion } from '../domain/item';
import type { Row } from './mirror-rows';

function sameText(version: ItemVersion): string {
  return JSON.stringify([version.itemId, version.version, version.type, version.content]);
}

/**
 * Two devices that edit the same item apart each keep the text they started from as an
 * earlier version: the same text under the same number, in two rows. Of such rows (stored or
 * arriving) every device keeps the one with the lowest id, so each text is in the history
 * once and every device keeps the same row; nothing is dropped that another row does not
 * hold word for word. Returns the arriving rows to store, the ids to remove here, and of
 * those the ones to remove from the room: only where the row kept instead is in the room
 * too (`isInRoom`) — one stored here and not yet copied out could still be lost with this
 * device, and the room must not hold the text in neither row meanwhile.
 */
export async function withoutRepeatedVersions(
  db: ForethoughtDb,
  arriving: readonly Row[],
  isInRoom: (id: string) => boolean,
): Promise<{ rows: Row[]; repeated: string[]; repeatedInRoom: string[] }> {
  const incoming = arriving as unknown as ItemVersion[];
  const itemIds = [...new Set(incoming.map((version) => version.itemId))];
  const stored = await db.itemVersions.where('itemId').anyOf(itemIds).toArray();
  const arrivingIds = new Set(incoming.map((version) => version.id));
  const all = [...stored.filter((version) => !arrivingIds.has(version.id)), ...incoming];
  const keeper = new Map<string, string>();
  for (const version of all) {
    const key = sameText(version);
    const kept = keeper.get(key);
    if (kept === undefined || version.id < kept) keeper.set(key, version.id);
  }
  const keeperOf = (version: ItemVersion) => keeper.get(sameText(version)) as string;
  const isKeeper = (version: ItemVersion) => keeperOf(version) === version.id;
  const repeated = all.filter((version) => !isKeeper(version));
  return {
    rows: incoming.filter(isKeeper) as unknown as Row[],
    repeated: repeated.map((version) => version.id),
    repeatedInRoom: repeated
      .filter((version) => isInRoom(keeperOf(version)))
      .map((version) => version.id),
  };
}
