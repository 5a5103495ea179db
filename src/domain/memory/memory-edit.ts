/**
 * The changes a fact or habit can go through, as pure functions: each returns the new row
 * (or rows) and never touches the one it was given. The repository (db/memories-repo.ts)
 * writes them in one transaction with whatever else a change moves (a graduated item, a
 * "Reconsider" question).
 */
import { newId } from '../ids';
import type { ItemType } from '../item';
import { LifecycleError } from '../lifecycle-error';
import type { MemoryKind, MemoryOrigin, MemoryRecord } from './memory-record';

/** A fact is a sentence or two; anything longer belongs in the journal. */
export const MAX_MEMORY_LENGTH = 1000;

export type NewMemoryInput = {
  kind: MemoryKind;
  content: string;
  origin: MemoryOrigin;
  episodeIds?: string[];
  itemIds?: string[];
  fromType?: ItemType | null;
  supersedesId?: string | null;
};

export function checkedMemoryContent(raw: string): string {
  const content = raw.trim();
  if (content.length === 0) throw new LifecycleError('empty-content', 'A memory needs some text.');
  if (content.length > MAX_MEMORY_LENGTH) {
    throw new LifecycleError(
      'content-too-long',
      `A memory can hold at most ${MAX_MEMORY_LENGTH} characters.`,
    );
  }
  return content;
}

/** A memory waiting in the review list (typed ones are accepted at once by the caller). */
export function proposeMemory(input: NewMemoryInput, now: number): MemoryRecord {
  return {
    id: newId(),
    kind: input.kind,
    content: checkedMemoryContent(input.content),
    status: 'proposed',
    origin: input.origin,
    episodeIds: input.episodeIds ?? [],
    itemIds: input.itemIds ?? [],
    fromType: input.fromType ?? null,
    supersedesId: input.supersedesId ?? null,
    supersededById: null,
    createdAt: now,
    updatedAt: now,
    acceptedAt: null,
    lastUsedAt: now,
    useCount: 0,
    revisions: [],
    statusBeforeArchive: null,
  };
}

function refuse(memory: MemoryRecord, action: string): never {
  throw new LifecycleError('move-not-allowed', `A ${memory.status} memory cannot be ${action}.`);
}

/** Accepted as proposed, or with the person's own words (the proposal's text is kept). */
export function acceptMemory(memory: MemoryRecord, now: number, content?: string): MemoryRecord {
  if (memory.status !== 'proposed') refuse(memory, 'accepted');
  const accepted: MemoryRecord = {
    ...memory,
    status: 'active',
    acceptedAt: now,
    lastUsedAt: now,
    updatedAt: now,
  };
  return content === undefined || content.trim() === memory.content
    ? accepted
    : editMemory(accepted, content, now);
}

export function rejectMemory(memory: MemoryRecord, now: number): MemoryRecord {
  if (memory.status !== 'proposed') refuse(memory, 'rejected');
  return { ...memory, status: 'rejected', updatedAt: now };
}

/** A new text; the earlier one is kept among the revisions. Refuses a change of nothing. */
export function editMemory(memory: MemoryRecord, raw: string, now: number): MemoryRecord {
  const content = checkedMemoryContent(raw);
  if (content === memory.content) {
    throw new LifecycleError('no-change', 'The memory already says that.');
  }
  return {
    ...memory,
    content,
    updatedAt: now,
    revisions: [...memory.revisions, { content: memory.content, replacedAt: now }],
  };
}

export function archiveMemory(memory: MemoryRecord, now: number): MemoryRecord {
  if (memory.status === 'archived' || memory.status === 'rejected') refuse(memory, 'archived');
  return { ...memory, status: 'archived', statusBeforeArchive: memory.status, updatedAt: now };
}

export function restoreMemory(memory: MemoryRecord, now: number): MemoryRecord {
  if (memory.status !== 'archived') refuse(memory, 'restored');
  return {
    ...memory,
    status: memory.statusBeforeArchive ?? 'active',
    statusBeforeArchive: null,
    updatedAt: now,
  };
}

/** The older memory, once a newer one replaces it: kept, and linked to its successor. */
export function supersededBy(older: MemoryRecord, newerId: string, now: number): MemoryRecord {
  if (older.status !== 'active') refuse(older, 'superseded');
  return { ...older, status: 'superseded', supersededById: newerId, updatedAt: now };
}

/** Recall used it: the decay starts again from now, and it lasts longer for each use. */
export function usedMemory(memory: MemoryRecord, now: number): MemoryRecord {
  return { ...memory, lastUsedAt: now, useCount: memory.useCount + 1, updatedAt: now };
}
