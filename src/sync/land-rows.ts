import * as Y from 'yjs';

import { quietTransaction } from '../db/change-feed';
import type { ForethoughtDb, SyncedTable } from '../db/database';
import type { ItemVersion } from '../domain/item';
import type { MemoryRecord } from '../domain/memory/memory-record';
import type { Source } from '../domain/source';
import { mergeMemory, mergeSource } from '../domain/sync/merge-source';
import { claimsOf } from '../domain/sync/text-claims';
import { checkIncomingRows, type SkippedRows } from './incoming-rows';
import { itemFields, textWay } from './item-text-claims';
import { lostText } from './lost-text';
import { FROM_DATABASE, rowTable, tableOf, type Row, type RowChanges } from './mirror-rows';
import { removalTables, removeRows } from './remove-rows';
import { withoutRepeatedVersions } from './repeated-versions';

export { SYNC_RULE } from './lost-text';

/**
 * What a row points at lands before it, so that a catch-up cut short (a closed tab, a
 * killed browser) never leaves a row pointing at one not written yet: an item without its
 * versions is whole, a version without its item is an orphan. Removals go the other way.
 */
const WRITE_ORDER: readonly SyncedTable[] = [
  'sources',
  'episodes',
  'items',
  'itemVersions',
  'transitions',
  'memories',
];
const REMOVE_ORDER: readonly SyncedTable[] = [...WRITE_ORDER].reverse();

/**
 * Rows per transaction. One transaction over a whole catch-up (10,000 items) is many times
 * slower in Chromium's IndexedDB than the same rows in transactions of a few hundred; a
 * catch-up cut short is finished at the next start (startingDifferences).
 */
export const ROWS_PER_TRANSACTION = 500;

/**
 * What a device whose row lost adds back, written after the quiet writes so it travels; and
 * the versions that repeat another word for word, to remove from the room.
 */
type LosersKept = {
  versions: ItemVersion[];
  sources: Source[];
  memories: MemoryRecord[];
  repeated: string[];
};

export type LandingOptions = {
  rowsPerTransaction?: number;
  /** Whether an item was changed here and not yet copied into the document. */
  isUnsent?: (id: string) => boolean;
};

/** Earlier texts of items arriving in this pass, by item: they land after their items. */
type IncomingHistory = Map<string, ItemVersion[]>;

/** An item's fields in the document, claims included (empty when it holds none). */
function fieldsIn(doc: Y.Doc, id: string): Record<string, unknown> {
  const fields = tableOf(doc, 'items').get(id);
  return fields instanceof Y.Map ? itemFields(fields) : {};
}

/**
 * The arriving items, against what the database holds: a text that lost is kept (lostText);
 * an edit made here that the document has not taken in yet (textWay `out`) stays current,
 * to go out next.
 */
async function itemsToLand(pass: LandingPass, rows: Row[], now: number): Promise<Row[]> {
  const { db, doc, history, kept, isUnsent } = pass;
  const landing: Row[] = [];
  for (const [index, local] of (await db.items.bulkGet(rows.map((row) => row.id))).entries()) {
    const row = rows[index];
    if (row === undefined) continue;
    const fields = fieldsIn(doc, row.id);
    if (local && isUnsent(row.id) && textWay(local, fields) === 'out') {
      const { content, type, version } = local;
      landing.push({ ...row, content, type, version });
      continue;
    }
    const arriving = history.get(row.id) ?? [];
    const claims = claimsOf(fields);
    const version = local ? await lostText(db, local, row, arriving, claims, now) : null;
    if (version) kept.versions.push(version);
    landing.push(row);
  }
  return landing;
}

/** One pass of rows from the document into the database. */
type LandingPass = {
  db: ForethoughtDb;
  doc: Y.Doc;
  history: IncomingHistory;
  kept: LosersKept;
  isUnsent: (id: string) => boolean;
};

