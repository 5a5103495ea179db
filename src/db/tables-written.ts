import { Dexie } from 'dexie';

import type { ForethoughtDb } from './database';

/**
 * Resolves at the first committed write, in this tab or another, to one of `tables` of `db`,
 * from Dexie's `storagemutated` (the event its live queries wake on; its keys read
 * `idb://<database>/<table>/<index>`). `cancel` stops listening; the promise then never
 * resolves. Creating the database reports every table: open it first. Work that may wait
 * for something else (the first recall) but must not miss a change starts on this too, not
 * on a timer alone.
 */
export function whenTablesWritten(
  db: ForethoughtDb,
  tables: readonly string[],
): { written: Promise<void>; cancel: () => void } {
  const prefixes = tables.map((table) => `idb://${db.name}/${table}/`);
  let cancel: () => void = () => undefined;
  const written = new Promise<void>((resolve) => {
    const listener = (parts: Record<string, unknown>) => {
      if (!Object.keys(parts).some((key) => prefixes.some((prefix) => key.startsWith(prefix)))) {
        return;
      }
      cancel();
      resolve();
    };
    cancel = () => Dexie.on.storagemutated.unsubscribe(listener);
    Dexie.on.storagemutated.subscribe(listener);
  });
  return { written, cancel };
}
