import { newId } from '../domain/ids';
import type { ItemType, ItemVersion, ProspectiveItem } from '../domain/item';
import type { ParsedImport } from '../domain/conversation-import/parsed';
import { commitImport, type AcceptedCandidate, type ImportCommitted } from './capture-repo';
import type { ForethoughtDb } from './database';

/** An accepted candidate with what the classifier proposed, before the person edited it. */
export type ReviewedCandidate = AcceptedCandidate & {
  proposed: { text: string; type: ItemType };
};

/** The candidate each filed item came from: `commitImport` files them in order, skipping some. */
function pairFiled(accepted: readonly ReviewedCandidate[], items: readonly ProspectiveItem[]) {
  const pairs: [ReviewedCandidate, ProspectiveItem][] = [];
  let next = 0;
  for (const candidate of accepted) {
    const item = items[next];
    // Compared as filed: createItem trims, and an edited text box easily keeps a trailing space.
    if (item?.content === candidate.text.trim() && item.turnIndex === candidate.turnIndex) {
      pairs.push([candidate, item]);
      next++;
    }
  }
  return pairs;
}

/**
 * Commits a reviewed import (see `commitImport`), and keeps the sentence as it was said
 * under each item whose text the person edited in the review: it becomes the item's
 * version 1, set aside by the person, and the edit version 2. The item's history then shows
 * what was said beside what was filed, and importing the same conversation again recognises
 * the candidate by that sentence (`readImportOverlap` counts every earlier text), so it is
 * not filed twice. One transaction: `commitImport`'s own joins it.
 */
export async function commitReviewedImport(
  db: ForethoughtDb,
  parsed: ParsedImport,
  me: string,
  accepted: readonly ReviewedCandidate[],
  now: number,
): Promise<ImportCommitted> {
  const tables = [db.sources, db.episodes, db.items, db.itemVersions];
  return db.transaction('rw', tables, async () => {
    const done = await commitImport(db, parsed, me, accepted, now);
    const versions: ItemVersion[] = [];
    const edited = new Map<string, ProspectiveItem>();
    for (const [candidate, item] of pairFiled(accepted, done.items)) {
      if (candidate.proposed.text.trim() === item.content.trim()) continue;
      const { text, type } = candidate.proposed;
      versions.push({
        id: newId(),
        itemId: item.id,
        version: item.version,
        content: text,
        type,
        supersededAt: now,
        cause: { kind: 'user' },
      });
      edited.set(item.id, { ...item, version: item.version + 1 });
    }
    await db.itemVersions.bulkAdd(versions);
    await db.items.bulkPut([...edited.values()]);
    return { ...done, items: done.items.map((item) => edited.get(item.id) ?? item) };
  });
}
