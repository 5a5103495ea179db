/**
 * Closes a page while the app is committing: once it has opened a read-write IndexedDB
 * transaction over every one of the named stores (and, optionally, issued some of that
 * commit's writes), the page goes as a crash or a closed tab would take it, with no
 * beforeunload.
 */
import type { Page } from '@playwright/test';

type WatchOptions = {
  /** The stores the commit writes; a transaction over all of them (and maybe more) counts. */
  stores: readonly string[];
  /** Close at the nth such transaction (1: the first). */
  nth?: number;
  /** Close only once this many rows have been handed to IndexedDB (add/put) after it opened. */
  afterWrites?: number;
};

type WatchWindow = {
  __commitWatchArmed?: boolean;
  __commitStarted?: (stores: string) => Promise<void>;
};

/**
 * Installs the watch on every document the page loads; it does nothing until `arm` is
 * called. Resolves `closed` once the page has been closed by it.
 */
export async function watchCommits(page: Page, { stores, nth = 1, afterWrites = 0 }: WatchOptions) {
  let closing: Promise<void> | null = null;
  let seenStores = '';
  let markClosed: () => void = () => undefined;
  const isClosed = new Promise<void>((resolve) => (markClosed = resolve));
  await page.exposeBinding('__commitStarted', (_source, names: string) => {
    seenStores = names;
    // Not awaited: the page is closed while its transaction is still writing.
    closing ??= page.close({ runBeforeUnload: false }).then(markClosed);
  });
  await page.addInitScript(
    ({ wanted, at, writesBefore }) => {
      const scope = window as unknown as WatchWindow;
      let seen = 0;
      let commit: string | null = null;
      let writes = 0;
      const fire = (stores: string) => void scope.__commitStarted?.(stores);
      // Read off the prototypes as plain functions, to be called with the right `this`.
      const open = Object.getOwnPropertyDescriptor(IDBDatabase.prototype, 'transaction')?.value as (
        this: IDBDatabase,
        names: string | string[],
        mode?: IDBTransactionMode,
        options?: IDBTransactionOptions,
      ) => IDBTransaction;
      IDBDatabase.prototype.transaction = function transaction(
        this: IDBDatabase,
        names: string | string[],
        mode?: IDBTransactionMode,
        options?: IDBTransactionOptions,
      ) {
        const tx = open.call(this, names, mode, options);
        const list = typeof names === 'string' ? [names] : Array.from(names);
        if (
          scope.__commitWatchArmed === true &&
          mode === 'readwrite' &&
          wanted.every((name) => list.includes(name))
        ) {
          seen += 1;
          if (seen === at) {
            commit = list.join(',');
            if (writesBefore === 0) fire(commit);
          }
        }
        return tx;
      };
      for (const method of ['add', 'put'] as const) {
        const write = Object.getOwnPropertyDescriptor(IDBObjectStore.prototype, method)?.value as (
          this: IDBObjectStore,
          value: unknown,
          key?: IDBValidKey,
        ) => IDBRequest<IDBValidKey>;
        IDBObjectStore.prototype[method] = function (
          this: IDBObjectStore,
          value: unknown,
          key?: IDBValidKey,
        ) {
          const request = write.call(this, value, key);
          if (commit !== null && writesBefore > 0) {
            writes += 1;
            if (writes === writesBefore) fire(commit);
          }
          return request;
        };
      }
    },
    { wanted: [...stores], at: nth, writesBefore: afterWrites },
  );
  return {
    /** From now on, the nth commit over the stores closes the page. */
    arm: () =>
      page.evaluate(() => {
        (window as unknown as WatchWindow).__commitWatchArmed = true;
      }),
    /** Resolves once the watch has closed the page; says which stores that commit held. */
    closed: async (): Promise<string> => {
      await isClosed;
      return seenStores;
    },
  };
}
