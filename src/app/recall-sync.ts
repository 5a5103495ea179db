import { liveQuery } from 'dexie';

import { getDb } from '../db/database';
import { readSettings } from '../db/settings-repo';
import { VectorStore } from '../db/vector-store';
import type { ProspectiveItem } from '../domain/item';
import type { Settings } from '../domain/settings';
import type { IndexEntry, ModelInfo, ModelRequest } from '../ml/protocol';
import { describeLoadFailure, type LoadFailure } from '../ml/load-failure';
import { getMlClient } from '../ml/worker-client';
import { setModelState, setRecallSyncControl } from '../stores/model-store';

/** Small batches, so a search typed meanwhile waits at most one batch in the worker. */
const EMBED_BATCH = 16;

type Known = { version: number; status: ProspectiveItem['status'] };

function toEntry(item: ProspectiveItem): IndexEntry {
  return { id: item.id, text: item.content, status: item.status, saidAt: item.saidAt };
}

/** Only items on the board are recalled; archived ones are the person's "deleted". */
function isIndexed(item: ProspectiveItem): boolean {
  return item.archivedAt === null;
}

/** What the settings ask the worker to load. */
export function modelRequestOf(settings: Settings): ModelRequest {
  if (settings.modelTier === 'builtin') return { tier: 'builtin' };
  return {
    tier: 'hub',
    embedder: settings.hubEmbedder,
    reranker: settings.hubReranker,
    remoteHost: settings.hubHost,
    device: settings.hubDevice,
  };
}

let stopFollowing: (() => void) | null = null;
let runningKey: string | null = null;
/** While a wipe (or the like) runs, nothing starts; the resume starts from the settings then. */
let isPaused = false;
/** The batches being embedded and saved now; a pause waits for them. */
const inFlight = new Set<Promise<void>>();

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Loads what was asked; when chosen models fail (host unreachable, a 404, a bad file), the
 * built-in model, which ships with the app, stands in at once, so recall never goes dead.
 * The settings keep the choice: "Try again" and the next start ask for it again.
 */
async function loadWithFallback(
  request: ModelRequest,
): Promise<{ model: ModelInfo; fallback: LoadFailure | null }> {
  const client = getMlClient();
  try {
    return { model: await client.call('load-model', request), fallback: null };
  } catch (error) {
    if (request.tier === 'builtin') throw error;
    const model = await client.call('load-model', { tier: 'builtin' });
    return { model, fallback: describeLoadFailure(messageOf(error), request.remoteHost) };
  }
}

/**
 * Loads the models the settings name and keeps the worker's index in step with the
 * database, persisting what it embeds. Called at start and whenever the model settings
 * change: a new model gets its own stored vectors, and items it has none for are embedded
 * in the background, with progress, while the app stays usable.
 */
export async function startRecallSync(request: ModelRequest): Promise<void> {
  const key = JSON.stringify(request);
  if (key === runningKey || isPaused) return;
  runningKey = key;
  stopFollowing?.();
  stopFollowing = null;
  const client = getMlClient();
  const db = getDb();
  setModelState({ phase: 'loading', loaded: 0, total: 0, error: null, pendingEmbeds: 0 });
  try {
    const { model, fallback } = await loadWithFallback(request);
    if (runningKey !== key) return; // superseded while loading
    const store = new VectorStore(db, model.modelId, model.dims);
    const [stored, items] = await Promise.all([store.load(), db.items.toArray()]);
    const indexed = items.filter(isIndexed);
    const fresh = freshVectors(stored, new Map(indexed.map((item) => [item.id, item.version])));
    const { missing } = await client.call('index-load', {
      entries: indexed.map(toEntry),
      vectorIds: fresh.ids,
      vectors: fresh.vectors,
    });
    if (runningKey !== key) return;
    setModelState({
      phase: 'ready',
      modelId: model.modelId,
      tier: model.tier,
      device: model.device,
      hasReranker: model.hasReranker,
      error: null,
      fallback,
    });
    const known = new Map(
      indexed.map((item) => [item.id, { version: item.version, status: item.status }]),
    );
    const missingSet = new Set(missing);
    await embedInBatches(
      store,
      indexed.filter((item) => missingSet.has(item.id)),
      key,
    );
    if (runningKey !== key) return;
    stopFollowing = followChanges(store, known, key);
  } catch (error) {
    if (runningKey !== key) return;
    setModelState({ phase: 'failed', error: messageOf(error), fallback: null });
  }
}

/** Loads the chosen models again, as the settings name them now. */
async function retryFromSettings(): Promise<void> {
  runningKey = null;
  await startRecallSync(modelRequestOf(await readSettings(getDb())));
}

/**
 * Stops recall sync and waits for the batch being saved, so that a wipe cannot be followed
 * by vectors of the rows it removed; the returned function starts it again, with a fresh
 * vector store read from what the database then holds.
 */
export async function pauseRecallSync(): Promise<() => void> {
  isPaused = true;
  runningKey = null;
  stopFollowing?.();
  stopFollowing = null;
  await Promise.allSettled([...inFlight]);
  return () => {
    isPaused = false;
    void retryFromSettings();
  };
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
function embedInBatches(store: VectorStore, items: ProspectiveItem[], key: string): Promise<void> {
  const work = embedEach(store, items, key);
  inFlight.add(work);
  const untrack = () => inFlight.delete(work);
  work.then(untrack, untrack);
  return work;
}

async function embedEach(store: VectorStore, items: ProspectiveItem[], key: string): Promise<void> {
  const client = getMlClient();
  for (let start = 0; start < items.length; start += EMBED_BATCH) {
    // After a model switch or a pause, this store is no longer the one to write: stop.
    if (runningKey !== key) return;
    setModelState({ pendingEmbeds: items.length - start });
    const batch = items.slice(start, start + EMBED_BATCH);
    const { embeddedIds, vectors, dims } = await client.call('index-upsert', {
      entries: batch.map(toEntry),
    });
    const versions = new Map(batch.map((item) => [item.id, item.version]));
    // The save drops the vectors of items deleted meanwhile, inside its own transaction.
    await store.save(
      embeddedIds.map((id, row) => ({
        id,
        version: versions.get(id) ?? 0,
        vector: vectors.slice(row * dims, (row + 1) * dims),
      })),
      Date.now(),
    );
  }
  setModelState({ pendingEmbeds: 0 });
}

/** Sends the worker what changed: new or edited items, status moves, archives. */
function followChanges(store: VectorStore, known: Map<string, Known>, key: string): () => void {
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
        if (removed.length > 0) await getMlClient().call('index-remove', { ids: removed });
        await embedInBatches(store, changed, key);
      })
      .catch((error: unknown) => {
        // The items are safe in the database; only their recall waits for the next start.
        setModelState({ error: messageOf(error) });
      });
  });
  return () => subscription.unsubscribe();
}

/** Starts recall with the model settings, and switches models when they change. */
export function followModelSettings(): void {
  getMlClient().on('model-progress', ({ loaded, total }) => setModelState({ loaded, total }));
  setRecallSyncControl({ retry: retryFromSettings, pause: pauseRecallSync });
  liveQuery(() => readSettings(getDb())).subscribe((settings) => {
    void startRecallSync(modelRequestOf(settings));
  });
}
