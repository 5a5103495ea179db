import * as Y from 'yjs';

import { followCommittedChanges, type CommittedChange } from '../db/change-feed';
import { SYNCED_TABLES, type ForethoughtDb, type SyncedTable } from '../db/database';
import { SkippedRows } from './incoming-rows';
import { documentToDatabase, ROWS_PER_TRANSACTION } from './land-rows';
import {
  addChange,
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
 * - An item's text is never lost to that rule: a device whose text lost keeps it as an
 *   earlier version with the cause "sync" (rule `sync`), which then travels like any other.
 *   Likewise an entry or a fact corrected on both keeps the losing text as a revision, and a chat
 *   continued on both keeps both sides' turns (domain/sync/merge-source.ts).
 * - What comes from the document is checked before it is stored (incoming-rows.ts) and lands
 *   in an order that never leaves a row pointing at one not written yet (land-rows.ts).
 */
const SET_ONCE: ReadonlySet<SyncedTable> = new Set(['itemVersions', 'transitions', 'episodes']);
/** Marks document changes made from this device's database. */
export const FROM_DATABASE = Symbol('from-database');

export { SYNC_RULE } from './land-rows';

/** Writes rows (and removals) into the document, changing only what differs. */
export function writeRows(
  doc: Y.Doc,
  table: SyncedTable,
  rows: readonly Row[],
  removedIds: readonly string[],
): void {
  doc.transact(() => {
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
      for (const [field, value] of Object.entries(row)) {
        if (value !== undefined && !sameJson(target.get(field), value)) target.set(field, value);
      }
      for (const field of [...target.keys()]) {
        if (row[field] === undefined) target.delete(field);
      }
    }
    for (const id of removedIds) map.delete(id);
  }, FROM_DATABASE);
}

/** Copies what the database holds of `changes` into the document. */
async function databaseToDocument(db: ForethoughtDb, doc: Y.Doc, changes: RowChanges) {
  for (const [table, idSet] of changes) {
    const ids = [...idSet];
    const rows = await rowTable(db, table).bulkGet(ids);
    const present = rows.filter((row): row is Row => row !== undefined);
    const removed = ids.filter((_, index) => rows[index] === undefined);
    writeRows(doc, table, present, removed);
  }
}

/** When a row was last changed, for rows that say so. */
function changedAt(row: Row | undefined): number {
  return typeof row?.updatedAt === 'number' ? row.updatedAt : -Infinity;
}

/**
 * At start, which rows go which way: the database's rows into the document, except where
 * the document holds a newer change of a row (one that came from another device just before
 * this page last closed), which goes into the database; and every row only the document
 * holds (what a catch-up cut short had not stored yet is among them).
 */
async function startingDifferences(db: ForethoughtDb, doc: Y.Doc) {
  const fromDatabase: RowChanges = new Map();
  const fromDocumentRows: RowChanges = new Map();
  for (const table of SYNCED_TABLES) {
    const rows = await rowTable(db, table).toArray();
    const inDatabase = new Set<string>();
    for (const row of rows) {
      inDatabase.add(row.id);
      const held = readRow(doc, table, row.id);
      if (sameJson(held, row)) continue;
      if (changedAt(held) > changedAt(row)) addChange(fromDocumentRows, table, row.id);
      else addChange(fromDatabase, table, row.id);
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

  const skipped = new SkippedRows();
  let skippedReported = 0;
  const intoDatabase = async (changes: RowChanges) => {
    for (const { table, id } of skipped.held()) addChange(changes, table, id);
    await documentToDatabase(db, doc, changes, skipped, rowsPerTransaction);
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
        if (event.path.length === 0) {
          for (const id of event.changes.keys.keys()) addChange(fromDocument, table, id);
        } else addChange(fromDocument, table, String(event.path[0]));
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

  const unfollow = followCommittedChanges(db, (change: CommittedChange) => {
    const changes: RowChanges = new Map();
    for (const [table, ids] of change) changes.set(table as SyncedTable, ids);
    enqueue(() => databaseToDocument(db, doc, changes));
  });

  enqueue(async () => {
    const { fromDatabase, fromDocument: held } = await startingDifferences(db, doc);
    await databaseToDocument(db, doc, fromDatabase);
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