/** Writes checked rows of one table into the database, quietly (no echo). */
async function writeRows(pass: LandingPass, table: SyncedTable, arriving: Row[]) {
  const { db, kept } = pass;
  await db.transaction('rw', [db.table(table), db.itemVersions], async (tx) => {
    quietTransaction(db, tx.idbtrans);
    let rows = arriving;
    const ids = rows.map((row) => row.id);
    const now = Date.now();
    if (table === 'items') rows = await itemsToLand(pass, rows, now);
    if (table === 'itemVersions') {
      const { rows: single, repeated } = await withoutRepeatedVersions(db, rows);
      rows = single;
      await db.itemVersions.bulkDelete(repeated);
      kept.repeated.push(...repeated);
    }
    if (table === 'sources') {
      for (const [index, local] of (await db.sources.bulkGet(ids)).entries()) {
        const row = rows[index] as Source | undefined;
        const union = local && row ? mergeSource(local, row, now) : null;
        if (union) kept.sources.push(union);
      }
    }
    if (table === 'memories') {
      for (const [index, local] of (await db.memories.bulkGet(ids)).entries()) {
        const row = rows[index] as MemoryRecord | undefined;
        const union = local && row ? mergeMemory(local, row, now) : null;
        if (union) kept.memories.push(union);
      }
    }
    await rowTable(db, table).bulkPut(rows);
  });
}

function inBatches<T>(all: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < all.length; start += size) {
    batches.push(all.slice(start, start + size));
  }
  return batches;
}

function historyOf(versions: readonly Row[]): IncomingHistory {
  const history: IncomingHistory = new Map();
  for (const version of versions as unknown as ItemVersion[]) {
    const earlier = history.get(version.itemId);
    if (earlier) earlier.push(version);
    else history.set(version.itemId, [version]);
  }
  return history;
}

/**
 * Writes what the document holds of `changes` into the database: first what it removed
 * (with what is derived from it here), then what it holds, checked, in an order where what a
 * row points at comes first, a few hundred rows per transaction.
 */
export async function documentToDatabase(
  db: ForethoughtDb,
  doc: Y.Doc,
  changes: RowChanges,
  skipped: SkippedRows,
  { rowsPerTransaction = ROWS_PER_TRANSACTION, isUnsent = () => false }: LandingOptions = {},
): Promise<void> {
  for (const table of REMOVE_ORDER) {
    const removed = [...(changes.get(table) ?? [])].filter((id) => !tableOf(doc, table).has(id));
    for (const ids of inBatches(removed, rowsPerTransaction)) {
      await db.transaction('rw', removalTables(db), async (tx) => {
        quietTransaction(db, tx.idbtrans);
        await removeRows(db, table, ids);
      });
      for (const id of ids) skipped.note({ table, id, verdict: 'absent' });
    }
  }
  const { rows, judged } = await checkIncomingRows(db, doc, changes);
  for (const row of judged) skipped.note(row);
  const history = historyOf(rows.get('itemVersions') ?? []);
  const kept: LosersKept = { versions: [], sources: [], memories: [], repeated: [] };
  for (const table of WRITE_ORDER) {
    for (const batch of inBatches(rows.get(table) ?? [], rowsPerTransaction)) {
      await writeRows({ db, doc, history, kept, isUnsent }, table, batch);
    }
  }
  if (kept.repeated.length > 0) {
    doc.transact(() => {
      for (const id of kept.repeated) tableOf(doc, 'itemVersions').delete(id);
    }, FROM_DATABASE);
  }
  // Not quiet: the kept texts and the merged entries, chats and facts travel like any change.
  // Put, not add: another device may have kept the same text under the same id first.
  if (kept.versions.length > 0) await db.itemVersions.bulkPut(kept.versions);
  if (kept.sources.length > 0) await db.sources.bulkPut(kept.sources);
  if (kept.memories.length > 0) await db.memories.bulkPut(kept.memories);
}
