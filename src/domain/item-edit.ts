import { newId } from './ids';
import type { Cause, ItemType, ItemVersion, ProspectiveItem } from './item';
import { LifecycleError } from './lifecycle-error';

/** Longer than any sentence worth filing; a pasted essay belongs in the journal. */
export const MAX_ITEM_LENGTH = 4000;

export type NewItemInput = {
  content: string;
  type: ItemType;
  context?: string;
  saidAt?: number;
  sourceId?: string | null;
  turnIndex?: number | null;
  dueAt?: number | null;
};

function checkedContent(raw: string): string {
  const content = raw.trim();
  if (content.length === 0) {
    throw new LifecycleError('empty-content', 'An item needs some text.');
  }
  if (content.length > MAX_ITEM_LENGTH) {
    throw new LifecycleError(
      'content-too-long',
      `An item can hold at most ${MAX_ITEM_LENGTH} characters.`,
    );
  }
  return content;
}

/** A new open item, said at `saidAt` (defaults to now). */
export function createItem(input: NewItemInput, now: number): ProspectiveItem {
  const saidAt = input.saidAt ?? now;
  return {
    id: newId(),
    content: checkedContent(input.content),
    type: input.type,
    context: input.context ?? '',
    saidAt,
    status: 'open',
    sourceId: input.sourceId ?? null,
    turnIndex: input.turnIndex ?? null,
    dueAt: input.dueAt ?? null,
    version: 1,
    createdAt: now,
    updatedAt: now,
    lastMentionedAt: saidAt,
    archivedAt: null,
  };
}

/** An edit: new text and/or type; a new due date may come with it (a revised plan). */
export type ItemPatch = { content?: string; type?: ItemType; dueAt?: number | null };

/**
 * Soft supersession: the edit becomes the current version and the earlier text is returned
 * as an `ItemVersion` to keep. Refuses an empty text or an edit that changes nothing.
 */
export function editItem(
  item: ProspectiveItem,
  patch: ItemPatch,
  at: number,
  cause: Cause,
): { item: ProspectiveItem; previous: ItemVersion } {
  const content = patch.content === undefined ? item.content : checkedContent(patch.content);
  const type = patch.type ?? item.type;
  const dueAt = patch.dueAt === undefined ? item.dueAt : patch.dueAt;
  if (content === item.content && type === item.type && dueAt === item.dueAt) {
    throw new LifecycleError('no-change', 'The edit changes nothing.');
  }
  const previous: ItemVersion = {
    id: newId(),
    itemId: item.id,
    version: item.version,
    content: item.content,
    type: item.type,
    supersededAt: at,
    cause,
  };
  return {
    item: { ...item, content, type, dueAt, version: item.version + 1, updatedAt: at },
    previous,
  };
}

/** What an edit form holds: the text and type as the person has them on screen. */
export type ItemDraft = { content: string; type: ItemType };

/**
 * The fields the person changed from the version their form started from. A field left
 * alone is not sent, so a change saved meanwhile elsewhere (another tab) to that field stays.
 */
export function patchFromDraft(base: ItemDraft, draft: ItemDraft): ItemPatch {
  const patch: ItemPatch = {};
  if (draft.content.trim() !== base.content) patch.content = draft.content;
  if (draft.type !== base.type) patch.type = draft.type;
  return patch;
}

/** Whether the draft says exactly what is stored (nothing to save, nothing to warn about). */
export function draftMatches(draft: ItemDraft, item: ItemDraft): boolean {
  return draft.content.trim() === item.content && draft.type === item.type;
}
