import type { ItemType } from '../item';

/**
 * The two kinds of lasting memory beside the prospective items (the design note's table):
 * semantic facts — who the person is, the people in their life, constraints, preferences,
 * the tools they use — and procedural habits — how they do things: routines and process.
 */
export const MEMORY_KINDS = ['fact', 'habit'] as const;
export type MemoryKind = (typeof MEMORY_KINDS)[number];

/**
 * - proposed: read from what the person wrote (or an item offered to graduate), waiting in
 *   the review list; nothing is recalled from it yet.
 * - active: accepted; recalled, and counted as used when it is.
 * - superseded: a newer memory replaced it; it stays, linked both ways, and visible.
 * - archived: put away by the person; restorable.
 * - rejected: the person said no; kept so the same sentence is not proposed again.
 */
export const MEMORY_STATUSES = [
  'proposed',
  'active',
  'superseded',
  'archived',
  'rejected',
] as const;
export type MemoryStatus = (typeof MEMORY_STATUSES)[number];

/** Where a memory came from: read from episodes, graduated from an item, or typed. */
export const MEMORY_ORIGINS = ['consolidation', 'graduation', 'user'] as const;
export type MemoryOrigin = (typeof MEMORY_ORIGINS)[number];

/** An earlier text of a memory, kept when the person edited it. */
export type MemoryRevision = { content: string; replacedAt: number };

/**
 * One fact or habit. Its provenance is kept with it: the episodes it was read from and the
 * prospective items it is linked to (the idea it graduated from, the "Reconsider" question
 * its supersession opened). Times are epoch milliseconds.
 */
export type MemoryRecord = {
  id: string;
  kind: MemoryKind;
  content: string;
  status: MemoryStatus;
  origin: MemoryOrigin;
  /** The episodes it was read from, oldest first (empty when typed or graduated). */
  episodeIds: string[];
  /** Linked prospective items: the one it graduated from, a question it opened. */
  itemIds: string[];
  /** The type of the item it graduated from: a graduated decision may be reconsidered. */
  fromType: ItemType | null;
  /** The older memory this one replaces (set when proposed as a contradiction of it). */
  supersedesId: string | null;
  /** The newer memory that replaced this one. */
  supersededById: string | null;
  /** When it was proposed (or typed). */
  createdAt: number;
  updatedAt: number;
  /** When the person accepted it; null while proposed or when rejected unaccepted. */
  acceptedAt: number | null;
  /** The last time recall used it (or it was accepted): what the decay counts from. */
  lastUsedAt: number;
  useCount: number;
  /** Earlier texts, oldest first; absent when never edited. */
  revisions: MemoryRevision[];
  /** The status before an archive, to restore to. */
  statusBeforeArchive: MemoryStatus | null;
};

/** The memories recall reads: accepted and current. */
export function isRecallable(memory: MemoryRecord): boolean {
  return memory.status === 'active';
}

export function isMemoryKind(value: string): value is MemoryKind {
  return (MEMORY_KINDS as readonly string[]).includes(value);
}
