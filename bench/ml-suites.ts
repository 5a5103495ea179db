import { ACTIVE_STATUSES, RECALL_K, RECALL_THRESHOLDS } from '../src/domain/recall-defaults';
import { createMlClient } from '../src/ml/client';
import { getMlClient } from '../src/ml/worker-client';
import { DRAFT_EMBED_BUDGET } from '../src/ml/worker/second-view-index';
import type { LoadStage } from '../src/ml/protocol';
import { stageNotes } from './stage-notes';
import type { BenchParams, Measured, PageInfo } from './bench-api';
import { draftAt, freshDraft, freshSentences } from './corpus';
import { modelReady, secondViewJoined, topicVectors } from './ml';
import { medianOf, repeat, timeMs } from './repeat';
import { seedItems, seedVectors, toEntry } from './seed-data';

const perSecond = (count: number, ms: number) => (count * 1000) / ms;

export async function info(): Promise<PageInfo> {
  const model = await modelReady();
  return {
    userAgent: navigator.userAgent,
    hardwareConcurrency: navigator.hardwareConcurrency,
    isCrossOriginIsolated: crossOriginIsolated,
    modelId: model.modelId,
    dims: model.dims,
    modelLoadMs: model.loadMs,
    loadStages: model.loadStages,
  };
}

/** The built-in model loaded in a new ML worker each run, until it answers an embed. */
export async function modelLoad(params: BenchParams<'model-load'>): Promise<Measured> {
  await modelReady();
  const stages: LoadStage[][] = [];
  const real = await repeat(params, async () => {
    const worker = new Worker(new URL('../src/ml/worker/worker.ts', import.meta.url), {
      type: 'module',
      name: 'ml-load-bench',
    });
    const client = createMlClient(worker);
    try {
      return await timeMs(async () => {
        const loaded = await client.call('load-model', { tier: 'builtin' });
        await client.call('embed', { texts: ['ready?'] });
        stages.push(loaded.loadStages);
      });
    } finally {
      client.terminate();
    }
  });
  return {
    unit: 'ms',
    real,
    naive: null,
    notes: [
      'a new worker each run, as a later visit: ONNX Runtime compiled, the files read from the service worker’s cache, the session built',
      ...stageNotes(stages),
    ],
  };
}

/**
 * All texts in one `embed` call (bulk work: on two cores the bulk runtime takes it once loaded)
 * vs one call per text (as drafts come).
 */
export async function embedThroughput(params: BenchParams<'embed-throughput'>): Promise<Measured> {
  await modelReady();
  const client = getMlClient();
  const real = await repeat(params.batched, async () => {
    const texts = freshSentences(params.texts);
    return perSecond(texts.length, await timeMs(() => client.call('embed', { texts })));
  });
  const naive = await repeat(params.naive, async () => {
    const texts = freshSentences(params.texts);
    const ms = await timeMs(async () => {
      for (const text of texts) await client.call('embed', { texts: [text] });
    });
    return perSecond(texts.length, ms);
  });
  const notes = [
    `${params.texts} sentences of 8–12 words, new ones each repetition`,
    `in one call, run by run: ${real.map((rate) => rate.toFixed(1)).join(', ')} texts/s`,
    await sameVectorsEitherWay(32),
  ];
  return { unit: 'texts/s', real, naive, notes };
}

/**
 * Whether texts embedded in one call (the bulk runtime, once it runs) get the vectors they
 * get one a call (the drafts' runtime): the same texts both ways, the worker's memory of
 * recent vectors cleared between, so the second way embeds them again.
 */
async function sameVectorsEitherWay(count: number): Promise<string> {
  const client = getMlClient();
  const texts = freshSentences(count);
  const alone: Float32Array[] = [];
  for (const text of texts) alone.push((await client.call('embed', { texts: [text] })).vectors);
  await client.call('forget-recent', {});
  const together = (await client.call('embed', { texts })).vectors;
  let largest = 0;
  alone.forEach((vector, i) =>
    vector.forEach((value, k) => {
      const other = together[i * vector.length + k] ?? Number.NaN;
      largest = Math.max(largest, Number.isNaN(other) ? Infinity : Math.abs(value - other));
    }),
  );
  if (largest !== 0) {
    throw new Error(`Texts embedded in one call differ from one a call (by ${largest}).`);
  }
  return `${count} texts in one call against one a call: the same vectors, bit for bit`;
}

/** One short draft, embedded through the worker: the first half of every panel refresh. */
export async function queryEmbed(params: BenchParams<'query-embed'>): Promise<Measured> {
  await modelReady();
  const real = await repeat(params, () =>
    timeMs(() => getMlClient().call('embed', { texts: [freshDraft()] })),
  );
  return { unit: 'ms', real, naive: null, notes: ['part of the panel refresh and its 50 ms'] };
}

/** The whole `search` call (embed the draft, scan, rank) as the panel makes it. */
export async function panelWorker(params: BenchParams<'panel-worker'>): Promise<Measured> {
  const { dims } = await modelReady();
  const client = getMlClient();
  const items = seedItems(params.size, Date.now());
  const vectors = seedVectors(items, await topicVectors(), dims);
  await client.call('index-load', {
    entries: items.map(toEntry),
    vectorIds: items.map((item) => item.id),
    vectors,
  });
  // The second view starts loading 2 s after the index (or after a first draft, none here):
  // "just loaded" is the moment it joins.
  if ((await secondViewJoined()) === null) throw new Error('The second view did not load.');
  const inWorker: number[] = [];
  let emptyLists = 0;
  const search = (query: string) =>
    client.call('search', {
      query,
      k: RECALL_K,
      statuses: ACTIVE_STATUSES,
      thresholds: { dense: RECALL_THRESHOLDS.dense, lexical: RECALL_THRESHOLDS.lexical },
    });
  const warmStarted = performance.now();
  while (params.isWarm && (await search(draftAt(0))).secondViewWaiting > 0) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const warmMs = performance.now() - warmStarted;
  const real = await repeat(params, async () => {
    const started = performance.now();
    const found = await search(freshDraft());
    const ms = performance.now() - started;
    inWorker.push(found.tookMs);
    if (found.hits.length === 0) emptyLists += 1;
    return ms;
  });
  return {
    unit: 'ms',
    real,
    naive: null,
    notes: [
      `${params.size} items; of which inside the worker (embed + scan + rank): median ${medianOf(inWorker.slice(-params.reps)).toFixed(2)} ms`,
      params.isWarm
        ? `after the second view embedded every item in the background (${(warmMs / 1000).toFixed(1)} s after the index loaded)`
        : `right after the index loaded: a draft embeds up to ${DRAFT_EMBED_BUDGET} candidates the second view has not reached yet; with more, it embeds none and keeps the first view’s order`,
      emptyLists === 0 ? 'every draft got a full list' : `${emptyLists} drafts got no list`,
    ],
  };
}
