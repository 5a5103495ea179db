import { liveQuery } from 'dexie';

import { getDb } from '../db/database';
import { readSettings } from '../db/settings-repo';
import { deleteRetiredBuiltinVectors } from '../db/vector-store';
import type { Settings } from '../domain/settings';
import { describeLoadFailure } from '../ml/load-failure';
import { markStartStep } from '../ml/start-marks';
import { BUILTIN_MODEL } from '../ml/builtin-model';
import type { ModelInfo, ModelRequest, WorkerEvents } from '../ml/protocol';
import { getMlClient } from '../ml/worker-client';
import { setModelState, setRecallSyncControl, useModelStore } from '../stores/model-store';
import {
  readIndexInput,
  startIndexSync,
  stopSync,
  toIndexEntry,
  whenBatchesSaved,
  type IndexInput,
  type IndexSync,
} from './index-sync';

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

const BUILTIN: ModelRequest = { tier: 'builtin' };
const BUILTIN_KEY = JSON.stringify(BUILTIN);

/** The request asked for last; a load that finishes after another was asked for is dropped. */
let wantedKey: string | null = null;
/** The sync of the models answering now: it runs until other models are indexed. */
let current: IndexSync | null = null;
/** The request whose models the worker answers with; a pause frees none, so it stays. */
let servedKey: string | null = null;
/** While a wipe (or the like) runs, nothing starts; the resume starts from the settings then. */
let isPaused = false;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The built-in model from the worker, with its stored vectors read from the database while
 * it loads (its id is known beforehand: ml/builtin-model.ts), not after.
 */
async function loadBuiltin(): Promise<{ model: ModelInfo; input: IndexInput | null }> {
  const reading = readIndexInput(BUILTIN_MODEL);
  // What was read is for nobody when the load fails or another build (a stored newer one)
  // answers; a failed read is not the error to report.
  const drop = () => void reading.then(dropInput, () => undefined);
  let model: ModelInfo;
  try {
    model = await getMlClient().call('load-model', BUILTIN);
  } catch (error) {
    drop();
    throw error;
  }
  if (model.modelId === BUILTIN_MODEL.modelId) return { model, input: await reading };
  drop();
  return { model, input: null };
}

/** An index input nobody will hand to a sync: its watch for writes ends. */
function dropInput(input: IndexInput | null): void {
  input?.changed.cancel();
}

/** Loads the built-in model (at once when it is the one answering) and indexes it. */
async function serveBuiltin(isSuperseded: () => boolean): Promise<void> {
  const { model, input } = await loadBuiltin();
  if (isSuperseded()) dropInput(input);
  else await indexModels(model, BUILTIN_KEY, isSuperseded, input);
}

/**
 * Loads the models the settings name and keeps the worker's index in step with the
 * database, persisting what it embeds. Called at start and whenever the model settings
 * change: a new model gets its own stored vectors, and items it has none for are embedded
 * in the background, with progress, while the app stays usable.
 *
 * Recall never waits for a download. The models answering now keep answering (and being
 * kept in step) while the chosen ones load; at a start with the Hub tier chosen, that is
 * the built-in model, which ships with the app and loads in seconds, while the Hub models
 * load (from their cache, or a first download of minutes). When chosen models fail (host
 * unreachable, a 404, a bad file), the built-in model simply stays. The settings keep the
 * choice: "Try again" and the next start ask for it again.
 */
export async function startRecallSync(request: ModelRequest): Promise<void> {
  const key = JSON.stringify(request);
  if (key === wantedKey || isPaused) return;
  wantedKey = key;
  const isSuperseded = () => wantedKey !== key;
  const isHub = request.tier === 'hub';
  try {
    if (isHub && current === null && servedKey !== key) {
      setModelState({ phase: 'loading', loaded: 0, total: 0, error: null, pendingEmbeds: 0 });
      await serveBuiltin(isSuperseded).catch((error: unknown) => {
        // The chosen models may still load: recall then waits for them, as it must.
        console.error('the built-in model could not stand in', error);
      });
      if (isSuperseded()) return;
    }
    if (current === null) {
      setModelState({ phase: 'loading', loaded: 0, total: 0, error: null, pendingEmbeds: 0 });
    } else {
      setModelState({ isAwaitingChosen: isHub, loaded: 0, total: 0 });
    }
    let model: ModelInfo;
    let input: IndexInput | null = null;
    try {
      if (request.tier === 'builtin') ({ model, input } = await loadBuiltin());
      else model = await getMlClient().call('load-model', request);
    } catch (error) {
      if (isSuperseded()) return;
      if (request.tier === 'builtin') throw error;
      const fallback = describeLoadFailure(messageOf(error), request.remoteHost);
      if (current?.model.tier !== 'builtin') await serveBuiltin(isSuperseded);
      if (!isSuperseded()) setModelState({ fallback, isAwaitingChosen: false });
      return;
    }
    if (isSuperseded()) {
      dropInput(input);
      return;
    }
    await indexModels(model, key, isSuperseded, input);
    if (!isSuperseded()) setModelState({ fallback: null, isAwaitingChosen: false });
  } catch (error) {
    if (isSuperseded()) return;
    setModelState({
      phase: 'failed',
      error: messageOf(error),
      fallback: null,
      isAwaitingChosen: false,
    });
  }
}

