/**
 * Keeping the episodic log's index in the ML worker in step with the database, for one
 * loaded model: its stored episode vectors handed over, the missing ones embedded and saved
 * in small batches, and every new episode (a journal entry, a chat turn, an import) followed.
 * Episodes are never edited and only a wipe removes them (recall sync then starts afresh),
 * so there is nothing to update or remove here.
 */
import { liveQuery } from 'dexie';

import { getDb } from '../db/database';
import { keptVectors, VectorStore } from '../db/vector-store';
import { episodeVectorsKey } from '../domain/embedding';
import type { Episode } from '../domain/source';
import type { EpisodeEntry, ModelInfo } from '../ml/protocol';
import { getMlClient } from '../ml/worker-client';
import { setModelState, useModelStore } from '../stores/model-store';

/** Small batches, so a search typed meanwhile waits at most one batch in the worker. */
const EMBED_BATCH = 16;

export function toEpisodeEntry(episode: Episode): EpisodeEntry {
  return { id: episode.id, text: episode.text, at: episode.at, sourceId: episode.sourceId };
}

/** What the caller checks between batches, and tracks while a batch is saved. */
export type EpisodeSyncControl = {
  isStopped: () => boolean;
  track: (work: Promise<void>) => Promise<void>;
};

/**
 * Hands the worker the log and its stored vectors, embeds the episodes that have none,
 * then follows new ones. Resolves with the function that stops following.
 */
export async function syncEpisodes(
  model: ModelInfo,
  control: EpisodeSyncControl,
): Promise<() => void> {
  const db = getDb();
  const store = new VectorStore(db, episodeVectorsKey(model.modelId), model.dims);
  const [stored, episodes] = await Promise.all([store.load(), db.episodes.toArray()]);
  const known = new Set(episodes.map((episode) => episode.id));
  const kept = keptVectors(stored, (id) => known.has(id));
  if (control.isStopped()) return () => undefined;
  const { missing } = await getMlClient().call('episodes-load', {
    modelId: model.modelId,
    entries: episodes.map(toEpisodeEntry),
    vectorIds: kept.ids,
    vectors: kept.vectors,
  });
  setModelState({
    indexedEpisodes: episodes.length - missing.length,
    pendingEpisodes: missing.length,
  });
  const missingSet = new Set(missing);
  await control.track(
    embedEach(
      model,
      store,
      episodes.filter((episode) => missingSet.has(episode.id)),
      control,
    ),
  );
  if (control.isStopped()) return () => undefined;
  return followNewEpisodes(model, store, known, control);
}

async function embedEach(
  model: ModelInfo,
  store: VectorStore,
  episodes: readonly Episode[],
  control: EpisodeSyncControl,
): Promise<void> {
  for (let start = 0; start < episodes.length; start += EMBED_BATCH) {
    if (control.isStopped()) return;
    setModelState({ pendingEpisodes: episodes.length - start });
    const batch = episodes.slice(start, start + EMBED_BATCH);
    const { embeddedIds, vectors, dims } = await getMlClient().call('episodes-upsert', {
      modelId: model.modelId,
      entries: batch.map(toEpisodeEntry),
    });
    await store.save(
      embeddedIds.map((id, row) => ({
        id,
        version: 0,
        vector: vectors.slice(row * dims, (row + 1) * dims),
      })),
      Date.now(),
    );
    if (control.isStopped()) return;
    const { indexedEpisodes } = useModelStore.getState();
    setModelState({ indexedEpisodes: indexedEpisodes + embeddedIds.length });
  }
  if (!control.isStopped()) setModelState({ pendingEpisodes: 0 });
}

function followNewEpisodes(
  model: ModelInfo,
  store: VectorStore,
  known: Set<string>,
  control: EpisodeSyncControl,
): () => void {
  let queue = Promise.resolve();
  const subscription = liveQuery(() => getDb().episodes.toCollection().primaryKeys()).subscribe(
    (ids) => {
      const fresh = ids.filter((id) => !known.has(id));
      if (fresh.length === 0) return;
      for (const id of fresh) known.add(id);
      // One change set at a time, in order.
      queue = queue
        .then(async () => {
          if (control.isStopped()) return;
          const episodes = (await getDb().episodes.bulkGet(fresh)).filter(
            (episode): episode is Episode => episode !== undefined,
          );
          await control.track(embedEach(model, store, episodes, control));
        })
        .catch((error: unknown) => {
          // The episodes are safe in the database; their recall waits for the next start.
          console.error('episodic index', error);
        });
    },
  );
  return () => subscription.unsubscribe();
}
