/**
 * When consolidation runs: once the model is ready, again a little after anything new is
 * written (an entry, a chat turn, an import, a mention), and when the person asks. One pass
 * at a time; a change during a pass schedules one more.
 */
import { liveQuery } from 'dexie';

import { getDb } from '../db/database';
import { classifyInWorker } from '../ml/capture-client';
import { getMlClient } from '../ml/worker-client';
import { useModelStore, whenIndexSettled } from './model-store';
import { consolidate, type ConsolidationModels, type ConsolidationOutcome } from './consolidation';

/** Long enough for a burst of turns (a paste) to be read in one pass. */
const QUIET_MS = 1500;
/** The nearest accepted memories each sentence is compared with. */
const NEAREST_K = 3;

/**
 * Sentences per worker call. The worker answers one call at a time, so a call of hundreds
 * of sentences would hold a draft's recall back for seconds; 16 keeps that wait near the
 * embedding of 16 texts, as the index sync's batches do.
 */
const SENTENCES_PER_CALL = 16;

/** Runs `call` over `inputs` in slices, one worker call after another. */
function inSlices<I, O>(call: (slice: I[]) => Promise<O[]>): (inputs: I[]) => Promise<O[]> {
  return async (inputs) => {
    const outputs: O[] = [];
    for (let start = 0; start < inputs.length; start += SENTENCES_PER_CALL) {
      outputs.push(...(await call(inputs.slice(start, start + SENTENCES_PER_CALL))));
    }
    return outputs;
  };
}

const workerModels: ConsolidationModels = {
  classify: inSlices(classifyInWorker),
  nearest: inSlices(
    async (texts: string[]) =>
      (await getMlClient().call('memories-nearest', { texts, k: NEAREST_K })).nearest,
  ),
};

let running: Promise<ConsolidationOutcome> | null = null;
let isAgainWanted = false;

/** Runs a pass now (or after the one running); resolves with what it proposed. */
export async function consolidateNow(): Promise<ConsolidationOutcome> {
  if (running) {
    isAgainWanted = true;
    await running.catch(() => undefined);
    return consolidateNow();
  }
  await whenIndexSettled();
  running = consolidate(workerModels, Date.now());
  try {
    return await running;
  } finally {
    running = null;
    if (isAgainWanted) {
      isAgainWanted = false;
      schedule();
    }
  }
}

let timer: ReturnType<typeof setTimeout> | null = null;

function schedule(): void {
  if (timer !== null) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    if (useModelStore.getState().phase !== 'ready') return;
    consolidateNow().catch((error: unknown) => {
      // Nothing is lost: the place in the log is kept, and the next change tries again.
      console.error('consolidation', error);
    });
  }, QUIET_MS);
}

/** Starts following the log and the board; returns the function that stops. */
export function startConsolidation(): () => void {
  const changes = liveQuery(async () => {
    const db = getDb();
    const [episodes, items] = await Promise.all([db.episodes.count(), db.items.count()]);
    const last = await db.items.orderBy('updatedAt').last();
    return `${episodes}:${items}:${last?.updatedAt ?? 0}`;
  });
  const subscription = changes.subscribe(() => schedule());
  const stopWatchingModel = useModelStore.subscribe((state, before) => {
    if (state.phase === 'ready' && before.phase !== 'ready') schedule();
  });
  return () => {
    subscription.unsubscribe();
    stopWatchingModel();
    if (timer !== null) clearTimeout(timer);
  };
}
