import type { ItemVersion } from '../item';

/** An earlier version as an item's history lists it, with the number it is shown under. */
export type ListedVersion = { version: ItemVersion; number: number };

function sameText(version: ItemVersion): string {
  return JSON.stringify([version.version, version.type, version.content]);
}

function inHistoryOrder(a: ItemVersion, b: ItemVersion): number {
  if (a.version !== b.version) return a.version - b.version;
  if (a.supersededAt !== b.supersededAt) return a.supersededAt - b.supersededAt;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * An item's earlier versions as its history lists them, newest first: each text once, each
 * under a number of its own. Two devices that edited the same item apart each kept the text
 * they started from (the same text, the same number: listed once), and each numbered its
 * own edits from there (different texts, the same numbers: the later ones are shown one past
 * the one before). Numbers the versions were stored with stay where they are distinct, gaps
 * included, so a history that never met another device's reads as before.
 */
export function listedVersions(versions: readonly ItemVersion[]): ListedVersion[] {
  const firstOfText = new Map<string, ItemVersion>();
  for (const version of versions) {
    const key = sameText(version);
    const kept = firstOfText.get(key);
    if (kept === undefined || version.id < kept.id) firstOfText.set(key, version);
  }
  const ascending = [...firstOfText.values()].sort(inHistoryOrder);
  const listed: ListedVersion[] = [];
  let previous = 0;
  for (const version of ascending) {
    previous = Math.max(version.version, previous + 1);
    listed.push({ version, number: previous });
  }
  return listed.reverse();
}
