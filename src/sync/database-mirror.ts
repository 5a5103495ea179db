import * as Y from 'yjs';

import { followCommittedChanges, quietTransaction, type CommittedChange } from '../db/change-feed';
import { SYNCED_TABLES, type ForethoughtDb, type SyncedTable } from '../db/database';
import { newId } from '../domain/ids';
import type { ItemVersion, ProspectiveItem } from '../domain/item';
import type { Source } from '../domain/source';
import type { MemoryRecord } from '../domain/memory/memory-record';
import { mergeMemory, mergeSource } from '../domain/sync/merge-source';

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
 */
const SET_ONCE: ReadonlySet<SyncedTable> = new Set(['itemVersions', 'transitions', 'episodes']);
/** Versions before items: an item's history must be in place when its text is compared. */
const APPLY_ORDER: readonly SyncedTable[] = [
  'sources',
  'episodes',
  'itemVersions',
  'transitions',
  'items',
  'memories',
];
/** Marks document changes made from this device's database. */
export const FROM_DATABASE = Symbol('from-database');

export const SYNC_RULE = 'sync';

type Row = { id: string } & Record<string, unknown>;
type RowChanges = Map<SyncedTable, Set<string>>;

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function tableOf(doc: Y.Doc, table: SyncedTable): Y.Map<unknown> {
  return doc.getMap<unknown>(table);
}

/** A row as the document holds it, or undefined when it holds none. */
export function readRow(doc: Y.Doc, table: SyncedTable, id: string): Row | undefined {
  const value = tableOf(doc, table).get(id);
  if (value === undefined) return undefined;
  return value instanceof Y.Map ? (value.toJSON() as Row) : (value as Row);
}

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

function rowTable(db: ForethoughtDb, table: SyncedTable) {
  return db.table<Row, string>(table);
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

/**
 * The item's text in the database lost to a concurrent edit elsewhere: unless its history
 * already holds that text, it becomes an earlier version with the cause "sync".
 */
async function lostText(
  db: ForethoughtDb,
  local: ProspectiveItem,
  incoming: Row,
  now: number,
): Promise<ItemVersion | null> {
  if (local.content === incoming.content && local.type === incoming.type) return null;
  const history = await db.itemVersions.where('itemId').equals(local.id).toArray();
  const isKept = history.some((v) => v.content === local.content && v.type === local.type);
  if (isKept) return null;
  return {
    id: newId(),
    itemId: local.id,
    version: local.version,
    content: local.content,
    type: local.type,
    supersededAt: now,
    cause: { kind: 'rule', rule: SYNC_RULE },
  };
}

/** What a device whose row lost adds back, written after the quiet writes so it travels. */
type LosersKept = { versions: ItemVersion[]; sources: Source[]; memories: MemoryRecord[] };

/**
 * Rows per transaction. One transaction over a whole catch-up (10,000 items) is many times
 * slower in Chromium's IndexedDB than the same rows in transactions of a few hundred; a
 * catch-up cut short is finished at the next start (startingDifferences).
 */
const ROWS_PER_TRANSACTION = 500;

/** Writes rows of one table from the document into the database, quietly (no echo). */
async function applyRows(
  db: ForethoughtDb,
  doc: Y.Doc,
  table: SyncedTable,
  ids: string[],
  kept: LosersKept,
) {
  await db.transaction('rw', [db.table(table), db.itemVersions], async (tx) => {
    quietTransaction(db, tx.idbtrans);
    const incoming = ids.map((id) => readRow(doc, table, id));
    const now = Date.now();
    if (table === 'items') {
      for (const [index, local] of (await db.items.bulkGet(ids)).entries()) {
        const row = incoming[index];
        const version = local && row ? await lostText(db, local, row, now) : null;
        if (version) kept.versions.push(version);
      }
    }
    if (table === 'sources') {
      for (const [index, local] of (await db.sources.bulkGet(ids)).entries()) {
        const row = incoming[index] as Source | undefined;
        const union = local && row ? mergeSource(local, row, now) : null;
        if (union) kept.sources.push(union);
      }
    }
    if (table === 'memories') {
      for (const [index, local] of (await db.memories.bulkGet(ids)).entries()) {
        const row = incoming[index] as MemoryRecord | undefined;
        const union = local && row ? mergeMemory(local, row, now) : null;
        if (union) kept.memories.push(union);
      }
    }
    await rowTable(db, table).bulkPut(incoming.filter((row): row is Row => row !== undefined));
    await rowTable(db, table).bulkDelete(ids.filter((_, index) => incoming[index] === undefined));
  });
}

/**
 * Writes what the document holds of `changes` into the database: table by table in an
 * order where what a row refers to comes first, a few hundred rows per transaction.
 */
async function documentToDatabase(db: ForethoughtDb, doc: Y.Doc, changes: RowChanges) {
  const kept: LosersKept = { versions: [], sources: [], memories: [] };
  for (const table of APPLY_ORDER) {
    const ids = [...(changes.get(table) ?? [])];
    for (let start = 0; start < ids.length; start += ROWS_PER_TRANSACTION) {
      await applyRows(db, doc, table, ids.slice(start, start + ROWS_PER_TRANSACTION), kept);
    }
  }
  // Not quiet: the kept texts and the merged entries, chats and facts travel like any change.
  if (kept.versions.length > 0) await db.itemVersions.bulkAdd(kept.versions);
  if (kept.sources.length > 0) await db.sources.bulkPut(kept.sources);
  if (kept.memories.length > 0) await db.memories.bulkPut(kept.memories);
}

function addChange(changes: RowChanges, table: SyncedTable, id: string) {
  const set = changes.get(table) ?? new Set<string>();
  set.add(id);
  changes.set(table, set);
}

/** When a row was last changed, for rows that say so. */
function changedAt(row: Row | undefined): number {
  return typeof row?.updatedAt === 'number' ? row.updatedAt : -Infinity;
}

/**
 * At start, which rows go which way: the database's rows into the document, except where
 * the document holds a newer change of a row (one that came from another device just before
 * this page last closed), which goes into the database; and every row only the document
 * holds.
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
export function startDatabaseMirror(db: ForethoughtDb, doc: Y.Doc): DatabaseMirror {
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (step: () => Promise<void>) => {
    queue = queue.then(step).catch((error: unknown) => console.error('sync mirror', error));
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
        await documentToDatabase(db, doc, changes);
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
    await documentToDatabase(db, doc, held);
  });

  return {
    settled: () => queue,
    stop() {
      unfollow();
      for (const unobserve of observers) unobserve();
    },
  };
}
