import * as Y from 'yjs';

import { followCommittedChanges, type CommittedChange } from '../db/change-feed';
import { SYNCED_TABLES, type ForethoughtDb, type SyncedTable } from '../db/database';
import { HybridClock } from '../domain/sync/hybrid-clock';
import { SkippedRows } from './incoming-rows';
import { DocumentHistory } from './document-history';
import {
  itemFields,
  receiveClaims,
  textWay,
  writeItemFields,
  type ItemWriting,
  type TextWay,
} from './item-text-claims';
import { documentToDatabase, ROWS_PER_TRANSACTION } from './land-rows';
import {
  addChange,
  FROM_DATABASE,
  readRow,
  rowTable,
  sameJson,
  tableOf,
  type Row,
  type RowChanges,
} from './mirror-rows';

/**
 * Mirrors the synced tables of the database into a Yjs document and back. The document is
 * what travels (encrypted-room.ts); the database stays what the app reads.
 *
 * - Rows that never change (versions, transitions, episodes) are set once, whole.
 * - Rows that change (items, sources, memories) are a map of fields: two devices changing
 *   different fields of one row both stand (an archive here, an edit there); the same field
 *   changed on both settles the same way everywhere (Yjs's rule for concurrent writes).
 * - An item's text is the exception: each edit is stamped by the device's hybrid clock
 *   (item-text-claims.ts), and the later edit is current everywhere. The text that lost is
 *   kept as an earlier version with the cause "sync" (rule `sync`), once, on every device.
 *   Likewise an entry or a fact corrected on both keeps the losing text as a revision, and a chat
 *   continued on both keeps both sides' turns (domain/sync/merge-source.ts).
 * - What comes from the document is checked before it is stored (incoming-rows.ts) and lands
 *   in an order that never leaves a row pointing at one not written yet (land-rows.ts).
 */
const SET_ONCE: ReadonlySet<SyncedTable> = new Set(['itemVersions', 'transitions', 'episodes']);
export { FROM_DATABASE } from './mirror-rows';

export { SYNC_RULE } from './land-rows';

/**
 * The order rows go into the document: an item's kept texts before it, so that an edit finds
 * the text it replaced kept (item-text-claims.ts) before it deletes that text's claim.
 */
const WRITE_ORDER: readonly SyncedTable[] = [
  'itemVersions',
  'transitions',
  'episodes',
  'sources',
  'items',
  'memories',
];

/** Rows of one table read from the database: those present, and the ids it no longer holds. */
type TableRows = { table: SyncedTable; rows: Row[]; removedIds: string[] };

/** Writes one table's rows (and removals) into the document, changing only what differs. */
function writeTable(doc: Y.Doc, { table, rows, removedIds }: TableRows, writing: ItemWriting) {
  const toLand: string[] = [];
  const map = tableOf(doc, table);
  for (const row of rows) {
    if (SET_ONCE.has(table)) {
      if (!map.has(row.id)) map.set(row.id, row);
      continue;
    }
    let fields = map.get(row.id);
    if (!(fields instanceof Y.Map)) {
      fields = map.set(row.id, new Y.Map<unknown>());
    }
    const target = fields as Y.Map<unknown>;
    if (table === 'items') {
      if (writeItemFields(target, row, writing)) toLand.push(row.id);
      continue;
    }
    for (const [field, value] of Object.entries(row)) {
      if (value !== undefined && !sameJson(target.get(field), value)) target.set(field, value);
    }
    for (const field of [...target.keys()]) {
      if (row[field] === undefined) target.delete(field);
    }
  }
  for (const id of removedIds) map.delete(id);
  return toLand;
}

/**
 * Copies what the database holds of `changes` into the document (WRITE_ORDER); returns the
 * items whose text is to come back (an edit that lost to a later one already there).
 * `isStart`: the changes are what the database held at start (ItemWriting).
 */
async function databaseToDocument(
  db: ForethoughtDb,
  doc: Y.Doc,
  clock: HybridClock,
  changes: RowChanges,
  isStart = false,
): Promise<RowChanges> {
  const read: TableRows[] = [];
  for (const table of WRITE_ORDER) {
    const ids = [...(changes.get(table) ?? [])];
    if (ids.length === 0) continue;
    const rows = await rowTable(db, table).bulkGet(ids);
    const present = rows.filter((row): row is Row => row !== undefined);
    const removedIds = ids.filter((_, index) => rows[index] === undefined);
    read.push({ table, rows: present, removedIds });
  }
  const toLand: RowChanges = new Map();
  if (read.length === 0) return toLand;
  const itemIds = [...(changes.get('items') ?? [])];
  const history = await db.itemVersions.where('itemId').anyOf(itemIds).toArray();
  const writing: ItemWriting = { clock, kept: new DocumentHistory(doc, history), isStart };
  // One change per table, as before: a first sync of a large database stays in several
  // envelopes, each under the server's message cap.
  for (const tableRows of read) {
    doc.transact(() => {
      for (const id of writeTable(doc, tableRows, writing)) addChange(toLand, tableRows.table, id);
    }, FROM_DATABASE);
  }
  return toLand;
}

/** When a row was last changed, for rows that say so. */
function changedAt(row: Row | undefined): number {
  return typeof row?.updatedAt === 'number' ? row.updatedAt : -Infinity;
}

/** Which way an item's text goes at start (textWay); `same` when the document holds none. */
function itemTextWay(doc: Y.Doc, row: Row, kept: DocumentHistory): TextWay {
  const fields = tableOf(doc, 'items').get(row.id);
  return fields instanceof Y.Map ? textWay(row, itemFields(fields), kept) : 'same';
}

