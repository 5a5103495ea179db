import initEdgeVec, { EdgeVec, EdgeVecConfig } from 'edgevec';
import { EpisodeLexicalIndex } from '../src/domain/memory/episode-lexical';
import { QuantisedIndex } from '../src/domain/memory/quantised-index';
import { buildLexicalIndex } from '../src/domain/recall/lexical';
import { VectorIndex, type VectorHit } from '../src/domain/recall/vector-index';
import { getMlClient } from '../src/ml/worker-client';
import type { BenchParams, Measured } from './bench-api';
import { draftAt, shortSentences } from './corpus';
import { episodicGenerator, episodicRows, episodicText } from './episodic-data';
import { modelReady, topicVectors } from './ml';
import { timeMs } from './repeat';

const MB = 1e6;
/** The episodic search's pool: what the quantised pass must get right. */
const POOL = 50;

type Data = { size: number; dims: number; rows: Float32Array; ids: string[]; truth: string[][] };
let data: Data | null = null;

/** The synthetic log (kept for the next index of the same size) and the exact top 10s. */
async function logOf(size: number, queries: number): Promise<Data> {
  if (data?.size === size && data.truth.length === queries) return data;
  data = null; // let the old one go before the new 1.5 GB is made
  const { dims } = await modelReady();
  const topics = await topicVectors();
  const rows = episodicRows(topics, dims, size);
  const ids = Array.from({ length: size }, (_, i) => `t${i}`);
  const exact = new VectorIndex(dims, size);
  exact.addPacked(ids, rows);
  const generator = episodicGenerator(topics, dims);
  const truth = Array.from({ length: queries }, (_, i) =>
    exact.search(generator.query(i), 10).map((hit) => hit.id),
  );
  data = { size, dims, rows, ids, truth };
  return data;
}

type Built = { search: (query: Float32Array) => VectorHit[] | string[]; bytes: number };

async function build(kind: BenchParams<'episodic-index'>['index'], log: Data): Promise<Built> {
  const { rows, ids, dims, size } = log;
  if (kind === 'exact') {
    const index = new VectorIndex(dims, size);
    index.addPacked(ids, rows);
    return { search: (query) => index.search(query, POOL), bytes: size * dims * 4 };
  }
  if (kind === 'quantised') {
    const index = QuantisedIndex.build(ids, rows, dims);
    return { search: (query) => index.search(query, POOL), bytes: index.byteLength };
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

/** One index over the same synthetic log: build, query times, recall@10, memory. */
export async function episodicIndex(params: BenchParams<'episodic-index'>): Promise<Measured> {
  const log = await logOf(params.size, params.queries);
  const { dims } = log;
  const topics = await topicVectors();
  const generator = episodicGenerator(topics, dims);
  let built: Built | null = null;
  const buildMs = await timeMs(async () => {
    built = await build(params.index, log);
  });
  const index = built as unknown as Built;
  const real: number[] = [];
  let found = 0;
  log.truth.forEach((truth, i) => {
    const query = generator.query(i);
    const started = performance.now();
    const hits = index.search(query);
    real.push(performance.now() - started);
    const top = new Set(hits.slice(0, 10).map((hit) => (typeof hit === 'string' ? hit : hit.id)));
    found += truth.filter((id) => top.has(id)).length;
  });
  return {
    unit: 'ms',
    real,
    naive: null,
    notes: [
      `${params.size} synthetic turns × ${dims} dims (nested clusters round the seed topics' real embeddings), ${params.queries} queries, top ${POOL}`,
      `build ${(buildMs / 1000).toFixed(1)} s; memory ${(index.bytes / MB).toFixed(0)} MB; recall@10 against the exact scan ${(found / (10 * params.queries)).toFixed(3)}`,
    ],
  };
}

/** BM25 over the log's texts: the growing top-k index, or the general one built lazily. */
export async function episodicLexical(params: BenchParams<'episodic-lexical'>): Promise<Measured> {
  const texts = Array.from({ length: params.size }, (_, row) => episodicText(row));
  let score: (query: string) => unknown = () => null;
  const buildMs = await timeMs(async () => {
    if (params.isLazy) {
      const index = buildLexicalIndex(texts.map((text, i) => ({ id: `t${i}`, text })));
      score = (query) =>
        index
          .score(query)
          .sort((a, b) => b.score - a.score)
          .slice(0, POOL);
    } else {
      const index = new EpisodeLexicalIndex();
      texts.forEach((text, i) => index.add(`t${i}`, text));
      score = (query) => index.topK(query, POOL);
    }
    await Promise.resolve();
  });
  let run = 0;
  const real: number[] = [];
  for (let i = 0; i < params.queries; i += 1) {
    const started = performance.now();
    score(draftAt(run++));
    real.push(performance.now() - started);
    // Yield between queries, as the worker would between messages.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return {
    unit: 'ms',
    real,
    naive: null,
    notes: [`${params.size} turns; built in ${(buildMs / 1000).toFixed(1)} s`],
  };
}

/** New turns through the worker's `episodes-upsert` (embedded, indexed), 16 a call as the app. */
export async function episodeImport(params: BenchParams<'episode-import'>): Promise<Measured> {
  await modelReady();
  const client = getMlClient();
  await client.call('episodes-load', { entries: [], vectorIds: [], vectors: new Float32Array() });
  const texts = shortSentences(params.turns);
  const real: number[] = [];
  for (let rep = 0; rep < params.reps; rep += 1) {
    const entries = texts.map((text, i) => ({
      id: `import-${rep}-${i}`,
      text,
      at: Date.now() - i * 60_000,
      sourceId: 'import',
    }));
    const ms = await timeMs(async () => {
      for (let i = 0; i < entries.length; i += 16) {
        await client.call('episodes-upsert', { entries: entries.slice(i, i + 16) });
      }
    });
    real.push((entries.length * 1000) / ms);
  }
  await client.call('episodes-load', { entries: [], vectorIds: [], vectors: new Float32Array() });
  return {
    unit: 'texts/s',
    real,
    naive: null,
    notes: [
      `${params.turns} turns a run, the real built-in embedder; storing their vectors is the main thread's (not timed here)`,
    ],
  };
}
