/**
 * Keeping one loaded model's index in the ML worker in step with the database: the stored
 * vectors handed over, the missing ones embedded and saved in small batches, and every
 * change followed; then the same for the episodic log (episode-sync.ts). recall-sync.ts
 * decides which models answer; this runs for them.
 */
import { liveQuery } from 'dexie';

import { getDb } from '../db/database';
import { whenTablesWritten } from '../db/tables-written';
import { VectorStore } from '../db/vector-store';
import type { ProspectiveItem } from '../domain/item';
import type { IndexEntry, ModelInfo } from '../ml/protocol';
import { markStartStep, whenStartStep } from '../ml/start-marks';
import { getMlClient } from '../ml/worker-client';
import { setModelState } from '../stores/model-store';
import { syncEpisodes } from './episode-sync';
import { syncMemories } from './memory-sync';

/** Small batches, so a search typed meanwhile waits at most one batch in the worker. */
const EMBED_BATCH = 16;
/**
 * Following the database (the "Not now"s aside) starts after the first recall, at the first
 * write to what it follows, or this long after the items without a vector are embedded.
 */
export const FOLLOW_AT_LATEST_MS = 1_000;
/** The tables followed (here, memory-sync.ts and episode-sync.ts). */
const FOLLOWED_TABLES = ['items', 'dismissals', 'memories', 'episodes'];

type Known = { version: number; status: ProspectiveItem['status'] };

export function toIndexEntry(item: ProspectiveItem): IndexEntry {
  return { id: item.id, text: item.content, status: item.status, saidAt: item.saidAt };
}

/** Only items on the board are recalled; archived ones are the person's "deleted". */
function isIndexed(item: ProspectiveItem): boolean {
  return item.archivedAt === null;
}

/** Keeps one loaded model's index in the worker in step with the database. */
export type IndexSync = {
  model: ModelInfo;
  store: VectorStore;
  /** Set when other models took over (or on a pause): its loops stop at the next batch. */
  isStopped: boolean;
  stopFollowing: (() => void) | null;
};

/** The batches being embedded and saved now; a pause waits for them. */
const inFlight = new Set<Promise<void>>();

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** What the worker is handed for one model: its stored vectors that are still fresh. */
export async function readIndexInput(model: Pick<ModelInfo, 'modelId' | 'dims'>) {
  const db = getDb();
  await db.open(); // creating the database reports every table as written: not a change
  // Listening from before the read: a write after it is one the following must not wait on.
  const changed = whenTablesWritten(db, FOLLOWED_TABLES);
  const store = new VectorStore(db, model.modelId, model.dims);
  try {
    const [stored, items] = await Promise.all([store.load(), db.items.toArray()]);
    const indexed = items.filter(isIndexed);
    const fresh = freshVectors(stored, new Map(indexed.map((item) => [item.id, item.version])));
    return { store, indexed, fresh, changed };
  } catch (error) {
    changed.cancel();
    throw error;
  }
}

/** What readIndexInput gives; `changed` resolves at the first write after its read. */
export type IndexInput = Awaited<ReturnType<typeof readIndexInput>>;

/**
 * Starts keeping `model`'s index in step, once the worker holds its stored vectors: embeds
 * what has none (`missing`), then follows the database (after the first recall or the first
 * write to what it follows, or `FOLLOW_AT_LATEST_MS` at the latest).
 */
export function startIndexSync(
  model: ModelInfo,
  { store, indexed, changed }: IndexInput,
  missing: string[],
): IndexSync {
  const sync: IndexSync = { model, store, isStopped: false, stopFollowing: null };
  const known = new Map(
    indexed.map((item) => [item.id, { version: item.version, status: item.status }]),
  );
  const missingSet = new Set(missing);
  void embedThenFollow(
    sync,
    indexed.filter((item) => missingSet.has(item.id)),
    known,
    changed,
  );
  return sync;
}

/** Resolves once the batches being embedded and saved now are written. */
export async function whenBatchesSaved(): Promise<void> {
  await Promise.allSettled([...inFlight]);
}

/** Other models took over (or a wipe pauses recall): nothing more is embedded or saved. */
export function stopSync(sync: IndexSync | null): void {
  if (!sync) return;
  sync.isStopped = true;
  sync.stopFollowing?.();
  sync.stopFollowing = null;
}

/**
 * Embeds what the index lacks, then follows the database. Not awaited: while the built-in
 * model stands in for a download, this must not hold the download back. It stops as soon
 * as other models take over (the vectors saved so far stay for the next time).
 */
