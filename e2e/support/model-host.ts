/**
 * A stand-in for the Hugging Face Hub in tests: serves a folder of fixture repositories under
 * the Hub's URL scheme, `/{owner}/{repo}/resolve/{revision}/{path}`, on loopback only. Any
 * revision resolves to the same files (fixtures have one). Optional static folders serve the
 * runtime's own files (transformers.js, onnxruntime-web) to a page that has no bundler.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, resolve, sep } from 'node:path';

export interface ModelHostOptions {
  /** Folder holding `{owner}/{repo}/…`, as written by scripts/make-hub-fixtures.ts. */
  root: string;
  /** A fixed port; by default the system picks a free one. */
  port?: number;
  /** Extra static files outside the Hub scheme: URL prefix (such as `/ort/`) → folder. */
  staticDirs?: Readonly<Record<string, string>>;
}

export interface HostedRequest {
  method: string;
  /** The URL path as requested, e.g. `/fixture/tiny-embedder/resolve/main/config.json`. */
  path: string;
  status: number;
}

export interface ModelHost {
  /** Origin with a trailing slash, ready for transformers.js's `env.remoteHost`. */
  url: string;
  /** Every request so far, in the order they were answered, for specs to assert on. */
  requests: HostedRequest[];
  close(): Promise<void>;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.json': 'application/json; charset=utf-8',
  '.onnx': 'application/octet-stream',
  '.onnx_data': 'application/octet-stream',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  // WebAssembly.instantiateStreaming refuses any other type.
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
};

/**
 * The app is cross-origin isolated (COEP require-corp), so every response must allow being
 * read from another origin: CORS for fetch() and module scripts, CORP for everything else.
 */
const SHARED_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Content-Length, Content-Type, ETag',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'Cache-Control': 'no-cache',
} as const;

const HUB_PATH = /^\/([^/]+)\/([^/]+)\/resolve\/([^/]+)\/(.+)$/;

/**
 * An empty, cross-origin isolated page on the host itself, for probes that load the runtime
 * into a page of their own: the app's pages carry its Content-Security-Policy, which (rightly)
 * refuses scripts from any other origin.
 */
export const PROBE_PAGE = 'probe.html';
const PROBE_PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
} as const;

export async function startModelHost(options: ModelHostOptions): Promise<ModelHost> {
  const requests: HostedRequest[] = [];
  const root = resolve(options.root);
  const statics = Object.entries(options.staticDirs ?? {}).map(
    ([prefix, dir]) => [prefix.endsWith('/') ? prefix : `${prefix}/`, resolve(dir)] as const,
  );

  /** Maps a URL path to a file under one of the served folders, or null. */
  const locate = (path: string): string | null => {
    const hub = HUB_PATH.exec(path);
    if (hub) return inside(root, [hub[1], hub[2], hub[4]].join('/'));
    for (const [prefix, dir] of statics) {
      if (path.startsWith(prefix)) return inside(dir, path.slice(prefix.length));
    }
    return null;
  };

  const server = createServer((req, res) => {
    void respond(req, res, locate).then((status) => {
      requests.push({ method: req.method ?? 'GET', path: pathOf(req), status });
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, '127.0.0.1', done);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    close: () =>
      new Promise<void>((done, fail) => {
        server.closeAllConnections();
        server.close((error) => (error ? fail(error) : done()));
      }),
  };
}

async function respond(
  req: IncomingMessage,
  res: ServerResponse,
  locate: (path: string) => string | null,
): Promise<number> {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, {
      ...SHARED_HEADERS,
      'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
      'Access-Control-Allow-Headers': '*',
    });
    res.end();
    return 204;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return fail(res, 405, { Allow: 'GET, HEAD, OPTIONS' });
  }
  if (pathOf(req) === `/${PROBE_PAGE}`) {
    res.writeHead(200, { ...SHARED_HEADERS, ...PROBE_PAGE_HEADERS });
    res.end('<!doctype html><title>probe</title>');
    return 200;
  }
  const file = locate(pathOf(req));
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) return fail(res, 404, { 'X-Error-Code': 'EntryNotFound' });
  res.writeHead(200, {
    ...SHARED_HEADERS,
    'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'Content-Length': String(info.size),
    ETag: `"${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}"`,
  });
  if (req.method === 'HEAD') {
    res.end();
    return 200;
  }
  // Await the whole body so a request is recorded only once it has been served.
  await new Promise<void>((done) => {
    createReadStream(file)
      .once('error', () => res.destroy())
      .once('close', done)
      .pipe(res);
  });
  return 200;
}

/**
 * Errors carry the CORS headers too, or the page would see a network error instead of the
 * status. The Hub marks a missing file with `X-Error-Code: EntryNotFound`; transformers.js
 * treats a 404 for an optional file (generation_config.json, …) as "not there" and moves on.
 */
function fail(res: ServerResponse, status: number, headers: Record<string, string>): number {
  res.writeHead(status, { ...SHARED_HEADERS, ...headers, 'Content-Type': 'text/plain' });
  res.end(`${status}\n`);
  return status;
}

function pathOf(req: IncomingMessage): string {
  return new URL(req.url ?? '/', 'http://host').pathname;
}

/** Resolves `relative` under `dir`, refusing anything that climbs out of it (`..`, `%2e%2e`). */
function inside(dir: string, relative: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  const target = resolve(dir, decoded);
  return target.startsWith(dir + sep) ? target : null;
}
