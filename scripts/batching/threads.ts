/**
 * Whether a second ONNX Runtime thread would pay for the built-in encoder on this machine:
 * the encoder in a worker of a cross-origin-isolated page (threads need it), one and two
 * threads, the page idle and the page kept half busy (as while the app renders). Prints a
 * query's latency (median / p95, 16 tokens) and texts a second one a pass and batched.
 * A measurement for docs/measurements.md; the app runs one thread on two cores (ort-options.ts).
 *
 *   npx tsx scripts/batching/threads.ts
 */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';

import { build } from 'esbuild';

import { launchBrowser } from '../bench/browser';

const ROOT = join(import.meta.dirname, '..', '..');
const FOLDERS: Record<string, string> = {
  '/ort/': join(ROOT, 'node_modules/onnxruntime-web/dist/'),
  '/model/': join(ROOT, 'models/multilingual-e5-small-zh-en/onnx/'),
  '/': join(import.meta.dirname, 'threads-page/'),
};
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
};

/** The page's worker with the app's session options and ONNX Runtime, as one module. */
async function bundleWorker(): Promise<Uint8Array> {
  const { outputFiles } = await build({
    entryPoints: [join(import.meta.dirname, 'threads-page/worker.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
  });
  const [bundled] = outputFiles;
  if (!bundled) throw new Error('esbuild wrote no worker.');
  return bundled.contents;
}

/** Serves the page, its worker, the runtime and the model on loopback, cross-origin isolated. */
function serve(worker: Uint8Array) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname.replace(/^\/$/, '/index.html');
    const prefix = Object.keys(FOLDERS).find((folder) => path.startsWith(folder)) ?? '/';
    const file = normalize(join(FOLDERS[prefix] ?? '', path.slice(prefix.length)));
    const body = path === '/worker.mjs' ? Promise.resolve(worker) : readFile(file);
    body.then(
      (body) => {
        response.writeHead(200, {
          'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
          'Cross-Origin-Opener-Policy': 'same-origin',
          'Cross-Origin-Embedder-Policy': 'require-corp',
        });
        response.end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  return new Promise<typeof server>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(server)),
  );
}

type Result = {
  isolated: boolean;
  queryMedianMs: number;
  queryP95Ms: number;
  perSecond: Record<string, number>;
};

const server = await serve(await bundleWorker());
const { port } = server.address() as AddressInfo;
const browser = await launchBrowser();
try {
  for (const busy of [false, true]) {
    for (const threads of [1, 2]) {
      const page = await browser.context.newPage();
      await page.goto(`http://127.0.0.1:${port}/?threads=${threads}&busy=${busy ? 1 : 0}`);
      const result = await page.evaluate<Result>('window.result');
      await page.close();
      if (!result.isolated) throw new Error('The page is not cross-origin isolated.');
      const { perSecond: rate } = result;
      console.log(
        `${busy ? 'page half busy' : 'page idle'}, ${threads} thread(s): query ` +
          `${result.queryMedianMs.toFixed(1)} / ${result.queryP95Ms.toFixed(1)} ms; ` +
          `20 tokens one a pass ${rate[1]}/s, batches of 8 ${rate[8]}/s, of 32 ${rate[32]}/s`,
      );
    }
  }
} finally {
  await browser.close();
  server.close();
}