/**
 * Hands the worker the stored vectors of `model` (which then answers every call), then
 * embeds what has none and follows the database, in the background.
 */
async function indexModels(
  model: ModelInfo,
  requestKey: string,
  isSuperseded: () => boolean,
  input: IndexInput | null = null,
): Promise<void> {
  markStartStep('model-ready');
  const read = input ?? (await readIndexInput(model));
  markStartStep('index-read');
  try {
    if (isSuperseded()) return;
    // The models answering until now are no longer kept in step: their batch under way is
    // saved to their own store, under their own model id; nothing of theirs after it.
    stopSync(current);
    current = null;
    const { missing } = await getMlClient().call('index-load', {
      modelId: model.modelId,
      entries: read.indexed.map(toIndexEntry),
      vectorIds: read.fresh.ids,
      vectors: read.fresh.vectors,
    });
    servedKey = requestKey;
    markStartStep('index-loaded');
    if (isSuperseded()) return;
    // The slot starts its second view after its index (and a draft), so its word comes after this.
    setModelState({
      phase: 'ready',
      modelId: model.modelId,
      tier: model.tier,
      device: model.device,
      hasReranker: model.hasReranker,
      secondViewId: model.secondViewId,
      isSecondViewLoading: model.tier === 'builtin' && model.secondViewId === null,
      error: null,
      pendingEmbeds: missing.length,
    });
    stopSync(current);
    current = startIndexSync(model, read, missing);
  } finally {
    // Unless the sync took it over, nobody waits on the writes after the read.
    if (current?.model !== model) dropInput(read);
  }
  if (model.tier === 'builtin') await deleteRetiredBuiltinVectors(getDb(), model.modelId);
}

/** Loads the chosen models again, as the settings name them now. */
async function retryFromSettings(): Promise<void> {
  wantedKey = null;
  await startRecallSync(modelRequestOf(await readSettings(getDb())));
}

/**
 * Stops recall sync and waits for the batch being saved, so that a wipe cannot be followed
 * by vectors of the rows it removed; the returned function starts it again, with a fresh
 * vector store read from what the database then holds, once the worker has forgotten the
 * texts it remembers having embedded (the removed rows' among them).
 */
export async function pauseRecallSync(): Promise<() => void> {
  isPaused = true;
  wantedKey = null;
  stopSync(current);
  current = null;
  await whenBatchesSaved();
  return () => {
    // Sent first: the worker starts calls in the order they come, so it forgets before the
    // resume's loads, and a call still embedding then keeps nothing (recent-vectors.ts).
    // Also after the sample's removal and a repair: their texts are embedded again if asked.
    void getMlClient()
      .call('forget-recent', {})
      .catch(() => undefined); // the worker is gone: nothing is left to forget
    isPaused = false;
    void retryFromSettings();
  };
}

/** A second view joined the models that answer now (or could not load): the store says so. */
function hearSecondView(event: WorkerEvents['second-view']): void {
  if (useModelStore.getState().modelId !== event.modelId) return;
  setModelState({ secondViewId: event.secondViewId, isSecondViewLoading: false });
}

let isListening = false;

/** Follows the worker's events about its models (once). */
function listenToModels(): void {
  if (isListening) return;
  isListening = true;
  getMlClient().on('model-progress', ({ loaded, total }) => setModelState({ loaded, total }));
  getMlClient().on('second-view', hearSecondView);
}

/**
 * Starts loading the built-in model before the settings are read and the page drawn: every
 * start serves it first (the Hub tier's models take over once loaded), and the worker keeps
 * this load for the request that follows (followModelSettings). Resolves once it is over,
 * loaded or not.
 */
export function prestartBuiltinModel(): Promise<void> {
  listenToModels();
  return getMlClient()
    .call('load-model', BUILTIN)
    .then(
      () => undefined,
      () => undefined, // reported by the request that follows
    );
}

/** Starts recall with the model settings, and switches models when they change. */
export function followModelSettings(): void {
  listenToModels();
  setRecallSyncControl({ retry: retryFromSettings, pause: pauseRecallSync });
  liveQuery(() => readSettings(getDb())).subscribe((settings) => {
    void startRecallSync(modelRequestOf(settings));
  });
}