/**
 * At start, which rows go which way: the database's rows into the document, except where
 * the document holds a newer change of a row (one that came from another device just before
 * this page last closed, or a later text), which goes into the database; and every row only
 * the document holds (what a catch-up cut short had not stored yet is among them).
 */
async function startingDifferences(db: ForethoughtDb, doc: Y.Doc) {
  const fromDatabase: RowChanges = new Map();
  const fromDocumentRows: RowChanges = new Map();
  const kept = new DocumentHistory(doc);
  for (const table of SYNCED_TABLES) {
    const rows = await rowTable(db, table).toArray();
    const inDatabase = new Set<string>();
    for (const row of rows) {
      inDatabase.add(row.id);
      const held = readRow(doc, table, row.id);
      if (sameJson(held, row)) continue;
      const isHeldNewer = changedAt(held) > changedAt(row);
      const textWay = held && table === 'items' ? itemTextWay(doc, row, kept) : 'same';
      // Both ways: the database's fields go out, then the row lands with the document's text.
      if (!isHeldNewer || textWay === 'out') addChange(fromDatabase, table, row.id);
      if ((isHeldNewer && textWay !== 'out') || textWay === 'in') {
        addChange(fromDocumentRows, table, row.id);
      }
    }
    for (const id of tableOf(doc, table).keys()) {
      if (!inDatabase.has(id)) addChange(fromDocumentRows, table, id);
    }
  }
  return { fromDatabase, fromDocument: fromDocumentRows };
}

export type MirrorOptions = {
  /** How many of the document's rows are not stored here (invalid, or held): on each change. */
  onSkipped?: (count: number) => void;
  /** A step failed: what it was copying waits for the next start. */
  onError?: (error: unknown) => void;
  rowsPerTransaction?: number;
};

export type DatabaseMirror = {
  /** Resolves when every change seen so far has been copied across. */
  settled(): Promise<void>;
  stop(): void;
};

/**
 * Starts mirroring: first the database into the document (what differs), then the document
 * into the database (what the document holds that the database lacks or holds otherwise),
 * then both ways as either changes. One step at a time, in order.
 */
export function startDatabaseMirror(
  db: ForethoughtDb,
  doc: Y.Doc,
  options: MirrorOptions = {},
): DatabaseMirror {
  const { onSkipped, onError, rowsPerTransaction = ROWS_PER_TRANSACTION } = options;
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (step: () => Promise<void>) => {
    queue = queue.then(step).catch((error: unknown) => {
      console.error('sync mirror', error);
      onError?.(error);
    });
  };

  // A session's own device id: ties between equal stamps only need to break alike everywhere.
  // The clock takes in the stamps that arrive while it runs, not those the document held
  // before. Edits stored while sync was off are stamped by when they were made, whatever
  // arrives while the start step reads the database (ItemWriting.isStart); one made after
  // another was seen is stamped after it anyway (writeItemFields).
  const clock = new HybridClock(String(doc.clientID));
  const skipped = new SkippedRows();
  let skippedReported = 0;
  // Items changed here and not yet copied out: a landing meanwhile keeps their text.
  const unsent = new Set<string>();
  const intoDatabase = async (changes: RowChanges) => {
    for (const { table, id } of skipped.held()) addChange(changes, table, id);
    await documentToDatabase(db, doc, changes, skipped, {
      rowsPerTransaction,
      isUnsent: (id) => unsent.has(id),
    });
    if (skipped.count !== skippedReported) {
      skippedReported = skipped.count;
      onSkipped?.(skipped.count);
    }
  };

  let fromDocument: RowChanges = new Map();
  let isScheduled = false;
  const observers = SYNCED_TABLES.map((table) => {
    const observer = (events: Y.YEvent<Y.Map<unknown>>[], transaction: Y.Transaction) => {
      if (transaction.origin === FROM_DATABASE) return;
      for (const event of events) {
        const ids =
          event.path.length === 0 ? [...event.changes.keys.keys()] : [String(event.path[0])];
        for (const id of ids) {
          addChange(fromDocument, table, id);
          if (table === 'items') receiveClaims(clock, tableOf(doc, table).get(id));
        }
      }
      if (isScheduled) return;
      isScheduled = true;
      enqueue(async () => {
        isScheduled = false;
        const changes = fromDocument;
        fromDocument = new Map();
        await intoDatabase(changes);
      });
    };
    tableOf(doc, table).observeDeep(observer);
    return () => tableOf(doc, table).unobserveDeep(observer);
  });

  const outOfDatabase = async (changes: RowChanges) => {
    for (const id of changes.get('items') ?? []) unsent.delete(id);
    const toLand = await databaseToDocument(db, doc, clock, changes);
    if (toLand.size > 0) await intoDatabase(toLand);
  };
  const unfollow = followCommittedChanges(db, (change: CommittedChange) => {
    const changes: RowChanges = new Map();
    for (const [table, ids] of change) changes.set(table as SyncedTable, ids);
    for (const id of changes.get('items') ?? []) unsent.add(id);
    enqueue(() => outOfDatabase(changes));
  });

  enqueue(async () => {
    const { fromDatabase, fromDocument: held } = await startingDifferences(db, doc);
    const toLand = await databaseToDocument(db, doc, clock, fromDatabase, true);
    for (const id of toLand.get('items') ?? []) addChange(held, 'items', id);
    await intoDatabase(held);
  });

  return {
    settled: () => queue,
    stop() {
      unfollow();
      for (const unobserve of observers) unobserve();
    },
  };
}
