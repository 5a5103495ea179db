/**
 * Facts and habits in the database. Every change is one transaction with whatever else it
 * moves, and returns what Undo needs to put it all back.
 */
import type { ProspectiveItem } from '../domain/item';
import { createItem } from '../domain/item-edit';
import { moveItem } from '../domain/lifecycle';
import { LifecycleError } from '../domain/lifecycle-error';
import {
  acceptMemory,
  archiveMemory,
  editMemory,
  proposeMemory,
  rejectMemory,
  restoreMemory,
  supersededBy,
  usedMemory,
  type NewMemoryInput,
} from '../domain/memory/memory-edit';
import type { MemoryKind, MemoryRecord } from '../domain/memory/memory-record';
import { isDecisionMemory } from '../domain/memory/reconsider';
import { NotFoundError } from '../domain/not-found-error';
import type { ForethoughtDb } from './database';
import { eraseItem, itemTables } from './items-repo';

/** The rule name on the transition that closes an item when it graduates into a fact. */
export const GRADUATED_RULE = 'graduated';

async function memoryOrThrow(db: ForethoughtDb, id: string): Promise<MemoryRecord> {
  const memory = await db.memories.get(id);
  if (!memory) throw new NotFoundError('memory', id);
  return memory;
}

/** Texts compared for "already known": case, spacing and end punctuation do not count. */
export function sameText(a: string, b: string): boolean {
  const normal = (text: string) =>
    text
      .toLowerCase()
      .replace(/[\s.。!！?？,，;；]+/gu, ' ')
      .trim();
  return normal(a) === normal(b);
}

/**
 * Adds proposals to the review list, leaving out any whose text a memory of the same kind
 * already says (in any status: a rejected one is not proposed again). Returns those added.
 */
export async function proposeMemories(
  db: ForethoughtDb,
  inputs: readonly NewMemoryInput[],
  now: number,
): Promise<MemoryRecord[]> {
  return db.transaction('rw', db.memories, async () => {
    const known = await db.memories.toArray();
    const added: MemoryRecord[] = [];
    for (const input of inputs) {
      const seen = [...known, ...added].some(
        (memory) => memory.kind === input.kind && sameText(memory.content, input.content),
      );
      if (seen) continue;
      added.push(proposeMemory(input, now));
    }
    await db.memories.bulkAdd(added);
    return added;
  });
}

/** A fact or habit the person typed: accepted as it is written. */
export async function addOwnMemory(
  db: ForethoughtDb,
  kind: MemoryKind,
  content: string,
  now: number,
): Promise<MemoryRecord> {
  const memory = acceptMemory(proposeMemory({ kind, content, origin: 'user' }, now), now);
  await db.memories.add(memory);
  return memory;
}

/** What an acceptance changed, to undo: the rows as they were, and what it created. */
export type AcceptOutcome = {
  memory: MemoryRecord;
  /** The memories as they were before (the accepted one, and the one it superseded). */
  before: MemoryRecord[];
  /** The item that graduated, and its status before it closed. */
  graduated: { item: ProspectiveItem; previous: ProspectiveItem['status'] } | null;
  /** The "Reconsider" question the supersession opened. */
  reconsider: ProspectiveItem | null;
};

export type AcceptOptions = {
  /** The person's own words for it, when they edited the proposal. */
  content?: string;
  /** The question to open when a decision is superseded (in the person's language). */
  reconsiderText: (older: string) => string;
};

/**
 * Accepts a proposal, and everything it carries: a memory that supersedes an older one
 * marks that one superseded (kept, linked both ways) and, when the older was a decision,
 * opens a "Reconsider" question linked to both; a graduation closes its item with the
 * cause "graduated".
 */
export async function acceptProposal(
  db: ForethoughtDb,
  id: string,
  now: number,
  options: AcceptOptions,
): Promise<AcceptOutcome> {
  return db.transaction('rw', [db.memories, ...itemTables(db)], async () => {
    const proposal = await memoryOrThrow(db, id);
    let memory = acceptMemory(proposal, now, options.content);
    const before = [proposal];
    let reconsider: ProspectiveItem | null = null;
    const older = proposal.supersedesId ? await db.memories.get(proposal.supersedesId) : undefined;
    if (older?.status === 'active') {
      before.push(older);
      let replaced = supersededBy(older, memory.id, now);
      if (isDecisionMemory(older)) {
        reconsider = createItem(
          {
            content: options.reconsiderText(older.content),
            type: 'question',
            context: `${older.content}\n→ ${memory.content}`,
          },
          now,
        );
        await db.items.add(reconsider);
        replaced = { ...replaced, itemIds: [...replaced.itemIds, reconsider.id] };
        memory = { ...memory, itemIds: [...memory.itemIds, reconsider.id] };
      }
      await db.memories.put(replaced);
    }
    const graduated =
      proposal.origin === 'graduation' ? await closeGraduated(db, memory, now) : null;
    await db.memories.put(memory);
    return { memory, before, graduated, reconsider };
  });
}

