import initEdgeVec, { EdgeVec, EdgeVecConfig } from 'edgevec';
import { QuantisedIndex } from '../src/domain/memory/quantised-index';
import { VectorIndex, type VectorHit } from '../src/domain/recall/vector-index';
import { openFloatRowFile } from '../src/ml/worker/float-row-file';
import type { Measured } from './bench-api';
import { episodicGenerator, episodicRows } from './episodic-data';
import { timeMs } from './repeat';

const MB = 1e6;
/** The episodic search's pool: what the quantised pass must get right. */
const POOL = 50;

export type EpisodicIndexKind = 'exact' | 'quantised' | 'quantised-exact' | 'hnsw';

export type EpisodicIndexJob = {
  index: EpisodicIndexKind;
  size: number;
  queries: number;
  /** The seed topics' real embeddings, from the ML worker. */
  topics: Float32Array;
  /** Drafts' real embeddings, packed: recall@10 is read with these too (not timed). */
  drafts: Float32Array;
  dims: number;
};

type Data = {
  size: number;
  dims: number;
  rows: Float32Array;
  ids: string[];
  truth: string[][];
  draftTruth: string[][];
};
let data: Data | null = null;

/** The synthetic log (kept for the next index of the same size) and the exact top 10s. */
function logOf({ size, queries, topics, drafts, dims }: EpisodicIndexJob): Data {
  if (data?.size === size && data.truth.length === queries) return data;
  data = null; // let the old one go before the new 1.5 GB is made
  const rows = episodicRows(topics, dims, size);
  const ids = Array.from({ length: size }, (_, i) => `t${i}`);
  const exact = new VectorIndex(dims, size);
  exact.addPacked(ids, rows);
  const generator = episodicGenerator(topics, dims);
  const truth = Array.from({ length: queries }, (_, i) =>
    exact.search(generator.query(i), 10).map((hit) => hit.id),
  );
  const draftTruth = draftQueries(drafts, dims).map((query) =>
    exact.search(query, 10).map((hit) => hit.id),
  );
  data = { size, dims, rows, ids, truth, draftTruth };
  return data;
}

function draftQueries(drafts: Float32Array, dims: number): Float32Array[] {
  return Array.from({ length: drafts.length / dims }, (_, i) =>
    drafts.subarray(i * dims, (i + 1) * dims),
  );
}

/** How many of a query's exact top 10 (`truth`) the index's first 10 `hits` hold. */
function foundInTopTen(hits: VectorHit[] | string[], truth: readonly string[]): number {
  const top = new Set(hits.slice(0, 10).map((hit) => (typeof hit === 'string' ? hit : hit.id)));
  return truth.filter((id) => top.has(id)).length;
}

/** recall@10 over `queries`, untimed. */
function recallAt10(index: Built, queries: readonly Float32Array[], truths: string[][]): number {
  const found = queries.reduce(
    (sum, query, i) => sum + foundInTopTen(index.search(query), truths[i] ?? []),
    0,
  );
  return found / (10 * Math.max(1, queries.length));
}

type Built = {
  search: (query: Float32Array) => VectorHit[] | string[];
  bytes: number;
  /** What the index keeps outside memory, for the notes. */
  onDisk?: string;
  close?: () => void;
};

async function build(kind: EpisodicIndexKind, log: Data): Promise<Built> {
  const { rows, ids, dims, size } = log;
  if (kind === 'exact') {
    const index = new VectorIndex(dims, size);
    index.addPacked(ids, rows);
    return { search: (query) => index.search(query, POOL), bytes: size * dims * 4 };
  }
  if (kind === 'quantised' || kind === 'quantised-exact') {
    // The ML worker's own file of float rows (origin-private, read back per search).
    const exact = kind === 'quantised-exact' ? await openFloatRowFile(dims) : null;
    if (kind === 'quantised-exact' && exact === null) {
      throw new Error('This browser gave the worker no origin-private file for float rows.');
    }
    const index = QuantisedIndex.build(ids, rows, dims, { exact });
    return {
      search: (query) => index.search(query, POOL),
      bytes: index.byteLength,
      onDisk: exact ? `floats ${((size * dims * 4) / MB).toFixed(0)} MB in an OPFS file` : '',
      close: () => index.close(),
    };
  }
  // hnswlib-wasm was the first pick, but its Emscripten bindings build functions with
  // `new Function`, which the app's CSP (no 'unsafe-eval') refuses; EdgeVec (Rust) runs.
  await initEdgeVec();
  const config = new EdgeVecConfig(dims);
  // Its 'dot' and 'cosine' return the farthest vectors first (0.9.0); for unit vectors,
  // L2 ranks exactly as the dot product does.
  config.metric = 'l2';
  config.m = 16;
  config.ef_construction = 100;
  config.ef_search = 64;
  const index = new EdgeVec(config);
  const labels = index.insertBatchFlat(rows, size);
  const rowOf = new Map<number, number>();
  labels.forEach((label, row) => rowOf.set(label, row));
  return {
    search: (query) =>
      (index.search(query, POOL) as { id: number }[]).map(({ id }) => `t${rowOf.get(id) ?? -1}`),
    bytes: index.memoryUsage(),
  };
}

/**
 * One index over the same synthetic log: build, query times, recall@10, memory. Runs in the
 * bench's worker, as the ML worker runs the app's index (and only a worker may open the
 * synchronous file the exact rescoring reads).
 */
export async function measureEpisodicIndex(job: EpisodicIndexJob): Promise<Measured> {
  const log = logOf(job);
  const { dims } = log;
  const generator = episodicGenerator(job.topics, dims);
  let built: Built | null = null;
  const buildMs = await timeMs(async () => {
    built = await build(job.index, log);
  });
  const index = built as unknown as Built;
  const real: number[] = [];
  let found = 0;
  let draftRecall = 0;
  try {
    log.truth.forEach((truth, i) => {
      const query = generator.query(i);
      const started = performance.now();
      const hits = index.search(query);
      real.push(performance.now() - started);
      found += foundInTopTen(hits, truth);
    });
    // The log's own clusters make easy queries; a draft sits among many near-equal turns.
    draftRecall = recallAt10(index, draftQueries(job.drafts, dims), log.draftTruth);
  } finally {
    index.close?.();
  }
  const onDisk = index.onDisk ? `; ${index.onDisk}` : '';
  return {
    unit: 'ms',
    real,
    naive: null,
    notes: [
      `${job.size} synthetic turns × ${dims} dims (nested clusters round the seed topics' real embeddings), ${job.queries} queries, top ${POOL}, in a worker`,
      `build ${(buildMs / 1000).toFixed(1)} s; memory ${(index.bytes / MB).toFixed(0)} MB${onDisk}; recall@10 against the exact scan ${(found / (10 * job.queries)).toFixed(3)}; with ${log.draftTruth.length} drafts' embeddings as queries ${draftRecall.toFixed(3)}`,
    ],
  };
}
