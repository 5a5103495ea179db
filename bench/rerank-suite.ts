import { getMlClient } from '../src/ml/worker-client';
import type { BenchParams, Measured } from './bench-api';
import { topicAt, TOPICS } from './corpus';
import { repeat, timeMs } from './repeat';

/** What the panel hands the cross-encoder: the dense list's top 20. */
const PAIRS = 20;
/** Keep every pair: the bench times the model, not the show-nothing cut. */
const KEEP_ALL = -1e9;

/**
 * The rerank call as the panel makes it — 20 (draft, item) pairs in one call — against a
 * cross-encoder of MiniLM-L6's shape (6 layers, hidden 384, vocabulary 30522) served by the
 * local model host, on WASM. It is a generated fixture, not a trained model: its scores mean
 * nothing, but it does MiniLM-L6's arithmetic, so its latency stands for that model's.
 * The naive way: one rerank call (one model run) per pair.
 */
export async function rerankFixture(params: BenchParams<'rerank-fixture'>): Promise<Measured> {
  const client = getMlClient();
  const loaded = await client.call('load-model', {
    tier: 'hub',
    embedder: params.embedder,
    reranker: params.reranker,
    remoteHost: params.remoteHost,
    device: 'wasm',
  });
  if (!loaded.hasReranker) throw new Error(`${params.reranker} did not load as a reranker.`);
  const entries = Array.from({ length: PAIRS }, (_, i) => ({
    id: `pair-${i}`,
    text: `${TOPICS[i % TOPICS.length] ?? ''}, and what I said about it on day ${i}`,
    status: 'open' as const,
    saidAt: i,
  }));
  await client.call('index-load', { entries, vectorIds: [], vectors: new Float32Array(0) });
  const ids = entries.map((entry) => entry.id);
  let run = 0;
  let shortLists = 0;
  const real = await repeat(params.real, async () => {
    const query = topicAt(run++);
    let count = 0;
    const ms = await timeMs(async () => {
      count = (await client.call('rerank', { query, ids, threshold: KEEP_ALL })).hits.length;
    });
    if (count !== PAIRS) shortLists += 1;
    return ms;
  });
  const naive = await repeat(params.naive, () => {
    const query = topicAt(run++);
    return timeMs(async () => {
      for (const id of ids) await client.call('rerank', { query, ids: [id], threshold: KEEP_ALL });
    });
  });
  return {
    unit: 'ms',
    real,
    naive,
    notes: [
      `${params.reranker}: a generated fixture of MiniLM-L6's shape, not a trained model (its scores mean nothing; its arithmetic is MiniLM-L6's); device ${loaded.device}`,
      shortLists === 0
        ? `every call scored all ${PAIRS} pairs`
        : `${shortLists} calls returned fewer than ${PAIRS} pairs`,
    ],
  };
}
