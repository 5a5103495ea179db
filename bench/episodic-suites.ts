import { EpisodeLexicalIndex } from '../src/domain/memory/episode-lexical';
import { buildLexicalIndex } from '../src/domain/recall/lexical';
import { getMlClient } from '../src/ml/worker-client';
import type { BenchParams, Measured } from './bench-api';
import { freshSentences, topicAt } from './corpus';
import { episodicText } from './episodic-data';
import { draftVectors, modelReady, topicVectors } from './ml';
import { timeMs } from './repeat';
import { getVectorWorker } from './vector-worker-client';

/** The episodic search's pool of word matches, as the worker's. */
const POOL = 50;

/** One index over the same synthetic log, measured in the bench's worker (episodic-index.ts). */
export async function episodicIndex(params: BenchParams<'episodic-index'>): Promise<Measured> {
  const { dims } = await modelReady();
  const topics = await topicVectors();
  const drafts = await draftVectors();
  return getVectorWorker().episodic({ kind: 'episodic', ...params, topics, drafts, dims });
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
    score(topicAt(run++));
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
  const real: number[] = [];
  for (let rep = 0; rep < params.reps; rep += 1) {
    const texts = freshSentences(params.turns);
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
