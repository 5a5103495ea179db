/**
 * Keeping the worker's index of accepted facts and habits in step with the database, for
 * one loaded model: stored vectors handed over (those of an earlier text left behind), the
 * missing ones embedded and saved, and every change followed — an accepted, edited, used,
 * superseded or archived memory. Memories are few (thousands at most), so each change
 * compares the whole active list with what the worker holds.
 */
import { liveQuery } from 'dexie';

import { getDb } from '../db/database';
import { keptVectors, VectorStore } from '../db/vector-store';
import { memoryVectorsKey } from '../domain/embedding';
import type { MemoryRecord } from '../domain/memory/memory-record';
import type { MemoryEntry, ModelInfo } from '../ml/protocol';
import { getMlClient } from '../ml/worker-client';
import { noteMemoryIndexChange } from '../stores/model-store';
import type { EpisodeSyncControl } from './episode-sync';

/** Small batches, so a search typed meanwhile waits at most one batch in the worker. */
const EMBED_BATCH = 16;

export function toMemoryEntry(memory: MemoryRecord): MemoryEntry {
  const { id, kind, content, lastUsedAt, useCount } = memory;
  return { id, kind, text: content, lastUsedAt, useCount };
}

/** A stored vector is of the current text when its version is the number of earlier texts. */
const versionOf = (memory: MemoryRecord) => memory.revisions.length;

const activeMemories = () => getDb().memories.where('status').equals('active').toArray();

/** Hands the worker the active memories, embeds those without a vector, then follows changes. */
export async function syncMemories(
  model: ModelInfo,
  control: EpisodeSyncControl,
): Promise<() => void> {
  const store = new VectorStore(getDb(), memoryVectorsKey(model.modelId), model.dims);
  const [stored, memories] = await Promise.all([store.load(), activeMemories()]);
  const current = new Map(memories.map((memory) => [memory.id, versionOf(memory)]));
  const kept = keptVectors(stored, (id, version) => current.get(id) === version);
  if (control.isStopped()) return () => undefined;
  const { missing } = await getMlClient().call('memories-load', {
    modelId: model.modelId,
    entries: memories.map(toMemoryEntry),
    vectorIds: kept.ids,
    vectors: kept.vectors,
  });
  noteMemoryIndexChange();
  const missingSet = new Set(missing);
  await control.track(
    upsertEach(
      model,
      store,
      memories.filter((memory) => missingSet.has(memory.id)),
      control,
    ),
  );
  if (control.isStopped()) return () => undefined;
  return followMemories(model, store, memories, control);
}

async function upsertEach(
  model: ModelInfo,
  store: VectorStore,
  memories: readonly MemoryRecord[],
  control: EpisodeSyncControl,
): Promise<void> {
  const versions = new Map(memories.map((memory) => [memory.id, versionOf(memory)]));
  for (let start = 0; start < memories.length; start += EMBED_BATCH) {
    if (control.isStopped()) return;
    const batch = memories.slice(start, start + EMBED_BATCH);
    const { embeddedIds, vectors, dims } = await getMlClient().call('memories-upsert', {
      modelId: model.modelId,
      entries: batch.map(toMemoryEntry),
    });
    noteMemoryIndexChange();
    await store.save(
      embeddedIds.map((id, row) => ({
        id,
        version: versions.get(id) ?? 0,
        vector: vectors.slice(row * dims, (row + 1) * dims),
      })),
      Date.now(),
    );
  }
}

/** What the worker was last told of a memory: a change of any of it is sent again. */
const fingerprint = (memory: MemoryRecord) => JSON.stringify(toMemoryEntry(memory));

function followMemories(
  model: ModelInfo,
  store: VectorStore,
  initial: readonly MemoryRecord[],
  control: EpisodeSyncControl,
): () => void {
  const known = new Map(initial.map((memory) => [memory.id, fingerprint(memory)]));
  let queue = Promise.resolve();
  const subscription = liveQuery(activeMemories).subscribe((memories) => {
    const changed = memories.filter((memory) => known.get(memory.id) !== fingerprint(memory));
    const present = new Set(memories.map((memory) => memory.id));
    const gone = [...known.keys()].filter((id) => !present.has(id));
    if (changed.length === 0 && gone.length === 0) return;
    for (const memory of changed) known.set(memory.id, fingerprint(memory));
    for (const id of gone) known.delete(id);
    queue = queue
      .then(async () => {
        if (control.isStopped()) return;
        if (gone.length > 0) {
          await getMlClient().call('memories-remove', { modelId: model.modelId, ids: gone });
          noteMemoryIndexChange();
        }
        await control.track(upsertEach(model, store, changed, control));
      })
      .catch((error: unknown) => {
        // The memories are safe in the database; their recall waits for the next start.
        console.error('memory index', error);
      });
  });
  return () => subscription.unsubscribe();
}
