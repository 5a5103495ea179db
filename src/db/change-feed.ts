import type { DBCore, DBCoreMutateRequest, DBCoreTransaction, Middleware } from 'dexie';

/** Which rows of which tables a committed transaction wrote or deleted (by primary key). */
export type CommittedChange = Map<string, Set<string>>;
export type ChangeListener = (change: CommittedChange) => void;

type Feed = {
  listener: ChangeListener | null;
  tables: ReadonlySet<string>;
  /** Transactions whose writes came from elsewhere (sync): not fed back. */
  quiet: WeakSet<object>;
  pending: WeakMap<object, CommittedChange>;
};

const feeds = new WeakMap<object, Feed>();

function keysOf(request: DBCoreMutateRequest, results: unknown[] | undefined): unknown[] {
  switch (request.type) {
    case 'add':
      return results ?? request.keys ?? request.values.map((value: { id?: unknown }) => value.id);
    case 'put':
      return (
        results ??
        request.keys ??
        request.updates?.keys ??
        request.values.map((value: { id?: unknown }) => value.id)
      );
    case 'delete':
      return request.keys;
    case 'deleteRange':
      // A clear (a wipe): not a change of rows another copy should follow.
      return [];
  }
}

/** Once `trans` commits, `flush` runs; an aborted transaction reports nothing. */
function onCommit(trans: DBCoreTransaction, flush: () => void): boolean {
  const target = trans as unknown as Partial<EventTarget>;
  if (typeof target.addEventListener !== 'function') return false;
  target.addEventListener('complete', flush, { once: true });
  return true;
}

/**
 * A Dexie middleware that reports, after each committed transaction, the primary keys it
 * wrote in `tables` — what sync mirrors. It costs nothing while no listener is set.
 */
export function changeFeedMiddleware(db: object, tables: readonly string[]): Middleware<DBCore> {
  const feed: Feed = {
    listener: null,
    tables: new Set(tables),
    quiet: new WeakSet(),
    pending: new WeakMap(),
  };
  feeds.set(db, feed);
  return {
    stack: 'dbcore',
    name: 'change-feed',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        if (!feed.tables.has(name)) return table;
        return {
          ...table,
          mutate: async (request) => {
            const response = await table.mutate(request);
            const { listener } = feed;
            if (listener === null || feed.quiet.has(request.trans)) return response;
            const keys = keysOf(request, response.results).filter(
              (key): key is string => typeof key === 'string',
            );
            if (keys.length === 0) return response;
            let change = feed.pending.get(request.trans);
            if (!change) {
              const created: CommittedChange = new Map();
              change = created;
              feed.pending.set(request.trans, created);
              onCommit(request.trans, () => feed.listener?.(created));
            }
            const set = change.get(name) ?? new Set<string>();
            for (const key of keys) set.add(key);
            change.set(name, set);
            return response;
          },
        };
      },
    }),
  };
}

/** Follows the committed changes of `db` (one listener at a time); returns the unfollow. */
export function followCommittedChanges(db: object, listener: ChangeListener): () => void {
  const feed = feeds.get(db);
  if (!feed) throw new Error('This database has no change feed.');
  feed.listener = listener;
  return () => {
    if (feed.listener === listener) feed.listener = null;
  };
}

/** Marks a transaction's writes as coming from elsewhere: the feed does not report them. */
export function quietTransaction(db: object, idbTransaction: object): void {
  feeds.get(db)?.quiet.add(idbTransaction);
}
