import type { IndexEntry } from '../src/ml/protocol';
import { getMlClient } from '../src/ml/worker-client';
import type { BenchParams, Measured, Reps } from './bench-api';
import { modelReady } from './ml';
import { randomUnitVectors, toRowArrays } from './random-vectors';
import { medianOf, repeat, timeMs } from './repeat';
import type { LoadJob } from './vector-jobs';
import { getVectorWorker } from './vector-worker-client';

/** VectorIndex.search (flat scan + top-k heap) vs a JS loop over `number[]` and a full sort. */
export async function vectorStage(params: BenchParams<'vector-stage'>): Promise<Measured> {
  const { dims } = await modelReady();
  const reply = await getVectorWorker().stage({ kind: 'stage', dims, ...params });
  return {
    unit: 'ms',
    real: reply.real,
    naive: reply.naive,
    notes: [
      `${params.size} × ${dims} random unit vectors, k=${params.k}, ${reply.kernel} kernel`,
      reply.isSameTopK ? 'both ways found the same top k' : 'the two ways found different top k',
    ],
  };
}

/** An empty index-load; a new array each time, as each call transfers (detaches) its own. */
const emptyLoad = () => ({ entries: [], vectorIds: [], vectors: new Float32Array() });

/**
 * Start-up's hand-over of the stored vectors: `index-load` to the real ML worker with one
 * packed Float32Array, transferred, vs the same vectors as `number[][]`, structured-cloned
 * to the bench worker, which repacks them and loads the same RecallEngine. Each run starts
 * from an empty index, as the app does (emptying a full one is not what is timed). The
 * bench worker also takes the packed way, to split its time into message and engine.
 */
export async function indexLoad(params: BenchParams<'index-load'>): Promise<Measured> {
  const { dims } = await modelReady();
  const client = getMlClient();
  const entries: IndexEntry[] = Array.from({ length: params.size }, (_, i) => ({
    id: `item-${i}`,
    text: `stored item number ${i}`,
    status: 'open',
    saidAt: i,
  }));
  const vectorIds = entries.map((entry) => entry.id);
  const packed = randomUnitVectors(params.size, dims, 11);
  let loaded = 0;
  const real = await repeat(params.real, async () => {
    await client.call('index-load', emptyLoad());
    const vectors = packed.slice(); // transferring detaches it: a fresh copy per run
    return timeMs(async () => {
      const result = await client.call('index-load', { entries, vectorIds, vectors });
      loaded = result.count - result.missing.length;
    });
  });
  await client.call('index-load', emptyLoad());

  const packedInBench = await loadInBenchWorker(
    entries,
    vectorIds,
    () => packed.slice(),
    dims,
    params.naive,
  );
  const rows = toRowArrays(packed, dims);
  const naive = await loadInBenchWorker(entries, vectorIds, () => rows, dims, params.naive);
  return {
    unit: 'ms',
    real,
    naive: naive.roundTrips,
    notes: [
      `${params.size} items with ${dims}-dim vectors (${((packed.length * 4) / 2 ** 20).toFixed(0)} MiB packed); vectors indexed: ${loaded} packed, ${naive.indexed} naive`,
      `inside a worker (read the message, repack if needed, RecallEngine.load): median ${medianOf(packedInBench.inWorker).toFixed(0)} ms packed, ${medianOf(naive.inWorker).toFixed(0)} ms naive`,
    ],
  };
}

/** Loads the bench worker's RecallEngine, from empty each run; round trips and inside times. */
async function loadInBenchWorker(
  entries: IndexEntry[],
  vectorIds: string[],
  vectors: () => LoadJob['vectors'],
  dims: number,
  spec: Reps,
) {
  const worker = getVectorWorker();
  const empty = (): LoadJob => ({ kind: 'load', entries: [], vectorIds: [], vectors: [], dims });
  const inWorker: number[] = [];
  let indexed = 0;
  const roundTrips = await repeat(spec, async () => {
    await worker.load(empty());
    const job: LoadJob = { kind: 'load', entries, vectorIds, vectors: vectors(), dims };
    return timeMs(async () => {
      const reply = await worker.load(job);
      inWorker.push(reply.inWorkerMs);
      indexed = reply.indexed;
    });
  });
  await worker.load(empty());
  return { roundTrips, inWorker: inWorker.slice(-spec.reps), indexed };
}
