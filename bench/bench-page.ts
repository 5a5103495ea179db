/**
 * The bench page: not part of the app (it is built only with BENCH=1, see vite.config.ts).
 * It runs the app's own code — the real ML worker through getMlClient, VectorIndex,
 * VectorStore, the Dexie schema — and answers scripts/bench.ts through `window.runBench`.
 */
import type { BenchName, BenchParams, BenchResult, RunBench } from './bench-api';
import { extractChat } from './capture-suites';
import { episodeImport, episodicIndex, episodicLexical } from './episodic-suites';
import { dexieWrite, seedApp } from './db-suites';
import { hubModelLoad, modelEmbed } from './hub-eval-calls';
import { recallMemoryWorker } from './memory-suites';
import { embedThroughput, info, modelLoad, panelWorker, queryEmbed } from './ml-suites';
import { rerankFixture } from './rerank-suite';
import { secondViewEmbed } from './second-view-suite';
import { syncJoin, syncWriter } from './sync-suite';
import { indexLoad, vectorStage } from './vector-suites';

type Handlers = { [N in BenchName]: (params: BenchParams<N>) => Promise<BenchResult<N>> };

const handlers = {
  info,
  'model-load': modelLoad,
  'embed-throughput': embedThroughput,
  'query-embed': queryEmbed,
  'second-view-embed': secondViewEmbed,
  'vector-stage': vectorStage,
  'panel-worker': panelWorker,
  'recall-memory-worker': recallMemoryWorker,
  'episodic-index': episodicIndex,
  'episodic-lexical': episodicLexical,
  'episode-import': episodeImport,
  'index-load': indexLoad,
  'dexie-write': dexieWrite,
  'extract-chat': extractChat,
  'seed-app': seedApp,
  'rerank-fixture': rerankFixture,
  'hub-model-load': hubModelLoad,
  'model-embed': modelEmbed,
  'sync-writer': syncWriter,
  'sync-join': syncJoin,
} satisfies Handlers;

const runBench: RunBench = (name, params) => {
  // Indexing a mapped type by a generic key loses the pairing; `satisfies` above keeps it.
  const handler = handlers[name] as (params: BenchParams<typeof name>) => Promise<never>;
  return handler(params);
};

window.runBench = runBench;
