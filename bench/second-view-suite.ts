import { loadBrowserUseEmbedder } from '../src/ml/worker/builtin/second-view-browser';
import type { BenchParams, Measured } from './bench-api';
import { topicAt } from './corpus';
import { repeat, timeMs } from './repeat';

/**
 * Recall's second view embedding one short draft: the same TypeScript the ML worker runs
 * (src/ml/use/), here on the page's thread, from the files the app serves.
 */
export async function secondViewEmbed(params: BenchParams<'second-view-embed'>): Promise<Measured> {
  // The bench page is bench/index.html of a build served at the root.
  const appBase = new URL('/', self.location.origin);
  const started = performance.now();
  const embedder = await loadBrowserUseEmbedder(appBase);
  const loadMs = performance.now() - started;
  let run = 0;
  const real = await repeat(params, () =>
    timeMs(() => Promise.resolve(embedder.embedNow(topicAt(run++)))),
  );
  return {
    unit: 'ms',
    real,
    naive: null,
    notes: [
      `loaded (files fetched, weights unpacked) in ${loadMs.toFixed(0)} ms`,
      'a draft embeds once a refresh; each item once, in the background or when first a candidate',
    ],
  };
}
