/// <reference lib="webworker" />
/**
 * The bench's own worker, for what the ML worker's protocol cannot time on its own: the
 * vector stage with the query already embedded (the same VectorIndex the ML worker runs,
 * on a worker thread like it), its naive counterpart, and loading vectors into the same
 * RecallEngine either way, timed inside the worker too.
 */
import { VectorIndex, type VectorHit } from '../src/domain/recall/vector-index';
import type { Embedder } from '../src/ml/embedder';
import { RecallEngine } from '../src/ml/worker/recall-engine';
import type { Reps } from './bench-api';
import { measureEpisodicIndex } from './episodic-index';
import { randomUnitVectors, toRowArrays } from './random-vectors';
import type { LoadJob, LoadReply, StageReply, VectorJob, VectorReply } from './vector-jobs';

declare const self: DedicatedWorkerGlobalScope;

/** Distinct queries, cycled, so no run is served by a cache warmed with its own query. */
const QUERY_COUNT = 16;

type NaiveRecord = { id: string; vector: number[] };

function repeatSync(spec: Reps, once: (run: number) => number): number[] {
  for (let i = 0; i < spec.warmup; i += 1) once(i);
  const samples: number[] = [];
  for (let i = 0; i < spec.reps; i += 1) samples.push(once(i));
  return samples;
}

function timed(work: () => unknown): number {
  const started = performance.now();
  work();
  return performance.now() - started;
}

/** A JS loop over `number[]` records, every score kept, then a full sort. */
function naiveSearch(records: readonly NaiveRecord[], query: number[], k: number): VectorHit[] {
  const scored = records.map(({ id, vector }) => {
    let score = 0;
    for (let j = 0; j < query.length; j += 1) score += (vector[j] as number) * (query[j] as number);
    return { id, score };
  });
  scored.sort((a, b) => b.score - a.score);
  return scored.slice(0, k);
}

function runStage(job: Extract<VectorJob, { kind: 'stage' }>): StageReply {
  const { size, dims, k } = job;
  const vectors = randomUnitVectors(size, dims, size);
  const ids = Array.from({ length: size }, (_, i) => `v${i}`);
  const index = new VectorIndex(dims, size);
  index.addPacked(ids, vectors);
  const queries = randomUnitVectors(QUERY_COUNT, dims, 7);
  const queryAt = (run: number) => {
    const row = run % QUERY_COUNT;
    return queries.subarray(row * dims, (row + 1) * dims);
  };
  // Hits are kept outside the timed part, to compare the two ways after.
  const found: string[][] = [];
  let hits: VectorHit[] = [];
  const real = repeatSync(job.real, (run) => {
    const ms = timed(() => (hits = index.search(queryAt(run), k)));
    found[run % QUERY_COUNT] = hits.map((hit) => hit.id);
    return ms;
  });
  const records: NaiveRecord[] = toRowArrays(vectors, dims).map((vector, row) => ({
    id: ids[row] ?? '',
    vector,
  }));
  const naiveQueries = toRowArrays(queries, dims);
  let isSameTopK = true;
  const naive = repeatSync(job.naive, (run) => {
    const ms = timed(() => (hits = naiveSearch(records, naiveQueries[run % QUERY_COUNT] ?? [], k)));
    const expected = found[run % QUERY_COUNT];
    if (expected && hits.map((hit) => hit.id).join() !== expected.join()) isSameTopK = false;
    return ms;
  });
  return { kind: 'stage', real, naive, kernel: index.kernelKind, isSameTopK };
}

/** The real engine, with an embedder that is never called: loading does not embed. */
function idleEmbedder(dims: number): Embedder {
  return {
    modelId: 'bench-idle',
    dims,
    embed: () => Promise.reject(new Error('The bench worker does not embed.')),
    dispose() {},
  };
}

let engine: RecallEngine | null = null;

function runLoad(job: LoadJob, receivedAt: number): LoadReply {
  const { dims } = job;
  let packed: Float32Array;
  if (job.vectors instanceof Float32Array) {
    packed = job.vectors;
  } else {
    // What a naive receiver must do before the index can use the vectors: repack them.
    packed = new Float32Array(job.vectors.length * dims);
    job.vectors.forEach((row, i) => packed.set(row, i * dims));
  }
  engine ??= new RecallEngine(idleEmbedder(dims));
  const { count, missing } = engine.load({
    entries: job.entries,
    vectorIds: job.vectorIds,
    vectors: packed,
  });
  return {
    kind: 'load',
    indexed: count - missing.length,
    inWorkerMs: performance.now() - receivedAt,
  };
}

async function run(job: VectorJob, receivedAt: number): Promise<VectorReply> {
  if (job.kind === 'stage') return runStage(job);
  if (job.kind === 'load') return runLoad(job, receivedAt);
  return { kind: 'episodic', measured: await measureEpisodicIndex(job) };
}

self.addEventListener('message', (event: MessageEvent<VectorJob>) => {
  // Before `event.data`: the engine deserialises a message when it is first read.
  const receivedAt = performance.now();
  const job = event.data;
  run(job, receivedAt).then(
    (reply) => self.postMessage(reply),
    (error: unknown) =>
      self.postMessage({
        kind: 'error',
        message: error instanceof Error ? error.message : String(error),
      } satisfies VectorReply),
  );
});
