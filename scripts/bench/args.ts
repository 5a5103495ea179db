import { parseArgs } from 'node:util';

export type BenchArgs = {
  isJson: boolean;
  /** Build dist-bench even when it looks fresh. */
  isRebuild: boolean;
  /** Fewer repetitions (for trying the bench out, not for quoting). */
  isQuick: boolean;
  /**
   * Which rows: all; only the episodic-memory ones (recall-memory at 1M turns, the indexes,
   * BM25, import); only sync's catch-up.
   */
  suite: BenchSuite;
};

export type BenchSuite = 'all' | 'load' | 'recall' | 'episodic' | 'sync' | 'throughput';

export const USAGE = `Usage: tsx scripts/bench.ts [--json] [--rebuild] [--quick] [--suite load|recall|episodic|sync|throughput]
  --json     also print one JSON object (metric → {median, p95, unit, …}) on the last line
  --rebuild  rebuild dist-bench even if it is newer than its sources
  --quick    a few repetitions only: a smoke run, not numbers to quote
  --suite load      only the built-in model's load, first and again, part by part
  --suite recall    only a draft's embedding by each view and the panel's refresh at 10k,
                    through the worker and in the app
  --suite episodic  only the episodic-memory rows (a few minutes, not the whole bench)
  --suite sync      only sync: a new device catching up on 10k items through a local server
  --suite throughput  only bulk embedding: 128 texts in one call against one a call, and
                      an import's turns indexed in the background`;

export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      json: { type: 'boolean', default: false },
      rebuild: { type: 'boolean', default: false },
      quick: { type: 'boolean', default: false },
      suite: { type: 'string' },
    },
  });
  const suite = values.suite ?? 'all';
  const suites: readonly string[] = ['all', 'load', 'recall', 'episodic', 'sync', 'throughput'];
  if (!suites.includes(suite)) {
    throw new Error(`Unknown suite: ${suite}`);
  }
  return {
    isJson: values.json,
    isRebuild: values.rebuild,
    isQuick: values.quick,
    suite: suite as BenchSuite,
  };
}