async function closeGraduated(db: ForethoughtDb, memory: MemoryRecord, now: number) {
  const item = memory.itemIds[0] ? await db.items.get(memory.itemIds[0]) : undefined;
  // An item closed, stale or archived since the offer has nothing left to close.
  if (!item || item.archivedAt !== null) return null;
  if (item.status !== 'open' && item.status !== 'referenced') return null;
  const cause = { kind: 'rule', rule: GRADUATED_RULE } as const;
  const { item: closed, transition } = moveItem(item, 'closed', now, cause);
  await db.items.put(closed);
  await db.transitions.add(transition);
  return { item: closed, previous: item.status };
}

/**
 * Undo of an acceptance: the memories as they were, the graduated item back in its column,
 * and the "Reconsider" question — made by the acceptance a moment ago — gone again.
 */
export async function undoAccept(
  db: ForethoughtDb,
  outcome: AcceptOutcome,
  now: number,
): Promise<void> {
  await db.transaction('rw', [db.memories, ...itemTables(db)], async () => {
    await db.memories.bulkPut(outcome.before);
    if (outcome.reconsider) await eraseItem(db, outcome.reconsider.id);
    if (outcome.graduated) {
      const item = await db.items.get(outcome.graduated.item.id);
      if (item?.status === 'closed' && item.archivedAt === null) {
        const { item: reopened, transition } = moveItem(item, outcome.graduated.previous, now, {
          kind: 'user',
        });
        await db.items.put(reopened);
        await db.transitions.add(transition);
      }
    }
  });
}

async function change(
  db: ForethoughtDb,
  id: string,
  apply: (memory: MemoryRecord) => MemoryRecord,
): Promise<MemoryRecord> {
  return db.transaction('rw', db.memories, async () => {
    const changed = apply(await memoryOrThrow(db, id));
    await db.memories.put(changed);
    return changed;
  });
}

export const rejectProposal = (db: ForethoughtDb, id: string, now: number) =>
  change(db, id, (memory) => rejectMemory(memory, now));

/** Undo of a rejection: back to the review list. */
export const unrejectProposal = (db: ForethoughtDb, id: string, now: number) =>
  change(db, id, (memory) =>
    memory.status === 'rejected' ? { ...memory, status: 'proposed', updatedAt: now } : memory,
  );

export const editMemoryText = (db: ForethoughtDb, id: string, content: string, now: number) =>
  change(db, id, (memory) => editMemory(memory, content, now));

export const archiveMemoryRow = (db: ForethoughtDb, id: string, now: number) =>
  change(db, id, (memory) => archiveMemory(memory, now));

export const restoreMemoryRow = (db: ForethoughtDb, id: string, now: number) =>
  change(db, id, (memory) => restoreMemory(memory, now));

/**
 * The person replaces a memory by hand ("supersede"): the new text becomes an active
 * memory of the same kind, linked to the old one, as an accepted proposal would.
 */
export async function supersedeMemory(
  db: ForethoughtDb,
  olderId: string,
  content: string,
  now: number,
  reconsiderText: (older: string) => string,
): Promise<AcceptOutcome> {
  // One transaction: a refused supersession leaves no proposal behind.
  return db.transaction('rw', [db.memories, ...itemTables(db)], async () => {
    const older = await memoryOrThrow(db, olderId);
    if (older.status !== 'active') {
      throw new LifecycleError('move-not-allowed', 'Only a current memory can be superseded.');
    }
    const proposal = proposeMemory(
      { kind: older.kind, content, origin: 'user', supersedesId: older.id },
      now,
    );
    await db.memories.add(proposal);
    return acceptProposal(db, proposal.id, now, { reconsiderText });
  });
}

/** Recall used these: each counts one use, and its decay starts again from now. */
export async function markMemoriesUsed(
  db: ForethoughtDb,
  ids: readonly string[],
  now: number,
): Promise<void> {
  if (ids.length === 0) return;
  await db.transaction('rw', db.memories, async () => {
    const rows = await db.memories.bulkGet([...new Set(ids)]);
    const used = rows.filter((row): row is MemoryRecord => row?.status === 'active');
    await db.memories.bulkPut(used.map((row) => usedMemory(row, now)));
  });
}
