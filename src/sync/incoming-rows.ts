import type * as Y from 'yjs';

import { SYNCED_TABLES, type ForethoughtDb, type SyncedTable } from '../db/database';
import { ROW_SCHEMAS } from '../domain/backup-format';
import type { ReferenceTarget } from '../domain/backup-problem';
import { danglingReferences, type ProfileData } from '../domain/integrity/references';
import { readEntry, rowTable, type Row, type RowChanges } from './mirror-rows';

/**
 * What becomes of a row the document holds: stored (`ok`); skipped because it is not a row
 * of its table (`invalid`: the backup's definition of a valid row, and its id the one it is
 * filed under); held because it points at a row that is neither here nor arriving valid
 * (`missing-reference`); or removed, because the document no longer holds it (`absent`).
 */
export type Verdict = 'ok' | 'invalid' | 'missing-reference' | 'absent';

export type JudgedRow = { table: SyncedTable; id: string; verdict: Verdict };

const TABLE_OF_TARGET: Partial<Record<ReferenceTarget, SyncedTable>> = {
  item: 'items',
  source: 'sources',
  episode: 'episodes',
  memory: 'memories',
};

function isRowOf(table: SyncedTable, id: string, entry: unknown): entry is Row {
  if (typeof entry !== 'object' || entry === null) return false;
  return (entry as { id?: unknown }).id === id && ROW_SCHEMAS[table].safeParse(entry).success;
}

type RowsByTable = Map<SyncedTable, Map<string, Row>>;

function emptyTables(): RowsByTable {
  return new Map(SYNCED_TABLES.map((table) => [table, new Map<string, Row>()]));
}

/** The arriving rows, and the stored rows they point at, as one profile to check. */
function profileOf(arriving: RowsByTable, stored: RowsByTable): ProfileData {
  const rowsOf = (table: SyncedTable) => {
    const own = arriving.get(table) ?? new Map<string, Row>();
    const others = [...(stored.get(table)?.values() ?? [])].filter((row) => !own.has(row.id));
    return [...own.values(), ...others];
  };
  return Object.fromEntries(
    SYNCED_TABLES.map((table) => [table, rowsOf(table)]),
  ) as unknown as ProfileData;
}

/**
 * Checks the rows of `changes` the document holds before any is stored: each must be a valid
 * row of its table (ROW_SCHEMAS, as a backup's rows), and every reference it makes (the one
 * list of them, domain/integrity/references.ts) must resolve to a row stored here or arriving
 * valid with it. A row held back can leave others pointing at nothing: checked again until
 * no more are held. Returns the rows to store, by table, and a verdict for every id.
 */
export async function checkIncomingRows(db: ForethoughtDb, doc: Y.Doc, changes: RowChanges) {
  const arriving = emptyTables();
  const judged: JudgedRow[] = [];
  for (const [table, ids] of changes) {
    for (const id of ids) {
      const entry = readEntry(doc, table, id);
      if (entry === undefined) judged.push({ table, id, verdict: 'absent' });
      else if (!isRowOf(table, id, entry)) judged.push({ table, id, verdict: 'invalid' });
      else arriving.get(table)?.set(id, entry);
    }
  }
  const stored = emptyTables();
  const fetched = new Set<string>();
  for (;;) {
    const dangling = [...danglingReferences(profileOf(arriving, stored))].filter((found) =>
      arriving.get(found.table)?.has(found.rowId),
    );
    // What the arriving rows point at that is not arriving: is it stored here already?
    const toFetch = new Map<SyncedTable, string[]>();
    for (const found of dangling) {
      const table = TABLE_OF_TARGET[found.target];
      if (table === undefined || fetched.has(`${table}/${found.ref}`)) continue;
      fetched.add(`${table}/${found.ref}`);
      toFetch.set(table, [...(toFetch.get(table) ?? []), found.ref]);
    }
    for (const [table, ids] of toFetch) {
      for (const row of await rowTable(db, table).bulkGet(ids)) {
        if (row) stored.get(table)?.set(row.id, row);
      }
    }
    if (toFetch.size > 0) continue;
    if (dangling.length === 0) break;
    for (const { table, rowId } of dangling) {
      if (arriving.get(table)?.delete(rowId)) {
        judged.push({ table, id: rowId, verdict: 'missing-reference' });
      }
    }
  }
  for (const [table, rows] of arriving) {
    for (const id of rows.keys()) judged.push({ table, id, verdict: 'ok' });
  }
  const rows = new Map([...arriving].map(([table, byId]) => [table, [...byId.values()]]));
  return { rows, judged };
}

/**
 * The document's rows not stored here, and why: shown as a count in Settings → Sync. A row
 * held for a missing reference is tried again with every later change, so it lands once
 * what it points at arrives (in any order: a room merges appends from several devices).
 */
export class SkippedRows {
  private readonly rows = new Map<string, JudgedRow>();

  note({ table, id, verdict }: JudgedRow): void {
    const key = `${table}/${id}`;
    if (verdict === 'ok' || verdict === 'absent') this.rows.delete(key);
    else this.rows.set(key, { table, id, verdict });
  }

  get count(): number {
    return this.rows.size;
  }

  /** The rows held until what they point at arrives, to try again. */
  held(): JudgedRow[] {
    return [...this.rows.values()].filter((row) => row.verdict === 'missing-reference');
  }
}
