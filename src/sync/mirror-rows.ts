import * as Y from 'yjs';

import type { ForethoughtDb, SyncedTable } from '../db/database';
import { resolveRow } from '../domain/sync/text-claims';

/** Marks document changes made from this device's database. */
export const FROM_DATABASE = Symbol('from-database');

/** A row of a synced table, as the database and the document hold it. */
export type Row = { id: string } & Record<string, unknown>;
/** Which rows of which tables changed, by id. */
export type RowChanges = Map<SyncedTable, Set<string>>;

export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function tableOf(doc: Y.Doc, table: SyncedTable): Y.Map<unknown> {
  return doc.getMap<unknown>(table);
}

export function rowTable(db: ForethoughtDb, table: SyncedTable) {
  return db.table<Row, string>(table);
}

export function addChange(changes: RowChanges, table: SyncedTable, id: string): void {
  const set = changes.get(table) ?? new Set<string>();
  set.add(id);
  changes.set(table, set);
}

/**
 * What the document holds under an id, unchecked: anyone who can write to the room with the
 * key could have put anything there (incoming-rows.ts checks it). Undefined when nothing.
 * An item is read as its latest stamped text settles it (domain/sync/text-claims.ts).
 */
export function readEntry(doc: Y.Doc, table: SyncedTable, id: string): unknown {
  const value = tableOf(doc, table).get(id);
  if (!(value instanceof Y.Map)) return value;
  const fields = value.toJSON() as Record<string, unknown>;
  return table === 'items' ? resolveRow(fields) : fields;
}

/** A row as the document holds it, or undefined when it holds none. */
export function readRow(doc: Y.Doc, table: SyncedTable, id: string): Row | undefined {
  return readEntry(doc, table, id) as Row | undefined;
}
