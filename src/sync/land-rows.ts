import * as Y from 'yjs';

import { quietTransaction } from '../db/change-feed';
import type { ForethoughtDb, SyncedTable } from '../db/database';
import type { ItemVersion } from '../domain/item';
import type { MemoryRecord } from '../domain/memory/memory-record';
import type { Source } from '../domain/source';
import { mergeMemory, mergeSource } from '../domain/sync/merge-source';
import { claimsOf } from '../domain/sync/text-claims';
import { checkIncomingRows, type SkippedRows } from './incoming-rows';
import { isUnsentEdit, lostText } from './lost-text';
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

/** Earlier texts of items arriving in this pass, by item: they land after their items. */
type IncomingHistory = Map<string, ItemVersion[]>;

/** The stamped texts the document holds for an item, latest first. */
function claimsIn(doc: Y.Doc, id: string) {
  const fields = tableOf(doc, 'items').get(id);
  return fields instanceof Y.Map ? claimsOf(fields.toJSON()) : [];
}

/**
 * The arriving items, against what the database holds: a text that lost is kept (lostText);
 * an edit made here that the document has not taken in yet stays current, to go out next.
 */
async function itemsToLand(
  db: ForethoughtDb,
  doc: Y.Doc,
  rows: Row[],
  history: IncomingHistory,
  kept: LosersKept,
  now: number,
): Promise<Row[]> {
  const landing: Row[] = [];
  for (const [index, local] of (await db.items.bulkGet(rows.map((row) => row.id))).entries()) {
    const row = rows[index];
    if (row === undefined) continue;
    if (local && isUnsentEdit(local, row)) {
      const { content, type, version } = local;
      landing.push({ ...row, content, type, version });
      continue;
    }
    const arriving = history.get(row.id) ?? [];
    const claims = claimsIn(doc, row.id);
    const version = local ? await lostText(db, local, row, arriving, claims, now) : null;
    if (version) kept.versions.push(version);
    landing.push(row);
  }
  return landing;
}

/** Writes checked rows of one table into the database, quietly (no echo). */
async function writeRows(
  db: ForethoughtDb,
  doc: Y.Doc,
  table: SyncedTable,
  arriving: Row[],
  history: IncomingHistory,
  kept: LosersKept,
) {
  await db.transaction('rw', [db.table(table), db.itemVersions], async (tx) => {
    quietTransaction(db, tx.idbtrans);
    let rows = arriving;
    const ids = rows.map((row) => row.id);
    const now = Date.now();
    if (table === 'items') rows = await itemsToLand(db, doc, rows, history, kept, now);
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
  rowsPerTransaction = ROWS_PER_TRANSACTION,
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
      await writeRows(db, doc, table, batch, history, kept);
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
