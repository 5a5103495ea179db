import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** A compressed copy is written only when it saves at least this share of the file. */
const MIN_SAVING = 0.1;

/**
 * The gzip copy of a model file written beside it in the build (`<file>.gz`), or null when
 * gzip saves too little to be worth serving. Static hosts serve such copies to browsers that
 * accept gzip (nginx `gzip_static on`; Netlify and Cloudflare compress by themselves), so a
 * first visit downloads the runtime in 3.7 MB instead of 14.3 and the model in 34 instead of
 * 44 (docs/deploy.md).
 */
export function gzipCopy(source: Buffer): Buffer | null {
  const compressed = gzipSync(source, { level: 9 });
  return compressed.length <= source.length * (1 - MIN_SAVING) ? compressed : null;
}

type Next = () => void;

/**
 * Serves `<dist>/<path>.gz` for a request of `path` whose browser accepts gzip, as a static
 * host with precompressed files does: with its encoding, type, a validator (so the browser's
 * cache revalidates instead of downloading again) and the server's own headers. Anything
 * else goes on to the next middleware.
 */
export function precompressedMiddleware(
  distDir: string,
  pathOf: (url: string) => string | null,
  typeOf: (path: string) => string,
  headers: Record<string, string | number | readonly string[] | undefined>,
) {
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    const path = req.method === 'GET' ? pathOf(req.url ?? '/') : null;
    const accepts = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const copy = path === null ? null : join(distDir, `${path}.gz`);
    if (path === null || !accepts || copy === null || !existsSync(copy)) {
      next();
      return;
    }
    const stats = statSync(copy);
    const etag = `W/"gz-${stats.size}-${stats.mtime.getTime()}"`;
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined) res.setHeader(name, value);
    }
    res.setHeader('ETag', etag);
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader('Content-Type', typeOf(path));
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', stats.size);
    createReadStream(copy)
      .on('error', () => res.destroy())
      .pipe(res);
  };
}
