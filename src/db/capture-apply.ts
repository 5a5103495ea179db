import type { CaptureDecision, SureChange } from '../domain/capture/capture-decisions';
import type { Cause, ProspectiveItem } from '../domain/item';
import type { ForethoughtDb } from './database';
import { editItemContent, mention } from './items-repo';
import { addSuggestions } from './suggestions-repo';

export type AppliedCapture = {
  mentioned: ProspectiveItem[];
  updated: { item: ProspectiveItem; change: SureChange }[];
};

/**
 * The one place capture writes: a message's decisions (domain/capture/message-reading.ts) —
 * its mentions, its unasked changes (each kept as a version, and a mention: changing an
 * item is bringing it up again) and its offers — in one transaction: all of a message's
 * effects or none of them.
 */
export async function applyCaptureDecisions(
  db: ForethoughtDb,
  decisions: readonly CaptureDecision[],
  cause: Cause,
  now: number,
): Promise<AppliedCapture> {
  const tables = [db.items, db.itemVersions, db.transitions, db.suggestions];
  return db.transaction('rw', tables, async () => {
    const mentioned: ProspectiveItem[] = [];
    const mentions = new Set(decisions.flatMap((d) => (d.kind === 'mention' ? [d.itemId] : [])));
    for (const id of mentions) mentioned.push(await mention(db, id, cause, now));
    const updated: AppliedCapture['updated'] = [];
    for (const decision of decisions) {
      if (decision.kind !== 'sure-change') continue;
      const { change } = decision;
      const { content, dueAt } = change;
      await editItemContent(db, change.itemId, { content, dueAt }, cause, now);
      updated.push({ item: await mention(db, change.itemId, cause, now), change });
    }
    const offers = decisions.flatMap((d) =>
      d.kind === 'offer' || d.kind === 'ask' ? [d.suggestion] : [],
    );
    await addSuggestions(db, offers);
    return { mentioned, updated };
  });
}
