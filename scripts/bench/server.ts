import { createServer } from 'node:net';
import { join } from 'node:path';
import { preview } from 'vite';
import { BENCH_OUT_DIR } from './build';

export type BenchServer = { url: string; close(): Promise<void> };

/** A port nothing listens on now, on loopback (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('No free port'))));
    });
  });
}

/** `vite preview` of dist-bench, with the app's COOP/COEP headers, on loopback only. */
export async function startPreview(root: string): Promise<BenchServer> {
  const port = await freePort();
  const server = await preview({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir: BENCH_OUT_DIR },
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}
