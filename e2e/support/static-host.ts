import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

/** The build the e2e run's web server made (playwright.config.ts: E2E_DIST, else dist/). */
export const BUILD_DIR = join(import.meta.dirname, '..', '..', process.env.E2E_DIST ?? 'dist');

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.wasm': 'application/wasm',
};

export type StaticHost = { url: string; requests: string[]; close: () => Promise<void> };

/**
 * A static host of the GitHub Pages class, on loopback: files and a content type, no other
 * header (no COOP/COEP, no CSP), `/` → index.html, and an optional path prefix (`base`) for
 * a build made with BASE_PATH. Started and stopped by the spec that needs it.
 */
export async function startStaticHost(dir = BUILD_DIR, base = '/'): Promise<StaticHost> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    requests.push(pathname);
    const relative = pathname.startsWith(base) ? pathname.slice(base.length) : null;
    const file = relative === null ? null : normalize(join(dir, relative || 'index.html'));
    if (file === null || !file.startsWith(dir) || !isFile(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${base}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
