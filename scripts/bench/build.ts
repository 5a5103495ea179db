import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

export const BENCH_OUT_DIR = 'dist-bench';
const STAMP = '.bench-build';

/** What the bench build is made from: newer than the stamp means rebuild. */
const INPUTS = [
  'src',
  'bench',
  'vite-plugins',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];
/** A bound on the walk, so a stray huge folder cannot stall the freshness check. */
const MAX_FILES = 20_000;

function newestChange(root: string): number {
  let newest = 0;
  let seen = 0;
  const pending = INPUTS.map((path) => join(root, path)).filter((path) => existsSync(path));
  while (pending.length > 0 && seen < MAX_FILES) {
    const path = pending.pop() ?? '';
    const stat = statSync(path);
    seen += 1;
    newest = Math.max(newest, stat.mtimeMs);
    if (stat.isDirectory()) pending.push(...readdirSync(path).map((name) => join(path, name)));
  }
  return seen >= MAX_FILES ? Number.POSITIVE_INFINITY : newest;
}

function isFresh(root: string): boolean {
  const stamp = join(root, BENCH_OUT_DIR, STAMP);
  if (!existsSync(stamp) || !existsSync(join(root, BENCH_OUT_DIR, 'bench', 'index.html'))) {
    return false;
  }
  return statSync(stamp).mtimeMs > newestChange(root);
}

/**
 * Builds the app plus the bench page (BENCH=1, see vite.config.ts) into dist-bench, unless
 * a build newer than every source is already there.
 */
export async function ensureBenchBuild(root: string, isForced: boolean): Promise<string> {
  if (!isForced && isFresh(root)) return `reused ${BENCH_OUT_DIR}/ (newer than its sources)`;
  const started = performance.now();
  process.env.BENCH = '1';
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir: BENCH_OUT_DIR },
  });
  writeFileSync(join(root, BENCH_OUT_DIR, STAMP), new Date().toISOString());
  return `built ${BENCH_OUT_DIR}/ in ${((performance.now() - started) / 1000).toFixed(1)} s`;
}