async function embedThenFollow(
  sync: IndexSync,
  missing: ProspectiveItem[],
  known: Map<string, Known>,
  changed: IndexInput['changed'],
): Promise<void> {
  // Read through a function: the flag changes while this awaits (a model switch, a pause).
  const isStopped = () => sync.isStopped;
  try {
    await embedInBatches(sync, missing);
    if (isStopped()) {
      changed.cancel();
      return;
    }
    // The "Not now"s first (few rows): the first recall after opening already honours them.
    const stopDismissals = followDismissals(sync);
    sync.stopFollowing = () => {
      stopDismissals();
      changed.cancel();
    };
    // Following reads every item, then the facts, habits and the log: begun with the index,
    // those reads made the first recall's own read of its cards' items wait on IndexedDB
    // (the bench: 100–220 ms; 5–27 ms with them after it). Nothing is missed meanwhile: the
    // first read compares every item with what was indexed, and the facts' and the log's
    // loads ask the panel again. A write to what is followed starts it at once, so no change
    // waits on the timer (with the timer alone, two e2e specs whose items were added just
    // after opening failed; why it did not start the following there is not confirmed).
    await Promise.race([whenStartStep('recall-items-read', FOLLOW_AT_LATEST_MS), changed.written]);
    changed.cancel();
    if (isStopped()) return;
    markStartStep('following');
    const stopItemChanges = followChanges(sync, known);
    const stopItems = () => {
      stopItemChanges();
      stopDismissals();
    };
    sync.stopFollowing = stopItems;
    // Facts and habits next (few, and recalled beside the items), then the episodic log.
    const control = { isStopped, track: trackBatch };
    const stopMemories = await syncMemories(sync.model, control);
    sync.stopFollowing = () => {
      stopItems();
      stopMemories();
    };
    if (isStopped()) {
      stopMemories();
      return;
    }
    const stopEpisodes = await syncEpisodes(sync.model, control);
    if (isStopped()) {
      stopEpisodes();
      return;
    }
    sync.stopFollowing = () => {
      stopItems();
      stopMemories();
      stopEpisodes();
    };
  } catch (error) {
    changed.cancel();
    // The items are safe in the database; only their recall waits for the next start.
    if (!sync.isStopped) setModelState({ error: messageOf(error) });
  }
}

/** Stored vectors whose item still exists at the version they were computed from. */
function freshVectors(
  stored: Awaited<ReturnType<VectorStore['load']>>,
  versions: Map<string, number>,
): { ids: string[]; vectors: Float32Array } {
  const keep = stored.ids.flatMap((id, index) =>
    versions.get(id) === stored.versions[index] ? [index] : [],
  );
  const vectors = new Float32Array(keep.length * stored.dims);
  keep.forEach((index, row) => {
    vectors.set(
      stored.vectors.subarray(index * stored.dims, (index + 1) * stored.dims),
      row * stored.dims,
    );
  });
  return { ids: keep.map((index) => stored.ids[index] ?? ''), vectors };
}

/** Embeds and saves, tracked so that a pause can wait for the batch under way. */
function embedInBatches(sync: IndexSync, items: ProspectiveItem[]): Promise<void> {
  return trackBatch(embedEach(sync, items));
}

/** Tracks embedding work so that a pause (a wipe) waits for what is being saved. */
function trackBatch(work: Promise<void>): Promise<void> {
  inFlight.add(work);
  const untrack = () => inFlight.delete(work);
  work.then(untrack, untrack);
  return work;
}

async function embedEach(sync: IndexSync, items: ProspectiveItem[]): Promise<void> {
  const modelId = sync.model.modelId;
  for (let start = 0; start < items.length; start += EMBED_BATCH) {
    // After a model switch or a pause, this store is no longer the one to write: stop.
    if (sync.isStopped) return;
    setModelState({ pendingEmbeds: items.length - start });
    const batch = items.slice(start, start + EMBED_BATCH);
    // Named by model id: once those models are gone, the worker refuses rather than embed
    // with others, whose vectors would be saved under the wrong model.
    const { embeddedIds, vectors, dims } = await getMlClient().call('index-upsert', {
      modelId,
      entries: batch.map(toIndexEntry),
    });
    const versions = new Map(batch.map((item) => [item.id, item.version]));
    // The save drops the vectors of items deleted meanwhile, inside its own transaction.
    await sync.store.save(
      embeddedIds.map((id, row) => ({
        id,
        version: versions.get(id) ?? 0,
        vector: vectors.slice(row * dims, (row + 1) * dims),
      })),
      Date.now(),
    );
  }
  if (!sync.isStopped) setModelState({ pendingEmbeds: 0 });
}

/** Sends the worker what changed: new or edited items, status moves, archives. */
function followChanges(sync: IndexSync, known: Map<string, Known>): () => void {
  let queue = Promise.resolve();
  const subscription = liveQuery(() => getDb().items.toArray()).subscribe((items) => {
    const changed: ProspectiveItem[] = [];
    const removed: string[] = [];
    const seen = new Set<string>();
    for (const item of items) {
      if (!isIndexed(item)) continue;
      seen.add(item.id);
      const before = known.get(item.id);
      if (!before || before.version !== item.version || before.status !== item.status)
        changed.push(item);
      known.set(item.id, { version: item.version, status: item.status });
    }
    for (const id of known.keys()) {
      if (!seen.has(id)) {
        removed.push(id);
        known.delete(id);
      }
    }
    // One change set at a time, in order, so the index never goes back in time.
    queue = queue
      .then(async () => {
        if (sync.isStopped) return;
        const modelId = sync.model.modelId;
        if (removed.length > 0) await getMlClient().call('index-remove', { modelId, ids: removed });
        await embedInBatches(sync, changed);
      })
      .catch((error: unknown) => {
        // The items are safe in the database; only their recall waits for the next start.
        if (!sync.isStopped) setModelState({ error: messageOf(error) });
      });
  });
  return () => subscription.unsubscribe();
}

/** Hands the worker the remembered "Not now"s, now and whenever they change. */
function followDismissals(sync: IndexSync): () => void {
  const subscription = liveQuery(() => getDb().dismissals.toArray()).subscribe((rows) => {
    if (sync.isStopped) return;
    const entries = rows.map(({ itemId, draft }) => ({ itemId, draft }));
    getMlClient()
      .call('dismissals-load', { modelId: sync.model.modelId, entries })
      .catch((error: unknown) => {
        // Only the lowering waits: the items still show, as before the "Not now".
        if (!sync.isStopped) console.error('dismissals', error);
      });
  });
  return () => subscription.unsubscribe();
}
