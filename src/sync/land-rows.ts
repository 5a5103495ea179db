import * as Y from 'yjs';

import { quietTransaction } from '../db/change-feed';
import type { ForethoughtDb, SyncedTable } from '../db/database';
import type { ItemVersion } from '../domain/item';
import type { MemoryRecord } from '../domain/memory/memory-record';
import type { Source } from '../domain/source';
import { mergeMemory, mergeSource } from '../domain/sync/merge-source';
import { DocumentHistory } from './document-history';
import { checkIncomingRows, type SkippedRows } from './incoming-rows';
import { itemFields, textWay } from './item-text-claims';
import { lostTexts } from './lost-text';
import { noteLandingFinished, timedStage } from './landing-stages';
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

export type LandingOptions = {
  rowsPerTransaction?: number;
  /** Whether an item was changed here and not yet copied into the document. */
  isUnsent?: (id: string) => boolean;
};

/** Earlier texts of items arriving in this pass, by item: they land after their items. */
type IncomingHistory = Map<string, ItemVersion[]>;

/** One pass of rows from the document into the database. */
type LandingPass = {
  db: ForethoughtDb;
  doc: Y.Doc;
  history: IncomingHistory;
  /** Versions that repeat another word for word, to remove from the room after the pass. */
  repeatedInRoom: string[];
  isUnsent: (id: string) => boolean;
};

/** An item's fields in the document, claims included (empty when it holds none). */
function fieldsIn(doc: Y.Doc, id: string): Record<string, unknown> {
  const fields = tableOf(doc, 'items').get(id);
  return fields instanceof Y.Map ? itemFields(fields) : {};
}

/**
 * The arriving items, against what the database holds, and the texts they leave behind to
 * keep (lostTexts). An edit made here that the document has not taken in yet (textWay `out`)
 * stays current, to go out next.
 */
async function itemsToLand(pass: LandingPass, rows: Row[], now: number) {
  const { db, doc, history, isUnsent } = pass;
  const landing: Row[] = [];
  const kept: ItemVersion[] = [];
  const documentHistory = new DocumentHistory(doc);
  const ids = rows.map((row) => row.id);
  // One sorted key range, not a lookup per id: on a new device none is there, and bulkGet
  // took most of a second over 10,000 ids where this takes a sixth.
  const found = await db.items.where('id').anyOf(ids).toArray();
  const byId = new Map(found.map((item) => [item.id, item]));
  const locals = ids.map((id) => byId.get(id));
  // One read for the whole batch: the loop below awaits nothing. Awaiting a promise that is
  // not Dexie's once per row (an async call that returns at once) loses the transaction's
  // zone after Dexie's echo limit (100 in a row); the writes after it then run outside the
  // transaction, which commits early (PrematureCommitError) and stops the landing.
  const stored = historyOf(await db.itemVersions.where('itemId').anyOf(ids).toArray());
  for (const [index, local] of locals.entries()) {
    const row = rows[index];
    if (row === undefined) continue;
    const fields = fieldsIn(doc, row.id);
    const isKeptHere =
      local !== undefined && isUnsent(row.id) && textWay(local, fields, documentHistory) === 'out';
    const { content, type, version } = local ?? {};
    const landed = isKeptHere ? { ...row, content, type, version } : row;
    const arriving = history.get(row.id) ?? [];
    kept.push(...lostTexts(stored.get(row.id) ?? [], local, landed, fields, arriving, now));
    landing.push(landed);
  }
  return { landing, kept };
}

/**
 * Writes checked rows of one table into the database. What a device whose row lost adds back
 * (an item's text kept as a version, a merged entry, chat or fact) is written first and
 * reported, so it travels like any change; then the rest quietly (no echo). One transaction:
 * a tab closed halfway keeps both or neither, never the arriving row without what it replaced.
 * Put, not add: another device may have kept the same text under the same id first.
 */
async function writeRows(pass: LandingPass, table: SyncedTable, arriving: Row[]) {
  const { db, doc } = pass;
  await db.transaction('rw', [db.table(table), db.itemVersions], async (tx) => {
    let rows = arriving;
    const now = Date.now();
    if (table === 'items') {
      const { landing, kept } = await timedStage('items: read and claims', () =>
        itemsToLand(pass, rows, now),
      );
      rows = landing;
      if (kept.length > 0) await db.itemVersions.bulkPut(kept);
    }
    if (table === 'sources' || table === 'memories') {
      const merged = await mergedRows(db, table, rows, now);
      if (merged.length > 0) await rowTable(db, table).bulkPut(merged);
      const mergedIds = new Set(merged.map((row) => row.id));
      rows = rows.filter((row) => !mergedIds.has(row.id));
    }
    quietTransaction(db, tx.idbtrans);
    if (table === 'itemVersions') {
      const isInRoom = (id: string) => tableOf(doc, 'itemVersions').has(id);
      const {
        rows: single,
        repeated,
        repeatedInRoom,
      } = await withoutRepeatedVersions(db, rows, isInRoom);
      rows = single;
      await db.itemVersions.bulkDelete(repeated);
      pass.repeatedInRoom.push(...repeatedInRoom);
    }
    await timedStage(`put ${table}`, () => rowTable(db, table).bulkPut(rows));
  });
}

/** Entries, chats and facts changed on both sides, merged (domain/sync/merge-source.ts). */
async function mergedRows(
  db: ForethoughtDb,
  table: 'sources' | 'memories',
  rows: readonly Row[],
  now: number,
): Promise<Row[]> {
  const ids = rows.map((row) => row.id);
  const merged: Row[] = [];
  if (table === 'sources') {
    for (const [index, local] of (await db.sources.bulkGet(ids)).entries()) {
      const row = rows[index] as Source | undefined;
      const union = local && row ? mergeSource(local, row, now) : null;
      if (union) merged.push(union);
    }
  } else {
    for (const [index, local] of (await db.memories.bulkGet(ids)).entries()) {
      const row = rows[index] as MemoryRecord | undefined;
      const union = local && row ? mergeMemory(local, row, now) : null;
      if (union) merged.push(union);
    }
  }
  return merged;
}

function inBatches<T>(all: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < all.length; start += size) {
    batches.push(all.slice(start, start + size));
  }
  return batches;
}

function historyOf(versions: readonly (Row | ItemVersion)[]): IncomingHistory {
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
  const { rows, judged } = await timedStage('check', () => checkIncomingRows(db, doc, changes));
  for (const row of judged) skipped.note(row);
  const history = historyOf(rows.get('itemVersions') ?? []);
  const pass: LandingPass = { db, doc, history, repeatedInRoom: [], isUnsent };
  for (const table of WRITE_ORDER) {
    for (const batch of inBatches(rows.get(table) ?? [], rowsPerTransaction)) {
      await timedStage(`write ${table}`, () => writeRows(pass, table, batch));
    }
  }
  if (pass.repeatedInRoom.length > 0) {
    doc.transact(() => {
      for (const id of pass.repeatedInRoom) tableOf(doc, 'itemVersions').delete(id);
    }, FROM_DATABASE);
  }
  noteLandingFinished();
}
