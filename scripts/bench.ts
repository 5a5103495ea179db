/**
 * `npm run bench -- [--json] [--rebuild] [--quick]`: the DESIGN.md performance targets,
 * measured in headless Chromium with the real ML worker and the production build (plus a
 * bench-only page, see bench/ and vite.config.ts). Exits non-zero on errors only: a missed
 * target is a result, printed as such.
 */
import { cpus, loadavg, platform, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageInfo } from '../bench/bench-api';
import { parseBenchArgs, USAGE, type BenchArgs } from './bench/args';
import { launchBrowser, type BenchBrowser } from './bench/browser';
import { BENCH_OUT_DIR, ensureBenchBuild } from './bench/build';
import { builtinDownloadLine, offlineCopyLine } from './bench/download-size';
import { firstVisitMeasuredLine, measureFirstVisit } from './bench/first-visit';
import { formatJson, formatReport } from './bench/report';
import { runSuites } from './bench/run-suites';
import { startPreview, type BenchServer } from './bench/server';

/** Everything together (the episodic rows at 1M turns included) stays under this; past it something hangs. */
const WATCHDOG_MS = 40 * 60_000;

function progress(what: string): void {
  process.stderr.write(`bench: ${what}…\n`);
}

/** A 1-minute load average above this before the bench starts means others share the CPUs. */
const BUSY_LOAD = 1.5;

function loadLine(loadAtStart: number): string {
  const line = `Load:     1-min load average ${loadAtStart.toFixed(2)} before the run, ${(loadavg()[0] ?? 0).toFixed(2)} after it`;
  return loadAtStart > BUSY_LOAD
    ? `${line}: OTHER PROCESSES WERE BUSY, so these numbers are inflated`
    : line;
}

function header(
  info: PageInfo,
  browserVersion: string,
  buildNote: string,
  loadAtStart: number,
  download: string,
) {
  const cores = cpus();
  const memory = (totalmem() / 2 ** 30).toFixed(1);
  return [
    `Forethought bench, ${new Date().toISOString()}`,
    `Machine:  ${cores.length} cores (${cores[0]?.model.trim() ?? 'unknown CPU'}), ${memory} GiB RAM, ${platform()} ${release()}; Node ${process.version}`,
    `Browser:  Chromium ${browserVersion}, headless; navigator.hardwareConcurrency ${info.hardwareConcurrency}; cross-origin isolated: ${info.isCrossOriginIsolated ? 'yes' : 'NO'}`,
    `Model:    ${info.modelId} (${info.dims} dims) on onnxruntime-web (WASM) in the app's ML worker, loaded in ${(info.modelLoadMs / 1000).toFixed(1)} s`,
    `Build:    ${buildNote}`,
    download,
    loadLine(loadAtStart),
  ].join('\n');
}

async function main(args: BenchArgs): Promise<void> {
  const loadAtStart = loadavg()[0] ?? 0;
  const root = fileURLToPath(new URL('..', import.meta.url));
  progress('checking the bench build');
  const buildNote = await ensureBenchBuild(root, args.isRebuild);
  let server: BenchServer | null = null;
  let browser: BenchBrowser | null = null;
  try {
    server = await startPreview(root);
    const built = join(root, BENCH_OUT_DIR);
    let firstVisit = '';
    if (args.suite === 'all' || args.suite === 'load') {
      progress('a first visit in a new profile');
      firstVisit = `\n${firstVisitMeasuredLine(await measureFirstVisit(server.url, built))}`;
    }
    browser = await launchBrowser([], { onDisk: true });
    const { info, rows } = await runSuites(
      browser.context,
      server.url,
      args.isQuick,
      progress,
      args.suite,
      built,
    );
    const download = `${builtinDownloadLine(built)}\n${offlineCopyLine(built)}${firstVisit}`;
    console.log(header(info, browser.version, buildNote, loadAtStart, download));
    if (args.isQuick)
      console.log('Mode:     --quick (few repetitions: a smoke run, not numbers to quote)');
    console.log('');
    console.log(formatReport(rows));
    if (args.isJson) console.log(formatJson(rows));
  } finally {
    await browser?.close();
    await server?.close();
  }
}

const watchdog = setTimeout(() => {
  console.error(`bench: still running after ${WATCHDOG_MS / 60_000} minutes; giving up.`);
  process.exit(2);
}, WATCHDOG_MS);
watchdog.unref();

let args: BenchArgs;
try {
  args = parseBenchArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}
main(args).then(
  () => clearTimeout(watchdog),
  (error: unknown) => {
    console.error(
      `bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exitCode = 1;
    clearTimeout(watchdog);
  },
);
