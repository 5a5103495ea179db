// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

import { afterEach, describe, expect, it } from 'vitest';

import { gzipCopy, precompressedMiddleware } from '../vite-plugins/precompressed';

const MODEL = Buffer.from('weights '.repeat(10_000));
let server: Server | null = null;

afterEach(() => {
  server?.close();
  server = null;
});

/** A server with one precompressed file, `model.bin`; anything else answers 404 "next". */
async function serve(): Promise<string> {
  const dist = mkdtempSync(join(tmpdir(), 'precompressed-'));
  writeFileSync(join(dist, 'model.bin'), MODEL);
  writeFileSync(join(dist, 'model.bin.gz'), gzipCopy(MODEL) ?? Buffer.alloc(0));
  const middleware = precompressedMiddleware(
    dist,
    (url) => (url === '/model.bin' ? 'model.bin' : null),
    () => 'application/octet-stream',
    { 'Cross-Origin-Opener-Policy': 'same-origin' },
  );
  server = createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 404;
      res.end('next');
    }),
  );
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('precompressed model files', () => {
  it('keeps a gzip copy only when it saves at least a tenth', () => {
    const copy = gzipCopy(MODEL);
    expect(copy && gunzipSync(copy).equals(MODEL)).toBe(true);
    expect(gzipCopy(randomBytes(50_000))).toBeNull();
  });

  it('serves the copy to a browser that accepts gzip, with the server’s headers', async () => {
    const url = await serve();
    const response = await new Promise<IncomingMessage>((resolve) =>
      request(`${url}/model.bin`, { headers: { 'accept-encoding': 'gzip, br' } }, resolve).end(),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(gunzipSync(Buffer.concat(chunks)).equals(MODEL)).toBe(true);

    const again = await fetch(`${url}/model.bin`, {
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.status).toBe(304);
  });

  it('leaves other requests and browsers without gzip to the next handler', async () => {
    const url = await serve();
    const plain = await fetch(`${url}/model.bin`, { headers: { 'accept-encoding': 'identity' } });
    expect(await plain.text()).toBe('next');
    const other = await fetch(`${url}/other.bin`);
    expect(await other.text()).toBe('next');
  });
});
