import type { DBCore, Middleware } from 'dexie';

import { OutdatedTabError } from '../domain/outdated-tab-error';
import type { ForethoughtDb } from './database';

/**
 * Lets another tab upgrade the schema, and makes this tab read-only from then on.
 *
 * When a newer Forethought opens the database at a higher version, IndexedDB asks every
 * open connection to close (`versionchange`); until they do, the upgrade waits. This closes
 * the connection at once, then refuses every write with `OutdatedTabError`: this tab's code
 * is older than the schema now, and must reload before it saves anything.
 *
 * Reads stay allowed on purpose: Dexie reopens the upgraded database for them (at its newer
 * version), so the page and any text being typed stay on screen. A closed connection that
 * refused reads as well would make every live query throw, and React would blank the page —
 * losing exactly the drafts the person is asked to copy.
 *
 * Call before the database is first opened. `onUpgradedElsewhere` runs once.
 */
export function closeWhenUpgradedElsewhere(
  db: ForethoughtDb,
  onUpgradedElsewhere: () => void,
): void {
  let isOutdated = false;
  const refuseWritesOnceOutdated: Middleware<DBCore> = {
    stack: 'dbcore',
    name: 'refuse-writes-once-outdated',
    create: (down) => ({
      ...down,
      transaction: (stores, mode, options) => {
        if (mode === 'readwrite' && isOutdated) throw new OutdatedTabError();
        return down.transaction(stores, mode, options);
      },
    }),
  };
  db.use(refuseWritesOnceOutdated);
  db.on('versionchange', (event) => {
    // A deletion (newVersion null) is not an upgrade: Dexie's own handler closes for it.
    if (!event.newVersion) return undefined;
    if (!isOutdated) {
      isOutdated = true;
      onUpgradedElsewhere();
    }
    db.close({ disableAutoOpen: false });
    // Dexie's default handler would close the connection as well; this one already did.
    return false;
  });
}
